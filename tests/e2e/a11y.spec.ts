import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations as expectNoViolations } from './support/axe.ts';

/** Scrolls through the page so every reveal has run and lazy islands have loaded. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1_000);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        await expectNoViolations(page);
      });
    }
  });
}

test('the landing page has no axe violations with the messaging prompt shown and the page scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Quick Question?' })).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-scrolled', 'true');
  await expectNoViolations(page);
});

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoViolations(page);
});

test('every page has one h1, a main landmark and a working skip link', async ({ page }) => {
  for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
});
