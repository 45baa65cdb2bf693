import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CHAT_PROMPT_DELAY_MS } from '../../../src/page-script/landing-constants.ts';

/** WCAG 2.2 A and AA, the level the site promises (docs/product.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for what the page shows on its own: the messaging prompt (5 s after the navigation
 * started, on the landing page, where it does not cover the hero) and every finite animation
 * (reveals, toasts). axe measures colours as painted, and a half-faded element reads as low
 * contrast.
 */
export async function settle(page: Page): Promise<void> {
  if ((await page.locator('[data-chat-prompt-area]').count()) > 0) {
    await page.waitForFunction((delay) => performance.now() > delay, CHAT_PROMPT_DELAY_MS + 200, { timeout: 20_000 });
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

/** Runs axe on the settled page (or the part `include` selects) and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}
