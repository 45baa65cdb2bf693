/** `client:affordable`: hydrate once the page has settled, only on a device that can afford it (docs/frontend.md). */
import type { ClientDirective } from 'astro';
import type { AffordableOptions } from './client-directives';

const affordable: ClientDirective = (load, options) => {
  const { minMemoryGb, quietMs, busyQuietMs } = options.value as unknown as AffordableOptions;
  const device = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const canAfford =
    matchMedia('(prefers-reduced-motion: no-preference)').matches &&
    !device.connection?.saveData &&
    (device.deviceMemory ?? Infinity) >= minMemoryGb &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  if (!canAfford) return;
  let loadedAt: number | undefined;
  let loadedBusy = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const wait = (loaded: number) => {
    clearTimeout(quiet);
    const busyRest = loadedBusy ? loaded + busyQuietMs - performance.now() : 0;
    quiet = setTimeout(
      async () => {
        longTasks.disconnect();
        (await load())();
      },
      Math.max(quietMs, busyRest)
    );
  };
  // A long task before the load event (buffered: from before this script too) marks a busy device; later ones restart.
  const longTasks = new PerformanceObserver((list) => {
    if (list.getEntries().some((task) => loadedAt === undefined || task.startTime < loadedAt)) loadedBusy = true;
    if (loadedAt !== undefined) wait(loadedAt);
  });
  longTasks.observe({ type: 'longtask', buffered: true });
  // The island is in the page's HTML: this runs as the page is parsed, before its load event.
  addEventListener('load', () => {
    loadedAt = performance.now();
    wait(loadedAt);
  });
};

export default affordable;
