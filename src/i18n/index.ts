/** The interface words of a page's language; the contact form uses src/i18n/form.ts (this brings the site config and zod). */
import type { Link } from '~/config/site';
import { en, type UiStrings } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '~/lib/locales';
import { localizeHref, routeAt, routePath } from './routes';

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

/** The link to the same page in the other language (its home when there is no twin), named in that language. */
export function languageSwitch(pathname: string, locale: Locale) {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return {
    href: routePath(routeAt(pathname) ?? 'home', other),
    label: STRINGS[other].languageName,
    lang: INTL_LOCALES[other],
  };
}
