/**
 * Which islands each page has and how they hydrate, and the devices the particle canvas skips:
 * nothing here needs a quiet machine (islands.spec.ts has the canvas's timing, alone). The page's
 * timers run on a held clock, moved on as far as the canvas's longest wait, however busy the host.
 */
import { expect, test } from '@playwright/test';
import { PARTICLES_SETTLED_BUSY_MS } from '../../src/components/islands/particles.ts';
import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import { CAPABLE, emulateDevice, WEAK } from './support/device.ts';
import { island, REACT_FILE } from './support/page.ts';
import { heldClock, runUntilHydrated } from './support/visitor.ts';

test('only the named islands are on each page, the used ones waiting for use; no page logs an error, and the islands hydrate without a mismatch in both languages', async ({
  page,
}) => {
  const errors: string[] = [];
  // React reports a server render that differs from the browser's as an uncaught error.
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed load of the document itself.
    if (message.type() === 'error' && message.location().url !== page.url())
      errors.push(`${page.url()}: ${message.text()}`);
  });
  await heldClock(page);

  for (const [path, form] of [
    ['/', 'ContactFormEn'],
    ['/fr/', 'ContactFormFr'],
  ] as const) {
    await test.step(`${path}: its islands, the canvas's and the prompt's hydrated, the menu and the form waiting for use`, async () => {
      await page.goto(path);
      const islands = await page
        .locator('astro-island')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('component-url') ?? ''));
      const names = islands.map((url) => url.replace(/^.*\/([A-Za-z]+)\.[^/]*$/, '$1')).sort();
      // The notification area comes with the contact form, the only island that raises toasts here.
      expect(names).toEqual(['ChatPrompt', form, 'NavBar', 'ParticleCanvas']);
      // Once React is on the page for the canvas, the messaging prompt hydrates with it; the menu and
      // the form still wait for use.
      await page.waitForLoadState('load');
      await page.clock.runFor(PARTICLES_SETTLED_BUSY_MS + 100);
      await runUntilHydrated(page, 'ParticleCanvas');
      await expect(island(page, 'ChatPrompt')).not.toHaveAttribute('ssr');
      await expect(island(page, 'NavBar')).toHaveAttribute('ssr');
      await expect(island(page, 'ContactForm')).toHaveAttribute('ssr');
    });

    await test.step(`${path}: the form hydrates without a mismatch, and nothing logs an error to the end of the page`, async () => {
      // The page's time runs as it does for a visitor from here on.
      await page.clock.resume();
      await page.waitForLoadState('networkidle');
      const contactForm = page.locator('#contact form');
      // The form builds its words, budget labels and links in the browser from its language
      // alone; its button is enabled only once React has taken over the server's HTML.
      await contactForm.scrollIntoViewIfNeeded();
      await expect(contactForm.getByRole('button')).toBeEnabled();
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    });
  }

  for (const path of ['/terms', '/privacy', '/not-a-page']) {
    await test.step(`${path}: no island, and no error`, async () => {
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    });
  }
  expect(errors).toEqual([]);
});

test('the particle canvas costs nothing with reduced motion, with Save-Data on, on an entry-level phone (2 GB of memory) or without OffscreenCanvas: no React, no worker, nothing drawn', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await heldClock(context);
  for (const [who, device, reducedMotion] of [
    ['with reduced motion', CAPABLE, 'reduce'],
    ['with Save-Data on', { ...CAPABLE, saveData: true }, 'no-preference'],
    ['on an entry-level phone (2 GB of memory)', WEAK, 'no-preference'],
    ['without OffscreenCanvas', { ...CAPABLE, offscreenCanvas: false }, 'no-preference'],
  ] as const) {
    await test.step(`${who}, the particle canvas costs nothing: no React, no worker, nothing drawn`, async () => {
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion });
      await emulateDevice(page, device);
      const workers: string[] = [];
      const scripts: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto('/');
      // Well past the longest the canvas waits for after the load event, and the prompt's time.
      await page.clock.runFor(CHAT_PROMPT_DELAY_MS + PARTICLES_SETTLED_BUSY_MS);
      await page.waitForLoadState('networkidle');
      expect(workers).toEqual([]);
      expect(scripts.filter((url) => REACT_FILE.test(url) || url.includes('ParticleCanvas'))).toEqual([]);
      // Still the blank canvas of the HTML: never sized, never handed to a worker.
      await expect(page.locator('canvas[data-particles]')).toHaveJSProperty('width', 300);
      await expect(island(page, 'ParticleCanvas')).toHaveAttribute('ssr');
      if (reducedMotion === 'reduce') {
        await expect(page.locator('#about [data-reveal]').last()).toHaveCSS('opacity', '1');
      }
      await page.close();
    });
  }
  await context.close();
});
