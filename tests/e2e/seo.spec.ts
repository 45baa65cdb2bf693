import { expect, test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { fr } from '../../src/i18n/fr.ts';
import { colors } from '../../tailwind.config.mjs';

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

for (const { path, title, lang, ogLocale } of PUBLIC_PAGES) {
  test(`${path}: title, description, canonical, language, theme colour, icons and link previews`, async ({ page }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    const canonical = new URL(path, site.url).href;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', BRAND_COLOUR);

    const og = (property: string) => head.locator(`meta[property="og:${property}"]`);
    await expect(og('title')).toHaveAttribute('content', title);
    await expect(og('locale')).toHaveAttribute('content', ogLocale);
    await expect(og('description')).toHaveAttribute('content', description ?? '');
    await expect(og('url')).toHaveAttribute('content', canonical);
    const image = `${site.url}${lang === 'fr-CA' ? '/fr' : ''}/og-image.png`;
    await expect(og('image')).toHaveAttribute('content', image);
    await expect(og('image:width')).toHaveAttribute('content', '1200');
    await expect(og('image:height')).toHaveAttribute('content', '630');
    await expect(og('image:alt')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
    // The manifest of the page's language: an app installed from a French page opens in French.
    const manifestHref = `${lang === 'fr-CA' ? '/fr' : ''}/manifest.webmanifest`;
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestHref);
    const manifest = (await (await page.request.get(manifestHref)).json()) as Record<string, string>;
    expect(manifest['lang']).toBe(lang);
    expect(manifest['start_url']).toBe(lang === 'fr-CA' ? '/fr/' : '/');
    expect(manifest['name']).toBe(`${site.name} | ${lang === 'fr-CA' ? fr.meta.tagline : site.tagline}`);

    // Every icon and the manifest the head links to exists, with the right type.
    for (const href of await head
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(
        /image\/(png|svg\+xml|x-icon|vnd\.microsoft\.icon)|application\/manifest\+json/
      );
    }
  });
}

test('titles and descriptions differ from page to page', async ({ page }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  const paths = [...PUBLIC_PAGES.map(({ path }) => path), '/admin'];
  for (const path of paths) {
    await page.goto(path);
    seen.titles.add(await page.title());
    seen.descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  }
  expect(seen.titles.size).toBe(paths.length);
  expect(seen.descriptions.size).toBe(paths.length);
});

test('the admin and the 404 page ask search engines not to index them', async ({ page }) => {
  for (const path of ['/admin', '/no-such-page', '/fr/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
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
  page,
}) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
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
    await page.goto(path);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  }

  // The French landing page describes the same studio, in French.
  await page.goto('/fr/');
  const french = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
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

test('no page requests anything from another host; the heading font is self-hosted, preloaded and swapped', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== new URL(baseURL ?? '').host) foreign.push(request.url());
  });
  for (const path of ['/', '/terms', '/privacy', '/admin', '/no-such-page', '/fr/', '/fr/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);

  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const fontUrl = (await preload.getAttribute('href')) ?? '';
  expect(fontUrl).toMatch(/^\/_astro\/fonts\/.+\.woff2$/);
  expect((await page.request.get(fontUrl)).status()).toBe(200);
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.startsWith('Montserrat')).map((face) => face.display)
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(new Set(faces)).toEqual(new Set(['swap']));
  // The landing page's heading is set in it, and the file arrives.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Montserrat-/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.family.startsWith('Montserrat') && !face.family.includes('fallback') && face.status === 'loaded'
        )
      )
    )
    .toBe(true);
});
