/**
 * `client:interaction`: hydrate on the first press or focus inside the island; with `rootMargin`,
 * also once it comes that close to the viewport; with `withReact`, also as soon as another island
 * has brought React to the page (it then costs no download). See docs/frontend.md.
 */
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

  // A tap before hydration still does what the visitor meant: a button's click is held and
  // replayed once hydrated; a link is followed at once, as any link, and the island then hears
  // of the click too (replayed with its default cancelled, so the link is not followed twice).
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
