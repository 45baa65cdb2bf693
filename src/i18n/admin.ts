/**
 * The admin's words by language, for the admin page's HTML and for the owner's notifications
 * (through src/i18n/api.ts). The admin itself loads only the language in use
 * (src/components/islands/admin/words.ts).
 */
import type { Locale } from '~/lib/locales';
import { adminWords as en } from './en-admin';
import { adminWords as fr } from './fr-admin';

export const adminWordsIn = (locale: Locale) => ({ en, fr })[locale];
