/**
 * Answers rendered on request (404 pages, unknown API addresses) get the headers public/_headers gives
 * files, which never reach a function's answer; `frame-ancestors` joins Astro's own page policy.
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
