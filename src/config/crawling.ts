/**
 * What search engines may index. The sitemap leaves these paths out, robots.txt asks
 * crawlers to keep away from them, and the admin page says `noindex` itself. Keep this
 * module free of `astro:*` imports: astro.config.mjs imports it.
 */
export const PRIVATE_PATHS = ['/admin', '/api/'] as const;

/** Whether a root-relative path belongs in the sitemap: not private, not a 404 page (`/fr/404/`). */
export function isIndexable(pathname: string): boolean {
  if (/(^|\/)404(\.html|\/)?$/.test(pathname)) return false;
  return !PRIVATE_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
  );
}
