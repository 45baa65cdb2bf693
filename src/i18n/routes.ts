/** Every public page in each language (French pages have French addresses), for switches and `hreflang`. */
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '../lib/locales';

const ROUTES = {
  home: { en: '/', fr: '/fr/' },
  terms: { en: '/terms', fr: '/fr/conditions' },
  privacy: { en: '/privacy', fr: '/fr/confidentialite' },
} as const satisfies Record<string, Record<Locale, string>>;

export const routePath = (route: keyof typeof ROUTES, locale: Locale): string => ROUTES[route][locale];

/** An English address as `locale` links it (`/terms` → `/fr/conditions`); anchors and /admin stay. */
export function localizeHref(href: string, locale: Locale): string {
  const [pathname = ''] = href.split('#');
  const route = Object.values(ROUTES).find((paths) => paths.en === pathname);
  return route ? route[locale] + href.slice(pathname.length) : href;
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

const PAGES = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).flatMap((route) =>
  LOCALES.map((locale) => ({ route, path: routePath(route, locale) }))
);

const findRoute = (pathname: string) =>
  PAGES.find((page) => withoutTrailingSlash(page.path) === withoutTrailingSlash(pathname));

/** Which translated page `pathname` is; undefined for others (404, admin). */
export const routeAt = (pathname: string) => findRoute(pathname)?.route;

/** The `hreflang` alternates of `pathname`, English as `x-default`; none for 404 and admin. */
export function alternatesOf(pathname: string, siteUrl: string | URL): { hreflang: string; href: string }[] {
  const route = routeAt(pathname);
  if (!route) return [];
  const absolute = (locale: Locale) => new URL(routePath(route, locale), siteUrl).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: INTL_LOCALES[locale], href: absolute(locale) })),
    { hreflang: 'x-default', href: absolute(DEFAULT_LOCALE) },
  ];
}

/** The canonical address: ROUTES' entry (`/fr/` keeps its slash), else `pathname` without one. */
export const canonicalPath = (pathname: string) => findRoute(pathname)?.path ?? withoutTrailingSlash(pathname);
