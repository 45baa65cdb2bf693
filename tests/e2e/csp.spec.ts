import { type Page } from '@playwright/test';
import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import {
  expect,
  expectToast,
  logInOnPage,
  openContactForm,
  sampleInquiry,
  SLOW_SERVER_TIMEOUT_MS,
  test,
  uniqueName,
} from './support/csp.ts';
import { CAPABLE, emulateDevice } from './support/device.ts';

/**
 * The Content-Security-Policy (script and style hashes, no inline code) must not get in the
 * way of any island: each test drives one and expects the browser to report no violation.
 */
test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

async function fillInquiry(page: Page, name: string) {
  const fields = await openContactForm(page);
  const data = sampleInquiry(name);
  await fields.name.fill(data.name);
  await fields.email.fill(data.email);
  await fields.business.fill(data.business);
  await fields.phone.fill(data.phone);
  await fields.projectType.selectOption(data.projectType);
  await fields.budget.selectOption(data.budget);
  await fields.timeline.selectOption(data.timeline);
  await fields.message.fill(data.message);
  return fields;
}

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

test('landing page: the contact form submits and its toast shows', async ({ page }) => {
  const fields = await fillInquiry(page, uniqueName('CSP Form'));
  await fields.submit.click();
  await expectToast(
    page,
    'Congratulations! 🎉',
    'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.'
  );
});

test('admin: logging in shows the inbox', async ({ page }) => {
  await logInOnPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of [
  '/terms',
  '/privacy',
  '/no-such-page',
  '/fr/conditions',
  '/fr/confidentialite',
  '/fr/no-such-page',
]) {
  test(`${path} renders under the policy`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
