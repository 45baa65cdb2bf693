/**
 * `client:affordable`: hydrate at the first idle moment after load, only on a device that can afford a
 * running decoration (docs/frontend.md); elsewhere nothing loads for the island.
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
