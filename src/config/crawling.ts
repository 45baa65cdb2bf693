/** Paths the sitemap leaves out and robots.txt disallows (the admin also says `noindex`). */
export const PRIVATE_PATHS = ['/admin', '/api/'] as const;

/** Whether a root-relative path belongs in the sitemap: not private, not a 404 page (`/fr/404`). */
export function isIndexable(pathname: string): boolean {
  if (/(^|\/)404(\.html|\/)?$/.test(pathname)) return false;
  return !PRIVATE_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
  );
}
