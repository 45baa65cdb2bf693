/** The web app manifest: name, colours and icons, from the site configuration and palette. */
import type { APIRoute } from 'astro';
import { site } from '~/config/site';
import { MANIFEST_ICONS } from '~/lib/brand-assets';
import { colors } from '../../tailwind.config.mjs';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      {
        name: `${site.name} | ${site.tagline}`,
        short_name: site.name,
        description: site.description,
        start_url: '/',
        scope: '/',
        display: 'browser',
        background_color: colors.surface.DEFAULT,
        theme_color: colors.brand.DEFAULT,
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ...MANIFEST_ICONS.map((icon) => ({
            src: `/icons/${icon.name}.png`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.purpose,
          })),
        ],
      },
      null,
      2
    ),
    { headers: { 'Content-Type': 'application/manifest+json' } }
  );
