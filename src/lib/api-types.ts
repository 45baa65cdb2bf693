/** The API's shapes and limits beyond the inquiry and the inbox, shared by the functions and the browser's client. */
import type { Challenge, Solution } from 'altcha-lib';
import type { Locale } from './locales';

/** The longest name the owner may give a passkey (the admin's field and the server's check). */
export const MAX_PASSKEY_NAME = 60;

/** A solved spam-check challenge, as the form sends it in `altcha` and the server spends it (docs/spam.md). */
export interface SpamProof {
  challenge: Challenge;
  solution: Solution;
}

/** Which settings are in effect on the site (never their values), as GET /api/admin/settings says. */
export interface SiteSettings {
  /** `development`: the local server's development password (ADMIN_PASSWORD unset). */
  adminPassword: 'set' | 'development';
  passwordSignIn: boolean;
  passkeys: number;
  /** `generated`: ALTCHA_HMAC_KEY unset, the site made a key and keeps it. */
  spamKey: 'set' | 'generated';
  webhook: 'set' | 'unset';
  email: 'set' | 'unset' | 'incomplete';
  /** The e-mail variables still missing when some are set. */
  emailMissing: string[];
  /** OWNER_LANGUAGE: the language of the notifications and the morning digest. */
  ownerLanguage: Locale;
}
