// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { functionsDevPlugin } from './scripts/functions-host.mjs';
import { site } from './src/config/site.ts';
import { alternatesOf, canonicalPath } from './src/i18n/routes.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { cspHashesInUse } from './src/integrations/csp-hashes-in-use.ts';
import { staticOutput } from './src/integrations/static-output.ts';
import { isIndexable } from './src/config/crawling.ts';
import { CSP_DIRECTIVES } from './src/config/security.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/locales.ts';

export default defineConfig({
  site: site.url,
  // Netlify's adapter for a static site: every page and 404 is a pre-rendered file, portfolio images
  // are optimised at build (not by Netlify's image CDN), and no function renders pages (docs/frontend.md,
  // "Deploying"). Under `astro dev` it emulates Netlify's files, headers and redirects; not edge functions
  // (none here, and their runtime would be downloaded at each start), images (built at build) or a
  // linked site's variables.
  adapter: staticOutput(
    netlify({
      imageCDN: false,
      devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    })
  ),
  // English at the root, French under /fr/; no redirect follows the browser's language.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => isIndexable(new URL(page).pathname),
      // Canonical addresses with their twins (the sitemap's i18n option pairs by prefix only).
      serialize: (item) => {
        const pathname = canonicalPath(new URL(item.url).pathname);
        const links = alternatesOf(pathname, site.url).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
        return { ...item, url: new URL(pathname, site.url).href, links };
      },
    }),
    clientDirectives(),
    cspHashesInUse(),
  ],
  security: {
    // Astro hashes what it renders into each page's <meta> policy (no `is:inline` anywhere);
    // `frame-ancestors` comes from public/_headers.
    csp: {
      directives: [...CSP_DIRECTIVES],
      styleDirective: {
        // Inline `style` attributes (custom properties) need 'unsafe-inline' on style-src-attr only.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // Shiki's highlighting would need inline styles, and the legal pages have no code.
  markdown: { syntaxHighlight: false },
  // Self-hosted heading font with a metric-matched fallback (no layout shift).
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
      // `astro dev` runs the functions locally (docs/local-server.md).
      functionsDevPlugin(),
    ],
  },
});
