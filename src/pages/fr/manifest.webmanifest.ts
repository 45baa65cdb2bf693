/** The web app manifest of the French pages (src/lib/web-manifest.ts). */
import type { APIRoute } from 'astro';
import { webManifestResponse } from '~/build/web-manifest';

export const GET: APIRoute = () => webManifestResponse('fr');
