/** `client:interaction`: hydrate on the first press or focus inside (or near, with `rootMargin`); see docs/frontend.md. */
import type { ClientDirective } from 'astro';
import type { InteractionOptions } from './client-directives';
import { hydrateOnUse } from './hydrate-on-use';

const interaction: ClientDirective = (load, options, island) => {
  const start = hydrateOnUse(load, island);
  const { rootMargin } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  if (rootMargin === undefined) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin }
  );
  // The island element itself has no box (display: contents): watch what it renders.
  for (const child of island.children) observer.observe(child);
};

export default interaction;
