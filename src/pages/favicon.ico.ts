import type { APIRoute } from 'astro';
import { icoFromPng, iconPng } from '~/build/brand-drawing';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(icoFromPng(await iconPng(32), 32)), { headers: { 'Content-Type': 'image/x-icon' } });
