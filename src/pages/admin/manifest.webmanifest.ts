import type { APIRoute } from 'astro';
import { adminWebManifestResponse } from '~/build/web-manifest';

export const GET: APIRoute = () => adminWebManifestResponse();
