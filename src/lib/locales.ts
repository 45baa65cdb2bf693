/**
 * The site's languages (DECISIONS D7). English is the default, served at the root; every
 * other language lives under its own prefix (`/fr/`). Free of `astro:*` imports: the inquiry
 * schema, which also runs in Netlify Functions, records which language a visitor used.
 */
export const LOCALES = ['en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Language tags for `lang`, `hreflang` and Intl formatting: Canadian conventions in both languages. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
