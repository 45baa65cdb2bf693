/** The link-preview image (Open Graph, Twitter card), drawn from the brand at build. */
import type { APIRoute } from 'astro';
import { site } from '~/config/site';
import { shareImagePng } from '~/build/brand-images';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await shareImagePng(site)), { headers: { 'Content-Type': 'image/png' } });
