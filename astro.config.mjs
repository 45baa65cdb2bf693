// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/config/site.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/locales.ts';

/**
 * The Netlify adapter is used for `astro dev`, where its Vite plugin runs netlify/functions
 * and Netlify Blobs locally (DECISIONS D9). A build does without it: this site is entirely
 * pre-rendered (DECISIONS D5), and the adapter would add a catch-all server function that
 * only costs an invocation per unknown URL. Netlify serves `dist/` and bundles
 * netlify/functions on its own (netlify.toml).
 */
const isDevServer = process.argv.includes('dev');

// The functions `astro dev` runs are local: the admin may fall back to the documented
// development password when ADMIN_PASSWORD is unset (netlify/lib/admin-auth.ts).
if (isDevServer) process.env['NETLIFY_LOCAL'] ??= 'true';

export default defineConfig({
  output: 'static',
  site: site.url,
  ...(isDevServer && {
    adapter: netlify({
      imageCDN: false,
      devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    }),
  }),
  // English at the root, French under /fr/ (DECISIONS D7). No redirect ever follows the
  // browser's language: a visitor's own choice of page is the one they get.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
  },
});
