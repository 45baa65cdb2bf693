/** The islands' words: an island takes only its language as a prop, so its words stay out of the page's HTML. */
import type { Locale } from '~/lib/locales';
import { form as enForm, layout as enLayout, type FormStrings, type LayoutStrings } from './en-islands';
import { form as frForm, layout as frLayout } from './fr-islands';

export type { FormStrings } from './en-islands';

const ISLAND_STRINGS: Record<Locale, { form: FormStrings; layout: LayoutStrings }> = {
  en: { form: enForm, layout: enLayout },
  fr: { form: frForm, layout: frLayout },
};

export const islandStrings = (locale: Locale) => ISLAND_STRINGS[locale];
