/** The contact form's words by language, with the frame's (its toasts' Close); the contact function answers in them. */
import type { Locale } from '~/lib/locales';
import { form as enForm } from './en-form';
import { layout as enLayout } from './en-layout';
import { form as frForm } from './fr-form';
import { layout as frLayout } from './fr-layout';

const FORM_WORDS = { en: { form: enForm, layout: enLayout }, fr: { form: frForm, layout: frLayout } };

export const formWords = (locale: Locale) => FORM_WORDS[locale];

export type FormWords = (typeof FORM_WORDS)[Locale];
