/** The admin's words by language, for its page's HTML and the owner's notifications; the island loads one (words.ts). */
import type { Locale } from '~/lib/locales';
import { adminWords as en } from './en-admin';
import { adminWords as fr } from './fr-admin';

export const adminWordsIn = (locale: Locale) => ({ en, fr })[locale];
