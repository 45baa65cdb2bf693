import { expect, test, type Page } from '@playwright/test';
import { island, REACT_FILE } from './support/page.ts';
import { CAPABLE, emulateDevice, WEAK } from './support/device.ts';

test.describe('islands', () => {
  test('only the named islands are on the landing page, the used ones waiting for use, and none elsewhere', async ({
    page,
  }) => {
    await page.goto('/');
    const islands = await page
      .locator('astro-island')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('component-url') ?? ''));
    const names = islands.map((url) => url.replace(/^.*\/([A-Za-z]+)\.[^/]*$/, '$1')).sort();
    // The notification area comes with the contact form, the only island that raises toasts here.
    expect(names).toEqual(['ChatPrompt', 'ContactForm', 'NavBar', 'ParticleCanvas']);
    await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(2);
    for (const path of ['/terms', '/privacy', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
    }
  });

  test('the particle canvas fills the viewport at the device pixel ratio, at 30% opacity, under everything', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
    await emulateDevice(context, CAPABLE);
    const page = await context.newPage();
    await page.goto('/');
    const canvas = page.locator('canvas[data-particles="50"]');
    await expect(canvas).toHaveJSProperty('width', 1600);
    await expect(canvas).toHaveJSProperty('height', 1200);
    await expect(canvas).toHaveCSS('opacity', '0.3');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    // Clicks go through to the content above it.
    await page.getByRole('link', { name: 'View Our Work' }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await context.close();
  });
});

test.describe('motion', () => {
  /** Two snapshots of the particle canvas, half a second apart. */
  async function canvasFrames(page: Page): Promise<[string, string]> {
    const canvas = page.locator('canvas[data-particles]');
    // The canvas starts after the load event, at the first idle moment: seconds on a busy host.
    await expect(canvas).toHaveJSProperty('width', 1280, { timeout: 15_000 });
    const first = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await page.waitForTimeout(500);
    return [first, await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL())];
  }

  test('the particles start after load, move until the tab is hidden, and content fades in as it scrolls into view', async ({
    page,
  }) => {
    await emulateDevice(page, CAPABLE);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const [before, after] = await canvasFrames(page);
    expect(after).not.toBe(before);
    const { loadedAt, workerAt } = await page.evaluate(() => ({
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      workerAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('particles.worker'))
        ?.startTime,
    }));
    expect(workerAt).toBeGreaterThanOrEqual(loadedAt);
    // A React island, hydrated; the messaging prompt hydrates with it, React being on the page.
    await expect(island(page, 'ParticleCanvas')).not.toHaveAttribute('ssr');
    await expect(island(page, 'ChatPrompt')).not.toHaveAttribute('ssr');

    // A hidden tab stops the animation.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const [hiddenBefore, hiddenAfter] = await canvasFrames(page);
    expect(hiddenAfter).toBe(hiddenBefore);

    const card = page.locator('#about [data-reveal]').last();
    await expect(card).toHaveCSS('opacity', '0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/is-revealed/);
    await expect(card).toHaveCSS('opacity', '1');
  });

  for (const [who, device, options] of [
    ['with reduced motion', CAPABLE, { reducedMotion: 'reduce' }],
    ['with Save-Data on', { ...CAPABLE, saveData: true }, {}],
    ['on an entry-level phone (2 GB of memory)', WEAK, {}],
    ['without OffscreenCanvas', { ...CAPABLE, offscreenCanvas: false }, {}],
  ] as const) {
    test(`${who}, the particle canvas costs nothing: no React, no worker, nothing drawn`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
      await emulateDevice(context, device);
      const page = await context.newPage();
      const workers: string[] = [];
      const scripts: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      expect(workers).toEqual([]);
      expect(scripts.filter((url) => REACT_FILE.test(url) || url.includes('ParticleCanvas'))).toEqual([]);
      // Still the blank canvas of the HTML: never sized, never handed to a worker.
      await expect(page.locator('canvas[data-particles]')).toHaveJSProperty('width', 300);
      await expect(island(page, 'ParticleCanvas')).toHaveAttribute('ssr');
      if ('reducedMotion' in options) {
        await expect(page.locator('#about [data-reveal]').last()).toHaveCSS('opacity', '1');
      }
      await context.close();
    });
  }
});

test('no page logs an error, and the islands hydrate without a mismatch in both languages', async ({ page }) => {
  const errors: string[] = [];
  // React reports a server render that differs from the browser's as an uncaught error.
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed load of the document itself.
    if (message.type() === 'error' && message.location().url !== page.url())
      errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/fr/', '/terms', '/privacy', '/not-a-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const form = page.locator('#contact form');
    if (await form.count()) {
      // The form builds its words, budget labels and links in the browser from its language
      // alone; its button is enabled only once React has taken over the server's HTML.
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button')).toBeEnabled();
    }
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
  }
  expect(errors).toEqual([]);
});
