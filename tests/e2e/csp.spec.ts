import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import { expect, SLOW_SERVER_TIMEOUT_MS, test } from './support/csp.ts';
import { CAPABLE, emulateDevice } from './support/device.ts';

/**
 * The Content-Security-Policy (script and style hashes, no inline code) must not get in the
 * way of any island: the browser must report no violation (support/csp.ts). This spec runs with
 * motion, for what only runs with it: the particle canvas, drawn by a worker, the scroll reveal
 * and the smooth scroll. Every page, and each island at work (the contact form and its toast, the
 * admin's login and inbox), is watched the same way where its other browser tests visit it:
 * accessibility.spec.ts (/, /terms, /privacy, /no-such-page, /admin), french.spec.ts (/fr/,
 * /fr/conditions, /fr/confidentialite, the French form) and french-language-switch.spec.ts (the
 * French 404 page).
 */
test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

test('landing page: the canvas draws, the menu works, the messaging prompt appears and closes', async ({ page }) => {
  await emulateDevice(page, CAPABLE);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const canvas = page.locator('canvas[data-particles]');
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        // The page's canvas is drawn by a worker: copy what it shows onto a canvas to read it.
        const probe = document.createElement('canvas');
        probe.width = element.width;
        probe.height = element.height;
        const context = probe.getContext('2d');
        context?.drawImage(element, 0, 0);
        const { data } = context?.getImageData(0, 0, probe.width, probe.height) ?? { data: [] };
        return Array.prototype.some.call(data, (value: number) => value > 0);
      })
    )
    .toBe(true);

  const menu = page.getByRole('button', { name: /menu/i });
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/#portfolio$/);

  // Scrolled past the hero, the prompt shows (the page's inline script); Close hides it.
  const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
  await expect(prompt).toBeVisible({ timeout: CHAT_PROMPT_DELAY_MS + 10_000 });
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.locator('astro-island[component-url*="NavBar"]')).not.toHaveAttribute('ssr');
});
