import { expect, test, type Page } from '@playwright/test';
import { island } from './support/page.ts';
import {
  FRAME_SHARE,
  PARTICLES_QUIET_MS,
  PARTICLES_SETTLED_BUSY_MS,
  PARTICLES_SETTLED_MS,
} from '../../src/components/islands/particles.ts';
import { CAPABLE, emulateDevice } from './support/device.ts';

test.describe('motion', () => {
  const canvas = (page: Page) => page.locator('canvas[data-particles]');

  /**
   * What the canvas shows (a digest of its pixels at a quarter of its size, or "blank"), and when (the
   * page's clock). Quick, so as not to be a long task, which would pause the field. With `untilMoved`,
   * the page itself looks every 100 ms, from the moment the field is sized (the HTML's canvas is 300 px
   * wide), until it shows two different frames, and says when it saw the second (NaN after 30 s: with
   * the whole suite running, the host is busy enough to pause the field for seconds at a time): no
   * round trip to the test runner stands between the frame and the time it is seen.
   */
  const snapshot = (page: Page, untilMoved = false) =>
    canvas(page).evaluate(async (element: HTMLCanvasElement, untilMoved) => {
      const look = async () => {
        // A worker draws the page's canvas: copy what it shows onto a canvas to read it.
        const probe = new OffscreenCanvas(Math.ceil(element.width / 4), Math.ceil(element.height / 4));
        const context = probe.getContext('2d', { willReadFrequently: true });
        context?.drawImage(element, 0, 0, probe.width, probe.height);
        const pixels = context?.getImageData(0, 0, probe.width, probe.height).data ?? new Uint8ClampedArray();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', pixels));
        return pixels.some((value) => value > 0) ? digest.join('.') : 'blank';
      };
      if (!untilMoved) return { image: await look(), at: performance.now(), longTasks: [] };
      // The long tasks meanwhile (each pauses the field), to tell why if it never moves.
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const task of list.getEntries()) longTasks.push(Math.round(task.startTime), Math.round(task.duration));
      });
      observer.observe({ type: 'longtask' });
      const giveUpAt = performance.now() + 30_000;
      let first = 'blank';
      while (performance.now() < giveUpAt) {
        if (element.width !== 300) {
          const image = await look();
          if (first === 'blank') first = image;
          else if (image !== first) return { image, at: performance.now(), longTasks };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      observer.disconnect();
      return { image: first, at: NaN, longTasks };
    }, untilMoved);

  /** Whether the canvas shows something else `ms` later. */
  async function moves(page: Page, ms = 500): Promise<boolean> {
    const before = await snapshot(page);
    await page.waitForTimeout(ms);
    return (await snapshot(page)).image !== before.image;
  }

  /** Waits until the canvas shows two different frames; returns when it did (the page's clock). */
  async function firstMove(page: Page): Promise<number> {
    const { at, image, longTasks } = await snapshot(page, true);
    const seen = `${image === 'blank' ? 'blank' : 'one frame'}; long tasks (start, ms): ${longTasks.join(', ')}`;
    expect(at, `the canvas showed two different frames within 30 s (${seen})`).not.toBeNaN();
    return at;
  }

  /** When the load event began: the directive's listener, which starts the wait, runs during it. */
  const loadEventStart = (page: Page) =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);

  test('the particles start once the page has settled (React 2.5 s after the last long task, no sooner than 5 s after the load event where loading had one), fill the viewport at the device pixel ratio under everything, and pause while the page works or the tab is hidden', async ({
    browser,
  }) => {
    // 1280 × 800 pixels: not a large canvas, never lowered in resolution (SHRUNK_PIXELS).
    const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    await emulateDevice(context, CAPABLE);
    const page = await context.newPage();
    // The page's long tasks (for the wait it should choose, and the figures printed below).
    await page.addInitScript(() => {
      const tasks: { start: number; end: number }[] = [];
      Reflect.set(window, 'longTasks', tasks);
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          tasks.push({ start: task.startTime, end: task.startTime + task.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    /** When React (for the canvas) and the worker were asked for. */
    const askedAt = async () => {
      const requested = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(client\.|particles\.worker)/.test(entry.name))
          .map((entry) => [entry.name.includes('worker') ? 'worker' : 'react', entry.startTime] as const)
      );
      expect(requested.map(([name]) => name).sort()).toEqual(['react', 'worker']);
      const at = (file: string) => requested.find(([name]) => name === file)?.[1] ?? NaN;
      return { react: at('react'), worker: at('worker') };
    };
    /** The page's long tasks, and whether one began before the load event (a busy device). */
    const longTasks = async (loadedAt: number) => {
      const tasks = await page.evaluate(() => Reflect.get(window, 'longTasks') as { start: number; end: number }[]);
      return { tasks, busy: tasks.some((task) => task.start < loadedAt) };
    };

    await test.step('React comes 2.5 s after the load event at the earliest, then the worker, then the frames', async () => {
      await page.goto('/');
      const movedAt = await firstMove(page);
      const loadedAt = await loadEventStart(page);
      const { react, worker } = await askedAt();
      const { tasks, busy } = await longTasks(loadedAt);
      // A busy host only makes each step later, never sooner: React 2.5 s after the load event at the
      // earliest (5 s on a device busy while loading), then the worker, then the frames.
      expect(react).toBeGreaterThanOrEqual(loadedAt + (busy ? PARTICLES_SETTLED_BUSY_MS : PARTICLES_SETTLED_MS));
      expect(worker).toBeGreaterThan(react);
      expect(movedAt).toBeGreaterThan(worker);
      // How long the start took is this host's figure, printed, not asserted: docs/frontend.md has idle-host figures.
      const ends = tasks.map((task) => task.end).filter((end) => end < react - PARTICLES_SETTLED_MS);
      const settledAt = Math.max(loadedAt, ...ends);
      console.log(
        `particles: load event ${Math.round(loadedAt)} ms (${busy ? 'a long task while loading' : 'no long task while loading'}), ` +
          `settled ${Math.round(settledAt)} ms, React asked ${Math.round(react)} ms, worker ${Math.round(worker)} ms, ` +
          `moving ${Math.round(movedAt)} ms`
      );
      // A React island, hydrated; the messaging prompt hydrates with it, React being on the page.
      await expect(island(page, 'ParticleCanvas')).not.toHaveAttribute('ssr');
      await expect(island(page, 'ChatPrompt')).not.toHaveAttribute('ssr');
    });

    await test.step('the canvas fills the viewport at the device pixel ratio, at 30% opacity, under everything', async () => {
      const field = page.locator('canvas[data-particles="50"]');
      await expect(field).toHaveJSProperty('width', 1280);
      await expect(field).toHaveJSProperty('height', 800);
      await expect(field).toHaveCSS('opacity', '0.3');
      await expect(field).toHaveCSS('pointer-events', 'none');
      // Clicks go through to the content above it.
      await page.getByRole('link', { name: 'View Our Work' }).click();
      await expect(page).toHaveURL(/#portfolio$/);
    });

    await test.step('the particles pause while the page works or the tab is hidden, keeping their last frame, and resume', async () => {
      // While the main thread works (a long task every 150 ms), the field stays still on its last frame;
      // it goes on once the page has been quiet a while.
      await page.evaluate(() => {
        const work = setInterval(() => {
          const end = performance.now() + 80;
          while (performance.now() < end);
        }, 150);
        Reflect.set(window, 'stopWork', () => clearInterval(work));
      });
      await expect.poll(() => moves(page, 400), { intervals: [0], timeout: 10_000 }).toBe(false);
      expect(await moves(page, 1_000)).toBe(false);
      expect((await snapshot(page)).image).not.toBe('blank');
      await page.evaluate(() => (Reflect.get(window, 'stopWork') as () => void)());
      await expect.poll(() => moves(page), { timeout: PARTICLES_QUIET_MS + 10_000 }).toBe(true);

      // A hidden tab stops it too, and it starts again once shown.
      const setHidden = (hidden: boolean) =>
        page.evaluate((hidden) => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
      await setHidden(true);
      await expect.poll(() => moves(page, 400), { intervals: [0], timeout: 10_000 }).toBe(false);
      expect(await moves(page, 1_000)).toBe(false);
      expect((await snapshot(page)).image).not.toBe('blank');
      await setHidden(false);
      await expect.poll(() => moves(page), { timeout: PARTICLES_QUIET_MS + 10_000 }).toBe(true);
    });

    await test.step('a long task half a second after the load event starts the wait again', async () => {
      // A long task half a second after the load event starts the wait again.
      await page.addInitScript(() => {
        addEventListener('load', () =>
          setTimeout(() => {
            const end = performance.now() + 150;
            while (performance.now() < end);
            Reflect.set(window, 'workedUntil', performance.now());
          }, 500)
        );
      });
      await page.goto('/');
      await firstMove(page);
      const workedUntil = await page.evaluate(() => Reflect.get(window, 'workedUntil') as number);
      expect((await askedAt()).react).toBeGreaterThanOrEqual(workedUntil + PARTICLES_SETTLED_MS);
    });

    await test.step('a long task while the page loads: a busy device, React no sooner than 5 s after the load event', async () => {
      // A long task while the page loads (its HTML parsed, the load event not yet come): a busy device,
      // where React comes no sooner than 5 s after the load event.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const end = performance.now() + 150;
          while (performance.now() < end);
        });
      });
      await page.goto('/');
      await firstMove(page);
      const busyLoadedAt = await loadEventStart(page);
      expect((await longTasks(busyLoadedAt)).busy).toBe(true);
      expect((await askedAt()).react).toBeGreaterThanOrEqual(busyLoadedAt + PARTICLES_SETTLED_BUSY_MS);
    });
    await context.close();
  });

  test('with slow frames, the particles go on at a lower frame rate and a large canvas at a lower resolution', async ({
    browser,
  }) => {
    // 2560 × 1600 pixels: a large canvas.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
    await emulateDevice(context, CAPABLE);
    const page = await context.newPage();
    const worker = page.waitForEvent('worker', (worker) => worker.url().includes('particles.worker'));
    await page.goto('/');
    const field = await worker;
    // Every frame (one clearRect each) is counted, and made slowMs slower.
    await field.evaluate(() => {
      const frames = { at: [] as number[], slowMs: 0 };
      Reflect.set(self, 'frameLog', frames);
      const prototype = OffscreenCanvasRenderingContext2D.prototype;
      const clearRect = prototype.clearRect;
      prototype.clearRect = function (...rect: Parameters<typeof clearRect>) {
        frames.at.push(performance.now());
        const end = performance.now() + frames.slowMs;
        while (performance.now() < end);
        clearRect.apply(this, rect);
      };
    });
    /** Frames per second over the next `ms`. */
    const frameRate = async (ms: number) => {
      const from = await field.evaluate(() => performance.now());
      await page.waitForTimeout(ms);
      return field.evaluate(
        ({ from, ms }) =>
          (Reflect.get(self, 'frameLog') as { at: number[] }).at.filter((at) => at > from && at <= from + ms).length /
          (ms / 1000),
        { from, ms }
      );
    };
    // Drawing: not paused by the page's work (its hydration's, say).
    await expect.poll(() => frameRate(500)).toBeGreaterThan(0);

    await field.evaluate(() => ((Reflect.get(self, 'frameLog') as { slowMs: number }).slowMs = 40));
    // Lowered to a 1280 × 800 screen's pixels.
    await expect(canvas(page)).toHaveJSProperty('width', 1280);
    await page.waitForTimeout(2_000);
    const slow = await frameRate(4_000);
    // A 40 ms frame delays the next animation frame by at least 40 - 16.7 ms past the display's
    // interval: frames that cost that much, a quarter of the time, come at most 10.7 times a second
    // (a field that did not yield would draw 20 a second). Fewer still on a busy host; but some.
    expect(slow).toBeLessThanOrEqual(1000 / ((40 - 1000 / 60) / FRAME_SHARE) + 0.5);
    expect(slow).toBeGreaterThan(0);
    // Reading the pixels of the large canvas may be a long task, which pauses the field a while.
    expect(await moves(page, PARTICLES_QUIET_MS + 1_500)).toBe(true);
    await context.close();
  });
});
