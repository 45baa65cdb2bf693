// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { functionsDevPlugin } from './scripts/functions-host.mjs';
import { site } from './src/config/site.ts';
import { alternatesOf, canonicalPath } from './src/i18n/routes.ts';
import { clientInteraction } from './src/integrations/client-interaction.ts';
import { isIndexable } from './src/config/crawling.ts';
import { CSP_DIRECTIVES } from './src/config/security.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/locales.ts';

/**
 * Under `astro dev`, the site's functions run warm beside Vite, over a local Blobs store in the
 * folder `npm start` uses (scripts/functions-host.mjs). A build needs no adapter: the site is
 * entirely pre-rendered, and Netlify bundles netlify/functions on its own (netlify.toml).
 */
const isDevServer = process.argv.includes('dev');

/** Scripts up to this size are written into the page; longer ones get a file of their own. */
const ONE_LINE_SCRIPT_BYTES = 128;

// The functions `astro dev` runs are local: the admin may fall back to the documented
// development password when ADMIN_PASSWORD is unset (netlify/lib/admin-auth.ts).
if (isDevServer) process.env['NETLIFY_LOCAL'] ??= 'true';

export default defineConfig({
  output: 'static',
  site: site.url,
  // English at the root, French under /fr/ (DECISIONS D7). No redirect ever follows the
  // browser's language: a visitor's own choice of page is the one they get.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => isIndexable(new URL(page).pathname),
      // Pages are linked and served without the trailing slash of the directory build format;
      // each names its twin in the other language (French pages have French addresses, so
      // the sitemap's own i18n option, which pairs pages by prefix, would miss them).
      serialize: (item) => {
        const url = new URL(canonicalPath(new URL(item.url).pathname), site.url).href;
        const links = alternatesOf(new URL(url).pathname, site.url).map(({ hreflang, href }) => ({
          lang: hreflang,
          url: href,
        }));
        return { ...item, url, links };
      },
    }),
    // `client:interaction`: islands that hydrate when someone first uses them.
    clientInteraction(),
  ],
  security: {
    // Astro hashes every script and style it renders into each page's <meta> policy. Pages
    // hold no `is:inline` script or style, which Astro would not hash. What a <meta> policy
    // cannot carry (`frame-ancestors`) comes as a header from public/_headers.
    csp: {
      directives: [...CSP_DIRECTIVES],
      styleDirective: {
        // Inline `style` attributes (custom properties such as --reveal-index, the hero's bar
        // widths) need 'unsafe-inline' on style-src-attr only; <style> elements and style
        // sheets stay limited to 'self' and hashes, and scripts never allow inline code.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // Self-hosted brand font for headings (no request to any other host); Astro writes the
  // @font-face rules, a metric-matched fallback that avoids layout shift, and the preload.
  // The legal pages' Markdown has no code blocks; Shiki's highlighting would need inline styles.
  markdown: { syntaxHighlight: false },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Montserrat',
      cssVariable: '--font-brand',
      fallbacks: ['ui-sans-serif', 'system-ui', 'sans-serif'],
      display: 'swap',
      options: {
        variants: [
          {
            src: ['@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
  vite: {
    plugins: [
      tailwindcss(),
      functionsDevPlugin({
        root: fileURLToPath(new URL('.', import.meta.url)),
        dataDir: fileURLToPath(new URL('./.netlify/blobs-serve', import.meta.url)),
      }),
    ],
    build: {
      // Astro writes a component's <script> into the page when its bundle is small. The landing
      // page's document must fit the ~14.6 KB a server sends in its first round trip, so
      // scripts go to their own cached files unless they are one-liners (the footer's year).
      assetsInlineLimit: (/** @type {string} */ file, /** @type {Buffer} */ content) =>
        file.endsWith('.js') ? content.length <= ONE_LINE_SCRIPT_BYTES : undefined,
    },
  },
});
