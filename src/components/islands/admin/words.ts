/** The admin's language: its words (loaded alone, as the admin carries one), the choice, and how it writes. */
import { createContext, useContext } from 'react';
import type { AdminWords } from '~/i18n/en-admin';
import { INTL_LOCALES, LOCALES, toLocale, type Locale } from '~/lib/locales';
import { fillMessage, pluralForm, type PluralForms } from '~/lib/message';
import { withStorage } from './storage';

const LOADERS: Record<Locale, () => Promise<{ adminWords: AdminWords }>> = {
  en: () => import('~/i18n/en-admin'),
  fr: () => import('~/i18n/fr-admin'),
};

/** localStorage key: the language the owner chose with the switch, on this device. */
const LANGUAGE_KEY = 'admin_language';

/** The chosen language, else the first of the browser's languages the admin has, else English. */
export function preferredLocale(): Locale {
  const chosen = withStorage('localStorage', (s) => s.getItem(LANGUAGE_KEY), null);
  if (chosen) return toLocale(chosen);
  const spoken = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  return toLocale(spoken.find((tag) => LOCALES.includes(tag as Locale)));
}

/** Where storage is refused, the browser's languages decide next time. */
export const rememberLocale = (locale: Locale) =>
  withStorage('localStorage', (s) => s.setItem(LANGUAGE_KEY, locale), undefined);

export type Speech = Awaited<ReturnType<typeof loadSpeech>>;

export async function loadSpeech(locale: Locale, siteName: string) {
  const { adminWords: words } = await LOADERS[locale]();
  const tag = INTL_LOCALES[locale];
  const numbers = new Intl.NumberFormat(tag);
  const dateTimes = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  /** `template` with `{key}`s filled in; numbers written the language's way. */
  const t = (template: string, values: Record<string, string | number> = {}) =>
    fillMessage(
      template,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? numbers.format(v) : v]))
    );
  return {
    locale,
    /** The studio's name, for the page's title (given by the page: the site's config is server-side zod). */
    siteName,
    words,
    t,
    /** The form of `forms` for `n`, filled with `{n}` and `values`. */
    plural: (forms: PluralForms, n: number, values: Record<string, string | number> = {}) =>
      t(pluralForm(forms, n, locale), { ...values, n }),
    number: (n: number) => numbers.format(n),
    /** A date and time in the reader's time zone: `May 14, 2026, 09:05 a.m.`. */
    dateTime: (iso: string) => dateTimes.format(new Date(iso)),
    date: (iso: string) => dates.format(new Date(iso)),
  };
}

/** The page's title in the admin's language: `Admin | Studio`. */
export const pageTitle = ({ words, siteName }: Speech) => `${words.title} | ${siteName}`;

export const SpeechContext = createContext<Speech | null>(null);

/** The admin's words in its language; only inside AdminGate, which provides them. */
export function useSpeech(): Speech {
  const speech = useContext(SpeechContext);
  if (!speech) throw new Error('useSpeech outside the admin');
  return speech;
}
