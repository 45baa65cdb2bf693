import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The most JavaScript the landing page may load before any interaction, gzip-compressed:
 * React and the islands that hydrate at load or idle, plus the inline scripts. README.md
 * ("JavaScript budget") gives the reasoning and the last measured size.
 */
const LANDING_BUDGET_GZIP_BYTES = 100 * 1024;

/** Pages without islands ship only the footer's one-line year script. */
const STATIC_PAGE_BUDGET_BYTES = 1024;

// The French landing page (/fr/) runs the same islands with French props: it has the same budget.
for (const landing of ['/', '/fr/']) {
  test(`the landing page ${landing} stays within its JavaScript budget before any interaction`, async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body());
    });
    await page.goto(landing);
    await page.waitForLoadState('networkidle');
    // client:idle islands load after the page settles.
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');

    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((elements) => elements.map((e) => e.textContent ?? ''));
    const external = [...scripts.values()];
    const raw =
      external.reduce((sum, body) => sum + body.length, 0) + inline.reduce((sum, text) => sum + text.length, 0);
    const gzip =
      external.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) +
      inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    console.log(
      `landing page ${landing} JavaScript: ${scripts.size} files + ${inline.length} inline; ${raw} bytes, ${gzip} gzip`
    );

    expect(scripts.size).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_BYTES);
    // The form island is client:visible: it is not loaded until the contact section scrolls into view.
    expect([...scripts.keys()].some((url) => url.includes('ContactForm'))).toBe(false);
  });
}

for (const path of [
  '/terms',
  '/privacy',
  '/no-such-page',
  '/fr/conditions',
  '/fr/confidentialite',
  '/fr/no-such-page',
]) {
  test(`${path} loads no script files and under ${STATIC_PAGE_BUDGET_BYTES} bytes of inline script`, async ({
    page,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(files).toEqual([]);
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((elements) => elements.reduce((sum, element) => sum + (element.textContent ?? '').length, 0));
    expect(inline).toBeLessThanOrEqual(STATIC_PAGE_BUDGET_BYTES);
  });
}

/**
 * Bytes (gzip level 9) each page may load, by kind, once a visitor has scrolled to its end:
 * the document, style sheets, script files and inline scripts, and fonts. They keep the
 * figures `npm run bench:web` measured (README.md, "Performance") from creeping up.
 */
const PAGE_BUDGETS_GZIP: Record<string, { html: number; css: number; js: number; font: number }> = {
  // Measured 14,394 (/) and 15,236 (/fr/) bytes of HTML: the form's words are in its script
  // (both languages, +2.2 KB of JS), and the island runtime is a cached file. JS 145,039.
  '/': { html: 15_000, css: 8_500, js: 148_000, font: 40_000 },
  '/terms': { html: 5_500, css: 8_500, js: 200, font: 40_000 },
  '/privacy': { html: 5_500, css: 8_500, js: 200, font: 40_000 },
  // The inbox's compact cards, Reply, Show more and phone filters (+2.0 KB) and the passkey
  // sign-in and panel (+2.5 KB) on top of 125,277 bytes; the WebAuthn library (2.8 KB) loads
  // only when a passkey is used.
  '/admin': { html: 6_000, css: 8_500, js: 131_000, font: 40_000 },
  '/no-such-page': { html: 3_500, css: 8_500, js: 200, font: 40_000 },
  // French words run a little longer than English ones.
  '/fr/': { html: 15_800, css: 8_500, js: 148_000, font: 40_000 },
  '/fr/conditions': { html: 6_500, css: 8_500, js: 200, font: 40_000 },
  '/fr/confidentialite': { html: 6_500, css: 8_500, js: 200, font: 40_000 },
  '/fr/no-such-page': { html: 3_500, css: 8_500, js: 200, font: 40_000 },
};

for (const [path, budget] of Object.entries(PAGE_BUDGETS_GZIP)) {
  test(`${path} stays within its byte budgets once scrolled to the end`, async ({ page }) => {
    const bodies: Promise<[string, Buffer]>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'stylesheet', 'script', 'font'].includes(type)) {
        bodies.push(response.body().then((body) => [type, body]));
      }
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');

    const sizes = { html: 0, css: 0, js: 0, font: 0 };
    const kind = { document: 'html', stylesheet: 'css', script: 'js', font: 'font' } as const;
    for (const [type, body] of await Promise.all(bodies)) {
      // Fonts are compressed already (woff2): their bytes count as they are.
      sizes[kind[type as keyof typeof kind]] += type === 'font' ? body.length : gzipSync(body, { level: 9 }).length;
    }
    for (const text of await page.locator('script:not([src]):not([type="application/ld+json"])').allTextContents()) {
      sizes.js += gzipSync(text, { level: 9 }).length;
    }
    console.log(`${path}: ${JSON.stringify(sizes)} bytes gzip`);
    expect(sizes.html).toBeGreaterThan(0);
    expect(sizes.css).toBeGreaterThan(0);
    for (const key of ['html', 'css', 'js', 'font'] as const) expect(sizes[key], key).toBeLessThanOrEqual(budget[key]);
  });
}

/**
 * What a server may send before the first acknowledgement from the browser: an initial
 * congestion window of 10 segments of 1460 bytes (RFC 6928), what Lighthouse's simulated
 * mobile network assumes too. A document that fits paints one round trip sooner.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Every byte of `path`'s response as a browser asking for brotli receives it: status line, headers and body. */
function responseBytes(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          'Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n'
      );
    });
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

for (const path of ['/', '/fr/', '/terms', '/privacy', '/fr/conditions', '/fr/confidentialite']) {
  test(`${path}: the whole document response fits the first round trip`, async ({ baseURL }) => {
    const bytes = await responseBytes(baseURL ?? '', path);
    console.log(`${path}: ${bytes} bytes with headers, brotli`);
    expect(bytes).toBeGreaterThan(1_000);
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}

for (const landing of ['/', '/fr/']) {
  test(`${landing}: no script is requested before the page has loaded and painted`, async ({ page }) => {
    await page.goto(landing);
    // Islands hydrate after the load event and the first contentful paint
    // (src/integrations/island-runtime.ts): a script fetched earlier would compete with them.
    await expect(page.locator('astro-island[component-url*="NavBar"]')).not.toHaveAttribute('ssr');
    const { loadedAt, paintedAt, scripts } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        loadedAt: navigation?.loadEventStart ?? Number.NaN,
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: resources
          .filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      };
    });
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(loadedAt);
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(paintedAt);
    }
  });
}
