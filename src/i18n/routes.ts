/**
 * Every public page in each language, so that the language switch and the `hreflang` links
 * lead to the same page in the other language. French pages have French addresses.
 */
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '../lib/locales';

export const ROUTES = {
  home: { en: '/', fr: '/fr/' },
  terms: { en: '/terms', fr: '/fr/conditions' },
  privacy: { en: '/privacy', fr: '/fr/confidentialite' },
} as const satisfies Record<string, Record<Locale, string>>;

/** A page that exists in every language. */
export type RouteKey = keyof typeof ROUTES;

/** The address of `route` in `locale`. */
export function routePath(route: RouteKey, locale: Locale): string {
  return ROUTES[route][locale];
}

/**
 * The same link for a page in `locale`: in-page anchors stay, English page addresses become
 * their twin (`/terms` → `/fr/conditions`, `/#contact` → `/fr/#contact`). Addresses outside
 * the translated pages (the English-only admin) stay as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || href.startsWith('#')) return href;
  const [pathname = '', hash] = href.split('#', 2);
  const route = Object.values(ROUTES).find((paths) => paths.en === pathname);
  if (!route) return href;
  return hash === undefined ? route[locale] : `${route[locale]}#${hash}`;
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** Which translated page `pathname` is, in any language; undefined for others (404, admin). */
export function routeAt(pathname: string): RouteKey | undefined {
  const path = withoutTrailingSlash(pathname);
  return (Object.keys(ROUTES) as RouteKey[]).find((route) =>
    Object.values(ROUTES[route]).some((candidate) => withoutTrailingSlash(candidate) === path)
  );
}

/** A `hreflang` alternate: language tag (or `x-default`) and absolute address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The `hreflang` alternates of the page at `pathname`: its address in every language, and
 * English as `x-default` for visitors in any other. None for pages without twins (404,
 * admin). The head's links use it, and so can the sitemap's `serialize` (the sitemap's own
 * i18n option pairs pages only by prefix, and French pages have French addresses).
 */
export function alternatesOf(pathname: string, siteUrl: string | URL): Alternate[] {
  const route = routeAt(pathname);
  if (!route) return [];
  const absolute = (locale: Locale) => new URL(routePath(route, locale), siteUrl).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: INTL_LOCALES[locale], href: absolute(locale) })),
    { hreflang: 'x-default', href: absolute(DEFAULT_LOCALE) },
  ];
}

/**
 * The address a page is known by: its entry in ROUTES for translated pages (`/fr/` keeps
 * its slash, as Netlify serves that folder there), otherwise `pathname` without the trailing
 * slash the directory build format adds. Canonical links and the sitemap both use it, so they
 * agree with the `hreflang` links.
 */
export function canonicalPath(pathname: string): string {
  const route = routeAt(pathname);
  const path = withoutTrailingSlash(pathname);
  if (!route) return path;
  return Object.values(ROUTES[route]).find((candidate) => withoutTrailingSlash(candidate) === path) ?? path;
}
