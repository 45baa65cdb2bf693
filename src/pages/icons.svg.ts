import type { APIRoute } from 'astro';
import { ICON_SPRITE } from '~/build/icon-sprite';

export const GET: APIRoute = () => new Response(ICON_SPRITE, { headers: { 'Content-Type': 'image/svg+xml' } });
