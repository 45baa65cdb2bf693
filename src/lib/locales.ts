/** The site's languages: English at the root, others under their prefix (`/fr/`). */
export const LOCALES = ['en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

export const toLocale = (value: unknown) => (LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE);

/** Language tags for `lang`, `hreflang` and Intl formatting: Canadian conventions in both languages. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
