/**
 * Every public page in each language, so that the language switch and the `hreflang` links
 * lead to the same page in the other language. French pages have French addresses.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

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
