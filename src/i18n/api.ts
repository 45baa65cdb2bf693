/**
 * Every word the API says, and the one place netlify/ takes words from
 * (tests/unit/server-words.test.ts checks that netlify/ writes no sentence of its own).
 *
 * - The API speaks English (`api`, in API_LOCALE: docs/api.md), except to two people who may
 *   read French: a visitor gets the contact form's words in the form's language (`formWords`),
 *   and the owner is told in OWNER_LANGUAGE, in the admin's words (`adminWordsIn`).
 * - A sentence the admin shows too is the admin's own English word (en-admin.ts), so the two
 *   never differ.
 * - Log lines are not words: `console.*` calls, the `[label] …` texts handed to them, and the
 *   messages of errors thrown only to be logged stay in the code, for developers.
 *
 * `{name}` marks what is filled in, `{ one, other }` a choice by plural form (src/lib/message.ts).
 */
import type { Locale } from '~/lib/locales';
import { form } from './en-form';

export { adminWordsIn } from './admin';
export { formWords } from './form';

/** The language of `api`. */
export const API_LOCALE = 'en' satisfies Locale;

export const api = {
  /** The inquiry's messages, as the owner's calls and the backup check an inquiry (the contact form's). */
  inquiry: form.validation,
};
