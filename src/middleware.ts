/**
 * Answers rendered on request (the 404 pages and unknown API addresses, by the adapter's
 * function) get the headers public/_headers gives files, which never reach a function's answer.
 * A page's own policy comes from Astro (`security.csp`); `frame-ancestors` is added to it.
 */
import { defineMiddleware } from 'astro:middleware';
import { PAGE_HEADER_CSP, SECURITY_HEADERS } from '~/config/security';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  const policy = response.headers.get('Content-Security-Policy');
  if (policy && !policy.includes('frame-ancestors'))
    response.headers.set('Content-Security-Policy', `${policy.replace(/;?\s*$/, ';')} ${PAGE_HEADER_CSP}`);
  return response;
});
