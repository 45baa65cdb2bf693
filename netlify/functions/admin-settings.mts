/** The settings in effect, never their values, and a test notification, behind a session (docs/api.md). */
import type { Config } from '@netlify/functions';
import { admin } from '../../src/i18n/admin.ts';
import type { SiteSettings } from '../../src/lib/api-types.ts';
import { fillMessage } from '../../src/lib/inquiry.ts';
import { ADMIN_REPLY, adminEndpoint, passwordLoginSwitchedOff } from '../lib/admin-auth.ts';
import { listPasskeys } from '../lib/admin-passkeys.ts';
import { error, json } from '../lib/http.ts';
import {
  deliver,
  EMAIL_SETTINGS,
  NO_CHANNEL,
  notificationChannels,
  notifiesHere,
  ownerLanguage,
  testInquiry,
} from '../lib/notify.ts';
import { siteSecret } from '../lib/site-secrets.ts';

async function settings(env = process.env): Promise<SiteSettings> {
  const passkeys = (await listPasskeys()).length;
  // A preview that notifies nobody has no channel in effect, whatever is set.
  const isSet = (name: string) => notifiesHere(env) && Boolean(env[name]?.trim());
  const emailMissing = EMAIL_SETTINGS.filter((name) => !isSet(name));
  return {
    // A session without ADMIN_PASSWORD exists only on a local server, with the development password.
    adminPassword: env['ADMIN_PASSWORD'] ? 'set' : 'development',
    passwordSignIn: !(passwordLoginSwitchedOff() && passkeys > 0),
    passkeys,
    spamKey: (await siteSecret('ALTCHA_HMAC_KEY', env)).source === 'environment' ? 'set' : 'generated',
    webhook: isSet('INQUIRY_WEBHOOK_URL') ? 'set' : 'unset',
    email: emailMissing.length === 0 ? 'set' : emailMissing.length === EMAIL_SETTINGS.length ? 'unset' : 'incomplete',
    emailMissing: emailMissing.length === EMAIL_SETTINGS.length ? [] : emailMissing,
    ownerLanguage: ownerLanguage(env),
  };
}

async function testNotification(): Promise<Response> {
  const channels = notificationChannels();
  if (channels.length === 0) return error(409, NO_CHANNEL, ADMIN_REPLY);
  const failures = await deliver(testInquiry(), channels);
  // The admin words these itself in its language from `failures` and `channels`.
  if (failures.length > 0) {
    const message = fillMessage(admin.settings.testFailed, { failures: failures.join('; ') });
    return error(502, message, { ...ADMIN_REPLY, extra: { failures } });
  }
  const names = channels.map((channel) => channel.name);
  const message = fillMessage(admin.settings.testSent, { channels: names.join(admin.settings.and) });
  return json({ success: true, message, channels: names }, 200, ADMIN_REPLY);
}

export default async (req: Request): Promise<Response> => {
  const isTest = new URL(req.url).pathname.endsWith('/test-notification');
  return adminEndpoint('admin-settings', req, [isTest ? 'POST' : 'GET'], async () =>
    isTest
      ? testNotification()
      : json({ success: true, message: 'Settings in effect.', settings: await settings() }, 200, ADMIN_REPLY)
  );
};

export const config: Config = { path: ['/api/admin/settings', '/api/admin/settings/test-notification'] };
