/** `client:interaction`: hydrate on the first press or focus in the island, or as its options say (docs/frontend.md). */
import type { ClientDirective } from 'astro';
import type { InteractionOptions } from './client-directives';

/** Events that mean someone is using the island (a key press inside it follows a focusin). */
const START_EVENTS = ['pointerdown', 'focusin'];

const interaction: ClientDirective = (load, options, island) => {
  let hydration: Promise<unknown> | undefined;
  let isHydrated = false;
  const { rootMargin, withReact } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  const start = () => {
    for (const type of START_EVENTS) island.removeEventListener(type, start, true);
    return (hydration ??= load()
      .then((hydrate) => hydrate())
      .then(() => (isHydrated = true)));
  };
  for (const type of START_EVENTS) island.addEventListener(type, start, true);

  // A tap before hydration counts: a button's click is replayed once hydrated, a link's with its default cancelled.
  island.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (isHydrated || !(control instanceof HTMLElement)) return;
      const isLink = control instanceof HTMLAnchorElement;
      if (!isLink) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      void start().then(() => {
        if (isLink)
          control.addEventListener('click', (replay) => replay.preventDefault(), { capture: true, once: true });
        control.click();
      });
    },
    true
  );

  if (withReact) {
    const others = [...document.querySelectorAll('astro-island')].filter((other) => other !== island);
    if (others.some((other) => !other.hasAttribute('ssr'))) void start();
    else for (const other of others) other.addEventListener('astro:hydrate', () => void start(), { once: true });
  }

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
