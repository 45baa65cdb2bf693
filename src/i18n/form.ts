/**
 * The contact form's words by language, with the frame's (its notifications' Close): the form's
 * island takes only its language as a prop, so its words stay out of the page's HTML; the
 * contact function answers from the same words.
 */
import type { Locale } from '~/lib/locales';
import { form as enForm, type FormStrings } from './en-form';
import { layout as enLayout, type LayoutStrings } from './en-layout';
import { form as frForm } from './fr-form';
import { layout as frLayout } from './fr-layout';

export type { FormStrings } from './en-form';

const FORM_WORDS: Record<Locale, { form: FormStrings; layout: LayoutStrings }> = {
  en: { form: enForm, layout: enLayout },
  fr: { form: frForm, layout: frLayout },
};

export const formWords = (locale: Locale) => FORM_WORDS[locale];
