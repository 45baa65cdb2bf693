/**
 * `client:affordable`: hydrate once the page has settled (the load event, then `quietMs` without a long
 * task), only on a device that can afford a running decoration (docs/frontend.md); elsewhere nothing
 * loads for the island.
 */
import type { ClientDirective } from 'astro';
import type { AffordableOptions } from './client-directives';

const affordable: ClientDirective = (load, options) => {
  const { minMemoryGb, quietMs } = options.value as unknown as AffordableOptions;
  const device = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const canAfford =
    matchMedia('(prefers-reduced-motion: no-preference)').matches &&
    !device.connection?.saveData &&
    (device.deviceMemory ?? Infinity) >= minMemoryGb &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  if (!canAfford) return;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  // From the load event on, each long task starts the wait again (where the browser reports long tasks).
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(async () => {
      longTasks.disconnect();
      (await load())();
    }, quietMs);
  };
  const longTasks = new PerformanceObserver(wait);
  // The island is in the page's HTML: this runs as the page is parsed, before its load event.
  addEventListener('load', () => {
    longTasks.observe({ type: 'longtask' });
    wait();
  });
};

export default affordable;
