/**
 * What search engines, link previews and installed apps read: each page's head, the structured
 * data, the sitemap and robots.txt, the share image and the icons. All of it is in the HTML and
 * files as served, so it is read with `request`, without a browser. What only a browser shows is
 * checked on the pages the browser tests visit anyway: that no page requests anything from
 * another host (accessibility.spec.ts, french.spec.ts and french-language-switch.spec.ts), and
 * that the heading font, preloaded here, is swapped, set on the heading and arrives
 * (accessibility.spec.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { fr } from '../../src/i18n/fr.ts';
import { colors } from '../../tailwind.config.mjs';
import { headOf, htmlLang, jsonLdBlocks } from './support/pages.ts';

/** The brand colour of the design tokens, which the theme-color meta and the manifests repeat. */
const BRAND_COLOUR = colors.brand;

/** Public pages in both languages, with what their head must say. */
const PUBLIC_PAGES = [
  { path: '/', title: `${site.name} | ${site.tagline}`, lang: 'en-CA', ogLocale: 'en_CA' },
  { path: '/terms', title: `Terms & Conditions | ${site.name}`, lang: 'en-CA', ogLocale: 'en_CA' },
  { path: '/privacy', title: `Privacy Policy | ${site.name}`, lang: 'en-CA', ogLocale: 'en_CA' },
  { path: '/fr/', title: `${site.name} | ${fr.meta.tagline}`, lang: 'fr-CA', ogLocale: 'fr_CA' },
  { path: '/fr/conditions', title: `Conditions d’utilisation | ${site.name}`, lang: 'fr-CA', ogLocale: 'fr_CA' },
  {
    path: '/fr/confidentialite',
    title: `Politique de confidentialité | ${site.name}`,
    lang: 'fr-CA',
    ogLocale: 'fr_CA',
  },
];

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The HTML of `path`, which must answer `status`. */
async function htmlOf(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

for (const { path, title, lang, ogLocale } of PUBLIC_PAGES) {
  test(`${path}: title, description, canonical, language, theme colour, icons and link previews`, async ({
    request,
  }) => {
    const html = await htmlOf(request, path);
    const head = headOf(html);
    expect(head.title).toBe(title);
    expect(htmlLang(html)).toBe(lang);
    const [description] = head.meta('description');
    expect(description?.length).toBeGreaterThan(50);
    const canonical = new URL(path, site.url).href;
    expect(head.links('canonical').map((link) => link['href'])).toEqual([canonical]);
    expect(head.meta('robots')).toEqual([]);
    expect(head.meta('theme-color')).toEqual([BRAND_COLOUR]);

    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:locale')).toEqual([ogLocale]);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:url')).toEqual([canonical]);
    const image = `${site.url}${lang === 'fr-CA' ? '/fr' : ''}/og-image.png`;
    expect(head.meta('og:image')).toEqual([image]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual([expect.stringMatching(/.+/)]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:image')).toEqual([image]);
    // The manifest of the page's language: an app installed from a French page opens in French.
    const manifestHref = `${lang === 'fr-CA' ? '/fr' : ''}/manifest.webmanifest`;
    expect(head.links('manifest').map((link) => link['href'])).toEqual([manifestHref]);
    const manifest = (await (await request.get(manifestHref)).json()) as Record<string, string>;
    expect(manifest['lang']).toBe(lang);
    expect(manifest['start_url']).toBe(lang === 'fr-CA' ? '/fr/' : '/');
    expect(manifest['name']).toBe(`${site.name} | ${lang === 'fr-CA' ? fr.meta.tagline : site.tagline}`);

    // Every icon and the manifest the head links to exists, with the right type.
    const linked = [...head.links('icon'), ...head.links('apple-touch-icon', true), ...head.links('manifest', true)];
    expect(linked.length).toBeGreaterThan(2);
    for (const href of linked.map((link) => link['href'] ?? '')) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(
        /image\/(png|svg\+xml|x-icon|vnd\.microsoft\.icon)|application\/manifest\+json/
      );
    }
  });
}

test('titles and descriptions differ from page to page', async ({ request }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  const paths = [...PUBLIC_PAGES.map(({ path }) => path), '/admin'];
  for (const path of paths) {
    const head = headOf(await htmlOf(request, path));
    seen.titles.add(head.title ?? '');
    seen.descriptions.add(head.meta('description')[0] ?? '');
  }
  expect(seen.titles.size).toBe(paths.length);
  expect(seen.descriptions.size).toBe(paths.length);
});

test('the admin and the 404 page ask search engines not to index them', async ({ request }) => {
  for (const [path, status] of [
    ['/admin', 200],
    ['/no-such-page', 404],
    ['/fr/no-such-page', 404],
  ] as const) {
    const head = headOf(await htmlOf(request, path, status));
    expect(head.meta('robots'), path).toEqual(['noindex, nofollow']);
    expect(head.links('canonical'), path).toEqual([]);
  }
});

test('the share image is a 1200 x 630 PNG and the manifest icons are the sizes they claim', async ({ request }) => {
  for (const path of ['/og-image.png', '/fr/og-image.png']) {
    const image = await request.get(path);
    expect(image.headers()['content-type'], path).toBe('image/png');
    expect(pngSize(await image.body()), path).toEqual({ width: 1200, height: 630 });
  }

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toContain(site.name);
  expect(manifest.theme_color).toBe(BRAND_COLOUR);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons.filter((item) => item.type === 'image/png')) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await (await request.get(icon.src)).body()), icon.src).toEqual({ width, height });
  }
  const ico = await (await request.get('/favicon.ico')).body();
  expect(ico.readUInt16LE(2)).toBe(1); // an icon file
  expect(pngSize(ico.subarray(22))).toEqual({ width: 32, height: 32 });
});

test('the landing page describes the studio as a ProfessionalService, from the site configuration', async ({
  request,
}) => {
  const blocks = jsonLdBlocks(await htmlOf(request, '/'));
  expect(blocks).toHaveLength(1);
  const studio = JSON.parse(blocks[0] ?? '{}') as Record<string, unknown>;
  expect(studio).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.name,
    url: `${site.url}/`,
    email: `mailto:${site.email}`,
    telephone: `+${site.messaging.number}`,
    address: { '@type': 'PostalAddress', addressLocality: 'Montreal', addressRegion: 'QC', addressCountry: 'CA' },
  });
  expect(studio['areaServed']).toEqual(site.areaServed.map((name) => ({ '@type': 'Place', name })));
  // No self-awarded stars: search engines treat them as spam.
  expect(JSON.stringify(studio)).not.toMatch(/aggregateRating|review/i);
  for (const path of ['/terms', '/privacy']) {
    expect(jsonLdBlocks(await htmlOf(request, path)), path).toEqual([]);
  }

  // The French landing page describes the same studio, in French.
  const frenchBlocks = jsonLdBlocks(await htmlOf(request, '/fr/'));
  expect(frenchBlocks).toHaveLength(1);
  const french = JSON.parse(frenchBlocks[0] ?? '{}') as Record<string, unknown>;
  expect(french).toMatchObject({
    name: site.name,
    url: `${site.url}/fr/`,
    inLanguage: 'fr-CA',
    description: fr.meta.description,
  });
});

test('sitemap lists the public pages only; robots.txt keeps crawlers out of /admin and /api/', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toBe(`${site.url}/sitemap-index.xml`);

  const index = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const pages: string[] = [];
  let urls = '';
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    urls += xml;
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  expect(pages.sort()).toEqual(PUBLIC_PAGES.map(({ path }) => new URL(path, site.url).href).sort());
  // Each page names its twin in the other language, French addresses included.
  const terms = /<url><loc>[^<]*\/terms<\/loc>(.*?)<\/url>/.exec(urls)?.[1] ?? '';
  expect(terms).toContain(`hreflang="fr-CA" href="${site.url}/fr/conditions"`);
  expect(terms).toContain(`hreflang="x-default" href="${site.url}/terms"`);
  // The conventional address answers too.
  expect(await (await request.get('/sitemap.xml')).text()).toBe(index);
});

test('the heading font is self-hosted and preloaded', async ({ request }) => {
  const preloads = headOf(await htmlOf(request, '/'))
    .links('preload')
    .filter((link) => link['as'] === 'font');
  expect(preloads).toHaveLength(1);
  const fontUrl = preloads[0]?.['href'] ?? '';
  expect(fontUrl).toMatch(/^\/_astro\/fonts\/.+\.woff2$/);
  expect((await request.get(fontUrl)).status()).toBe(200);
});
