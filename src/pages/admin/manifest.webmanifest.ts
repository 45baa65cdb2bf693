import type { APIRoute } from 'astro';
import { webManifestResponse } from '~/build/web-manifest';
import { site } from '~/config/site';

/** The inbox's manifest: pinned to a phone's home screen, it opens on /admin without browser bars. */
export const GET: APIRoute = () =>
  webManifestResponse('en', {
    id: '/admin',
    name: `${site.name} Inbox`,
    short_name: 'Inbox',
    description: 'Contact inquiries and project requests.',
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
  });
