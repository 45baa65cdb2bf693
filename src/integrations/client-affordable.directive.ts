/**
 * `client:affordable`: hydrate after the load event, at the first idle moment, and only on a
 * device that can afford a running decoration: motion allowed, no Save-Data, enough memory where
 * the browser tells, and a canvas that can be drawn off the main thread (OffscreenCanvas).
 * Elsewhere the island never hydrates and nothing loads for it (docs/frontend.md).
 */
import type { ClientDirective } from 'astro';
import type { AffordableOptions } from './client-directives';

const affordable: ClientDirective = (load, options) => {
  const { minMemoryGb } = options.value as unknown as AffordableOptions;
  const device = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const canAfford =
    matchMedia('(prefers-reduced-motion: no-preference)').matches &&
    !device.connection?.saveData &&
    (device.deviceMemory ?? Infinity) >= minMemoryGb &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  if (!canAfford) return;
  const hydrate = async () => (await load())();
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate) : setTimeout(hydrate));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default affordable;
