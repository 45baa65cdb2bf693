/**
 * The interface words of a page's language. Pages and static components read the language
 * from the address (`Astro.currentLocale`, set by astro.config.mjs's `i18n` routing).
 * Islands never import this module (it brings the site configuration and its zod schema):
 * they receive their own language's words as props, or take only their language and look
 * their words up in src/i18n/islands.ts.
 */
import type { Link } from '~/config/site';
import { en, type UiStrings } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/locales';
import { localizeHref } from './routes';

export type { UiStrings } from './en';
export { DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/locales';

const STRINGS: Record<Locale, UiStrings> = { en, fr };

/** The interface words in `locale`. */
export function translations(locale: Locale): UiStrings {
  return STRINGS[locale];
}

/** Narrows Astro's `currentLocale` (a plain string) to one of the site's languages. */
export function toLocale(value: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * A link of the site configuration as `locale` shows it: its label in that language and the
 * address of its page in that language. A label missing from a translation fails the build.
 */
export function localizeLink(link: Link, locale: Locale): Link {
  const label = STRINGS[locale].links[link.label];
  if (label === undefined) throw new Error(`src/i18n/${locale}.ts has no label for the link "${link.label}"`);
  return { label, href: localizeHref(link.href, locale) };
}

/** getStaticPaths of a page in every language: English at the root, others under their prefix. */
export const localePaths = () =>
  LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));

/** The other language, for the language switch (the site has two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'fr' : 'en';
}
