/**
 * The islands' words in every language, for islands that receive only their page's language
 * as a prop: props are serialized into the page's HTML, and these words (the form's labels,
 * messages and toasts) would otherwise weigh on every landing page's first response. The
 * island's bundle carries both languages' words, and nothing else from src/i18n.
 */
import type { Locale } from '~/lib/locales';
import { form as enForm, layout as enLayout, type FormStrings, type LayoutStrings } from './en-islands';
import { form as frForm, layout as frLayout } from './fr-islands';

export type { FormStrings, LayoutStrings } from './en-islands';

/** What one language gives the islands. */
interface IslandStrings {
  form: FormStrings;
  layout: LayoutStrings;
}

const ISLAND_STRINGS: Record<Locale, IslandStrings> = {
  en: { form: enForm, layout: enLayout },
  fr: { form: frForm, layout: frLayout },
};

/** The words the islands show in `locale`. */
export function islandStrings(locale: Locale): IslandStrings {
  return ISLAND_STRINGS[locale];
}
