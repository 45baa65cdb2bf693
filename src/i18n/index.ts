/** The interface words of a page's language; the contact form uses src/i18n/form.ts (this brings the site config and zod). */
import type { Link } from '~/config/site';
import { en, type UiStrings } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/locales';
import { localizeHref } from './routes';

export { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '~/lib/locales';

const STRINGS: Record<Locale, UiStrings> = { en, fr };

export const translations = (locale: Locale): UiStrings => STRINGS[locale];

/** A site-configuration link in `locale`'s words and addresses; a missing label fails the build. */
export function localizeLink(link: Link, locale: Locale): Link {
  const label = STRINGS[locale].links[link.label];
  if (label === undefined) throw new Error(`src/i18n/${locale}.ts has no label for the link "${link.label}"`);
  return { label, href: localizeHref(link.href, locale) };
}

/** getStaticPaths of a page in every language: English at the root, others under their prefix. */
export const localePaths = () =>
  LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');
