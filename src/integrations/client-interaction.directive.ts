/** `client:interaction`: hydrate on the first press or focus inside (or near, with `rootMargin`); see docs/frontend.md. */
import type { ClientDirective } from 'astro';
import type { InteractionOptions } from './client-interaction';

/** Events that mean someone is using the island (a key press inside it follows a focusin). */
const START_EVENTS = ['pointerdown', 'focusin'];

const interaction: ClientDirective = (load, options, island) => {
  let hydration: Promise<unknown> | undefined;
  let isHydrated = false;
  const { rootMargin } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  const observer =
    rootMargin === undefined
      ? undefined
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
          rootMargin,
        });

  const start = () => {
    for (const type of START_EVENTS) island.removeEventListener(type, start, true);
    observer?.disconnect();
    return (hydration ??= load()
      .then((hydrate) => hydrate())
      .then(() => (isHydrated = true)));
  };

  for (const type of START_EVENTS) island.addEventListener(type, start, true);
  island.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element && event.target.closest('button');
      if (isHydrated || !(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void start().then(() => target.click());
    },
    true
  );
  // The island element itself has no box (display: contents): watch what it renders.
  for (const child of island.children) observer?.observe(child);
};

export default interaction;
