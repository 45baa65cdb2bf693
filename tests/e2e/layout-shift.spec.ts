/**
 * Layout stability of the landing pages on a phone, under the loading orders that made
 * Lighthouse report a CLS of 0.34 on some runs and 0 on others: the first paint happening
 * while the document is still arriving (the page's own script, at its end, then runs after that
 * paint), and the heading font arriving after the first paint. Each order is forced here, so
 * every run sees it.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import { SLOW_SERVER_TIMEOUT_MS } from './support/inbox.ts';
import { startStreamingProxy } from './support/streaming-proxy.ts';

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** "Good" in Core Web Vitals is 0.1; the target for these pages is stricter. */
const MAX_SHIFT = 0.01;
/** How long the document waits at each pause, and the font in its test after the first paint. */
const STREAM_PAUSE_MS = 150;
const LATE_MS = 1_500;

interface Shift {
  value: number;
  sources: string[];
}

/** What Chromium reports of a shift (the Layout Instability API, not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Records every layout shift of the page, with what moved, from its first paint on. */
function recordShifts() {
  window.layoutShifts = [];
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  const name = (node: Node | null) =>
    node instanceof Element
      ? `<${node.localName} class="${node.getAttribute('class') ?? ''}">`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      // Every entry counts, also those flagged `hadRecentInput`: Chromium sets that flag under
      // phone emulation although nothing was clicked or typed, and Lighthouse counts them too.
      window.layoutShifts?.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Opens `url` on a phone as a first visit (nothing from the cache of the visits before), waits
 * until the page has settled (loaded, the late files and the fonts in, the messaging prompt shown
 * or stepped aside at its time, one more frame drawn), and returns its shifts and when it first painted.
 */
async function loadOnPhone(context: BrowserContext, url: string, late?: LateFiles) {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(recordShifts);
  if (late) {
    await page.route(late.pattern, async (route) => {
      // From the first paint on: on a busy host that paint can come later than any fixed delay.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        polling: 50,
      });
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      await route.continue();
    });
  }
  await page.goto(url);
  // The prompt shows (or steps aside) at its time; the late files have come.
  await page.waitForFunction(
    ({ promptAt, lateFile }) =>
      performance.now() > promptAt &&
      (!lateFile || performance.getEntriesByType('resource').some((entry) => entry.name.includes(lateFile))),
    { promptAt: CHAT_PROMPT_DELAY_MS + 100, lateFile: late?.file },
    { timeout: CHAT_PROMPT_DELAY_MS + LATE_MS + 20_000, polling: 100 }
  );
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(async (lateFile) => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const late = performance.getEntriesByType('resource').find((entry) => lateFile && entry.name.includes(lateFile));
    return {
      shifts: window.layoutShifts ?? [],
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      documentEnd: navigation?.responseEnd ?? Number.NaN,
      lateEnd: (late as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN,
    };
  }, late?.file);
  await page.close();
  return result;
}

/** The sum of the shifts, with what moved in the failure message. */
function expectStable(shifts: Shift[]) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 2)).toBeLessThan(MAX_SHIFT);
}

/** Files held back until LATE_MS after the first paint: those matching `pattern`; `file` names one of them. */
interface LateFiles {
  what: string;
  pattern: string;
  file: string;
}

const LATE_FILES: LateFiles[] = [
  { what: 'the heading font arrives', pattern: '**/_astro/fonts/**', file: '/_astro/fonts/' },
];

test('layout shift on / and /fr/ (phone): nothing moves while the document arrives in parts, nor when the heading font arrives after the first paint', async ({
  browser,
  baseURL,
}) => {
  // Four page loads, each until its prompt's time.
  test.setTimeout(SLOW_SERVER_TIMEOUT_MS);
  const proxy = await startStreamingProxy(baseURL ?? '', STREAM_PAUSE_MS);
  const context = await browser.newContext(PHONE);
  try {
    // French words run longer, and break the headings elsewhere: each language is its own layout.
    for (const path of ['/', '/fr/']) {
      await test.step(`${path}: nothing moves while the document arrives in parts`, async () => {
        const { shifts, firstPaint, documentEnd } = await loadOnPhone(context, new URL(path, proxy.url).href);
        // The condition under test: the page painted before its document had fully arrived.
        expect(firstPaint).toBeLessThan(documentEnd);
        expectStable(shifts);
      });

      for (const late of LATE_FILES) {
        await test.step(`${path}: nothing moves when ${late.what} after the first paint`, async () => {
          const { shifts, firstPaint, lateEnd } = await loadOnPhone(context, new URL(path, baseURL).href, late);
          expect(lateEnd).toBeGreaterThan(firstPaint);
          expectStable(shifts);
        });
      }
    }
  } finally {
    await context.close();
    await proxy.stop();
  }
});
