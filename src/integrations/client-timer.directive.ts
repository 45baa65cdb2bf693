/**
 * `client:timer`: the island's server-rendered HTML shows `at` ms after navigation start (its
 * parent element is `hidden` until then), not while it would cover an element matching
 * `keepClear`, and never again in a visit once its `doneKey` is set in sessionStorage. It
 * hydrates as soon as another island has brought React to the page, otherwise when touched,
 * and a tap before that still counts (hydrate-on-use.ts). See docs/frontend.md.
 */
import type { ClientDirective } from 'astro';
import type { TimerOptions } from './client-directives';
import { hydrateOnUse } from './hydrate-on-use';

/** Whether sessionStorage holds 'true' under `key`; blocked storage says no (the island shows as on a first visit). */
function isStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

const timer: ClientDirective = (load, options, island) => {
  const { at, keepClear, doneKey } = options.value as unknown as TimerOptions;
  const area = island.parentElement;
  if (!area || (doneKey && isStored(doneKey))) return;

  const start = hydrateOnUse(load, island, true);
  const others = [...document.querySelectorAll('astro-island')].filter((other) => other !== island);
  if (others.some((other) => !other.hasAttribute('ssr'))) void start();
  else for (const other of others) other.addEventListener('astro:hydrate', () => void start(), { once: true });

  const keep = keepClear ? [...document.querySelectorAll(keepClear)] : [];
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  /** Where the island shows, measured once it is first laid out (again after a resize). */
  let box: DOMRect | undefined;
  const place = () => {
    if (!box) area.hidden = false;
    const shown = (box ??= area.getBoundingClientRect());
    area.hidden = keep.some((element) => overlap(element.getBoundingClientRect(), shown));
  };
  let frame = 0;
  const placeLater = (event: Event) => {
    if (event.type === 'resize') box = undefined;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };
  setTimeout(() => {
    place();
    addEventListener('scroll', placeLater, { passive: true });
    addEventListener('resize', placeLater, { passive: true });
  }, at - performance.now());
};

export default timer;
