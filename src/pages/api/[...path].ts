/**
 * Any address under /api/ that no function answers: JSON with a message, like every API answer,
 * and the functions' policy. Answered on request by the adapter's function (docs/frontend.md);
 * src/middleware.ts adds the other headers.
 */
import type { APIRoute } from 'astro';
import { API_CSP } from '~/config/security';

export const prerender = false;

export const ALL: APIRoute = () =>
  Response.json(
    { success: false, message: 'There is no API endpoint at this address.' },
    { status: 404, headers: { 'Content-Security-Policy': API_CSP } }
  );
