/** The web app manifest of the owner's inbox (src/lib/web-manifest.ts), linked from /admin only. */
import type { APIRoute } from 'astro';
import { adminWebManifestResponse } from '~/build/web-manifest';

export const GET: APIRoute = () => adminWebManifestResponse();
