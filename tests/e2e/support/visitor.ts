/**
 * What a visitor's time and scrolling look like to a page, for the specs of the landing page's
 * own behaviour: a page clock that only moves when the test says, and a scroll to the end.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CHAT_PROMPT_DELAY_MS } from '../../../src/page-script/landing-constants.ts';
import { PARTICLES_SETTLED_BUSY_MS } from '../../../src/components/islands/particles.ts';
import { island } from './page.ts';

/**
 * Fakes the page's clock at the real time and holds it still, so that only `runFor` (or `resume`)
 * moves the page's timers: the messaging prompt's, and the wait before the particle canvas starts.
 * Unlike `pausedClock`, dates stay true, so the spam check's challenge is not taken for expired.
 */
export async function heldClock({ clock }: Page | BrowserContext): Promise<void> {
  await clock.install();
  await clock.pauseAt(new Date(Date.now() + 1_000));
}

/**
 * Moves a held clock on past the prompt's time and the canvas's start (after the load event, once
 * no long task came for a while: a busy host's long tasks start that wait again), until the canvas
 * is sized, that is running in its worker.
 */
export async function runUntilCanvasRuns(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.clock.runFor(CHAT_PROMPT_DELAY_MS + PARTICLES_SETTLED_BUSY_MS);
  const canvas = page.locator('canvas[data-particles]');
  await expect
    .poll(
      async () => {
        if ((await canvas.evaluate((element: HTMLCanvasElement) => element.width)) !== 300) return true;
        await page.clock.runFor(1_000);
        return false;
      },
      { timeout: 30_000 }
    )
    .toBe(true);
}

/**
 * Moves a paused clock on, a second at a time, until the island rendered from `component` has
 * hydrated: a long task (a busy host's) starts the canvas's wait again, and React comes with it.
 */
export async function runUntilHydrated(page: Page, component: string): Promise<void> {
  const element = island(page, component);
  await expect
    .poll(
      async () => {
        if (!(await element.evaluate((node) => node.hasAttribute('ssr')))) return true;
        await page.clock.runFor(1_000);
        return false;
      },
      { timeout: 30_000 }
    )
    .toBe(true);
}

/** Scrolls to the end of the page with the mouse wheel, as a reader would, a screen at a time. */
export async function wheelToEnd(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}
