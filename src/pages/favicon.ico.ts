/** /favicon.ico for the browsers, feed readers and crawlers that ask for it by that name. */
import type { APIRoute } from 'astro';
import { icoFromPng, iconPng } from '~/build/brand-images';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(icoFromPng(await iconPng(32), 32)), { headers: { 'Content-Type': 'image/x-icon' } });
