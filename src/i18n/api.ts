/** Every word the API says (docs/api.md); netlify/ writes none of its own but log lines, which are for developers. */
import type { Locale } from '~/lib/locales';
import { adminWords as admin } from './en-admin';
import { form } from './en-form';

export { adminWordsIn } from './admin';
export { formWords } from './form';

export const API_LOCALE = 'en' satisfies Locale;

export const api = {
  /** Any call's request, before its function reads it (netlify/lib/http.ts). */
  request: {
    methodNotAllowed: 'Method not allowed. Use {methods}.',
    or: ' or ',
    notJson: 'Send the request body as JSON (Content-Type: application/json).',
    tooLarge: 'Request body is too large (at most {kb} KB).',
    invalidJson: 'Request body is not valid JSON.',
    notAnObject: 'Request body must be a JSON object.',
    unexpected: 'Something went wrong on our side. Please try again later.',
    /** An /api/ address no function has (the page src/pages/api/404.json.ts). */
    noEndpoint: 'There is no API endpoint at this address.',
  },
  /** The inquiry's messages, as the owner's calls and the backup check an inquiry (the contact form's). */
  inquiry: form.validation,
  challengeUnavailable: 'The spam check is unavailable right now. Please try again in a moment.',
  /** Signing in to the admin, and what every admin call checks (docs/auth.md). */
  session: {
    required: 'Authentication required. Log in to the admin to continue.',
    crossSite: 'Cross-site requests to the admin are not allowed.',
    locked: 'The admin is locked: no admin password is configured on this site.',
    body: 'Send { "password": "..." } or a passkey answer.',
    invalidPassword: admin.api.invalidPassword,
    passwordOff: 'Password sign-in is turned off on this site. Sign in with a passkey.',
    throttled: 'Too many failed attempts. Try again in {wait}.',
    /** How long to wait, in seconds under a minute, else in minutes. */
    seconds: { one: '{n} second', other: '{n} seconds' },
    minutes: { one: '{n} minute', other: '{n} minutes' },
    confirm: 'Confirm with your passkey.',
    expired: 'This passkey sign-in has expired or was already used. Try again.',
    notVerified: 'The passkey could not be verified.',
  },
  passkeys: {
    /** What the owner's device shows as the site and the account a passkey is for. */
    siteName: '{site} admin',
    registered: { one: '{n} passkey registered.', other: '{n} passkeys registered.' },
    confirm: 'Confirm with your device.',
    body: 'Send { "name": "...", "response": { ... } }.',
    nameMissing: admin.api.passkeyNameMissing,
    nameTooLong: 'A passkey name has at most {max} characters.',
    nameCharacters: 'Use letters, digits, spaces and punctuation.',
    expired: 'This passkey request has expired or was already used. Start again.',
    notVerified: 'The passkey could not be verified. Try again.',
    notRegistered: 'This passkey is not registered for this site.',
    alreadyRegistered: 'This passkey is already registered.',
    tooMany: 'At most {max} passkeys can be registered. Remove one first.',
    added: admin.api.passkeyAdded,
    removed: 'Passkey removed.',
    notFound: 'Passkey not found.',
  },
  inbox: {
    /** What is wrong with a list's parameters (src/lib/inbox.ts). */
    query: {
      status: 'status must be all, new, pending or completed.',
      source: 'source must be at most {max} characters.',
      order: 'order must be newest or oldest.',
      q: 'q must be at most {max} characters.',
      limit: 'limit must be a whole number from 1 to {max}.',
      cursor: 'cursor must be an inquiry id.',
    },
    timeZone: 'tz must be a time zone name, such as America/Toronto.',
    id: 'Inquiry id must be a positive whole number.',
    notFound: 'Inquiry not found.',
    deleted: 'The inquiry has been deleted.',
    unreadable: 'Inquiry {id} could not be read, so it cannot be changed. You can delete it.',
    /** The `error` cell of the CSV's row for a record that could not be read. */
    unreadableCell: 'could not be read',
    notifyFailed: admin.card.notifyFailed,
  },
  /** One person's inquiries (Law 25). */
  person: {
    body: 'Send { "email": "…" } (and, to erase, "ids": the ids of the inquiries you confirmed).',
    found: admin.api.personFound,
    changed: admin.api.personChanged,
    erased: admin.person.erased.description,
  },
  settings: {
    inEffect: 'Settings in effect.',
    noChannel:
      'No notification channel is set. Set INQUIRY_WEBHOOK_URL or the INQUIRY_EMAIL_* variables in the site’s environment.',
    testSent: admin.settings.testSent,
    testFailed: admin.settings.testFailed,
    and: admin.settings.and,
    /** Why a channel failed, after its name: the status and the start of what it answered. */
    channelAnswered: 'answered {status} {detail}',
  },
  backup: {
    after: 'after must be an inquiry id.',
    batch:
      'Send { "format": "{format}", "version": {version}, "from", "to" (at most {ids} ids), "inquiries" (those ids, in order) } as the admin does.',
    invalid: 'Inquiry {id} of the backup is not valid here ({detail}). Nothing was restored.',
    notAnInquiry: 'not an inquiry',
    outOfOrder: 'out of order',
  },
};
