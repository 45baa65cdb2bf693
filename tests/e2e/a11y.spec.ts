import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA (DECISIONS D6). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/**
 * Waits for what the page shows on its own: the messaging prompt (5 s after its island
 * hydrates, on the landing page) and every finite animation. axe measures colours as
 * painted, and a half-faded element reads as low contrast.
 */
async function settle(page: Page): Promise<void> {
  if ((await page.locator('astro-island[component-url*="ChatPrompt"]').count()) > 0) {
    await expect(page.getByRole('heading', { name: 'Quick Question?' })).toBeVisible({ timeout: 20_000 });
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined))
    )
  );
}

async function expectNoViolations(page: Page): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
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
  // A click before the NavBar island has hydrated would do nothing.
  await expect(page.locator('astro-island[component-url*="NavBar"]')).not.toHaveAttribute('ssr');
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
