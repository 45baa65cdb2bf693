/** The home-screen icon iOS asks for: opaque, full-bleed, 180 × 180. */
import type { APIRoute } from 'astro';
import { fileResponse, iconPng } from '~/build/brand-drawing';

export const GET: APIRoute = () => fileResponse(iconPng(180, { fullBleed: true }));
