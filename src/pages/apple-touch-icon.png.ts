/** The home-screen icon iOS asks for: opaque, full-bleed, 180 × 180. */
import type { APIRoute } from 'astro';
import { iconPng } from '~/build/brand-drawing';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await iconPng(180, { fullBleed: true })), { headers: { 'Content-Type': 'image/png' } });
