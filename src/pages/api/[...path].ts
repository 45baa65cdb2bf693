/** Any /api/ address no function answers: JSON and the functions' policy (src/middleware.ts adds the rest). */
import type { APIRoute } from 'astro';
import { API_CSP } from '~/config/security';

export const prerender = false;

export const ALL: APIRoute = () =>
  Response.json(
    { success: false, message: 'There is no API endpoint at this address.' },
    { status: 404, headers: { 'Content-Security-Policy': API_CSP } }
  );
