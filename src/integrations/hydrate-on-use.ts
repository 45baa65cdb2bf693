import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

/** Events that mean someone is using the island (a key press inside it follows a focusin). */
const START_EVENTS = ['pointerdown', 'focusin'];

/**
 * Hydrates `island` on the first press or focus inside it, or when the returned function is
 * called (once, whatever calls it first). A tap that arrives before hydration still does what the
 * visitor meant: a button's click is held and replayed once hydrated; a link is followed at once,
 * as any link, and with `tellsLinks` the island then hears of that click too (replayed with its
 * default cancelled, so the link is not followed twice).
 */
export function hydrateOnUse(load: Load, island: HTMLElement, tellsLinks = false): () => Promise<unknown> {
  let hydration: Promise<unknown> | undefined;
  let isHydrated = false;
  const start = () => {
    for (const type of START_EVENTS) island.removeEventListener(type, start, true);
    return (hydration ??= load()
      .then((hydrate) => hydrate())
      .then(() => (isHydrated = true)));
  };
  for (const type of START_EVENTS) island.addEventListener(type, start, true);

  island.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (isHydrated || !(control instanceof HTMLElement)) return;
      const isLink = control instanceof HTMLAnchorElement;
      if (isLink && !tellsLinks) return;
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
  return start;
}
