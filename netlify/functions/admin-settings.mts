/** The settings in effect, never their values, and a test notification, behind a session (docs/api.md). */
import type { Config } from '@netlify/functions';
import { api } from '../../src/i18n/api.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { ADMIN_REPLY, adminEndpoint } from '../lib/admin-auth.ts';
import { error, json } from '../lib/http.ts';
import { deliver, notificationChannels, testInquiry } from '../lib/notify.ts';
import { siteSettings } from '../lib/site-settings.ts';

async function testNotification(): Promise<Response> {
  const channels = notificationChannels();
  if (channels.length === 0) return error(409, api.settings.noChannel, ADMIN_REPLY);
  const failures = await deliver(testInquiry(), channels);
  // The admin words these itself in its language from `failures` and `channels`.
  if (failures.length > 0) {
    const message = fillMessage(api.settings.testFailed, { failures: failures.join('; ') });
    return error(502, message, { ...ADMIN_REPLY, extra: { failures } });
  }
  const names = channels.map((channel) => channel.name);
  const message = fillMessage(api.settings.testSent, { channels: names.join(api.settings.and) });
  return json({ success: true, message, channels: names }, 200, ADMIN_REPLY);
}

export default async (req: Request): Promise<Response> => {
  const isTest = new URL(req.url).pathname.endsWith('/test-notification');
  return adminEndpoint('admin-settings', req, [isTest ? 'POST' : 'GET'], async () =>
    isTest
      ? testNotification()
      : json({ success: true, message: api.settings.inEffect, settings: await siteSettings() }, 200, ADMIN_REPLY)
  );
};

export const config: Config = { path: ['/api/admin/settings', '/api/admin/settings/test-notification'] };
