/** Which settings are in effect on the site, never their values (the Settings panel, the backup). */
import type { SiteSettings } from '../../src/lib/api-types.ts';
import { passwordLoginSwitchedOff } from './admin-auth.ts';
import { readPasskeys } from './passkey-records.ts';
import { EMAIL_SETTINGS, notifiesHere, ownerLanguage } from './notify.ts';
import { siteSecret } from './site-secrets.ts';

export async function siteSettings(): Promise<SiteSettings> {
  const passkeys = (await readPasskeys()).length;
  // A preview that notifies nobody has no channel in effect, whatever is set.
  const isSet = (name: string) => notifiesHere() && Boolean(process.env[name]?.trim());
  const emailMissing = EMAIL_SETTINGS.filter((name) => !isSet(name));
  return {
    // A session without ADMIN_PASSWORD exists only on a local server, with the development password.
    adminPassword: process.env['ADMIN_PASSWORD'] ? 'set' : 'development',
    passwordSignIn: !(passwordLoginSwitchedOff() && passkeys > 0),
    passkeys,
    spamKey: (await siteSecret('ALTCHA_HMAC_KEY')).source === 'environment' ? 'set' : 'generated',
    webhook: isSet('INQUIRY_WEBHOOK_URL') ? 'set' : 'unset',
    email: emailMissing.length === 0 ? 'set' : emailMissing.length === EMAIL_SETTINGS.length ? 'unset' : 'incomplete',
    emailMissing: emailMissing.length === EMAIL_SETTINGS.length ? [] : emailMissing,
    ownerLanguage: ownerLanguage(),
  };
}
