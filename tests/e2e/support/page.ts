import { expect, type Page } from '@playwright/test';

/**
 * Waits until the (smooth) scroll brings `selector`'s top edge to `expected` px below the
 * viewport's top. Polling for the end position, rather than for two equal readings, holds on
 * a busy machine where a smooth scroll may not have started 150 ms after the click.
 */
export async function expectScrolledTo(page: Page, selector: string, expected: number): Promise<void> {
  await expect
    .poll(
      async () => Math.round(await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)),
      { timeout: 10_000 }
    )
    .toBe(expected);
}

/** Fakes the page's clock and holds it still, so that only `runFor` moves time. */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2030-01-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** Moves a paused fake clock on until `ms` after the navigation started. */
export async function runUntil(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(Math.max(0, ms - (await page.evaluate(() => performance.now()))));
}

/** The island rendered from `component`; `ssr` until it has hydrated. */
export const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]`);

/** React's files: the islands' renderer, React itself and its DOM bindings. */
export const REACT_FILE = /\/_astro\/(client|react|react-dom)\.[\w-]+\.js$/;
