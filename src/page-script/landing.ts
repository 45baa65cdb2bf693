/** The landing page's behaviour without React, and the visit's source: shared with no island, under 4 KB, inlined. */
import type { InquirySource, SourceField } from '~/lib/inquiry';
import {
  CHAT_PROMPT_DELAY_MS,
  CHAT_PROMPT_DISMISSED_KEY,
  NAV_SCROLLED_AFTER_PX,
  REVEAL_BOTTOM_MARGIN_PX,
  REVEAL_THRESHOLD,
  TOOLTIP_SKIP_WINDOW_MS,
  VISIT_SOURCE_KEY,
} from './landing-constants';

const root = document.documentElement;

// The navigation bar (`[data-nav]`): its card look past NAV_SCROLLED_AFTER_PX of scroll.
const nav = document.querySelector('[data-nav]');
if (nav) {
  const update = () => {
    const isScrolled = String(scrollY > NAV_SCROLLED_AFTER_PX);
    if (nav.getAttribute('data-scrolled') !== isScrolled) nav.setAttribute('data-scrolled', isScrolled);
  };
  // After the first frame's layout: read as this script runs, `scrollY` would force a layout (docs/performance.md).
  requestAnimationFrame(() => setTimeout(update));
  addEventListener('scroll', update, { passive: true });
}

// Hero.astro: the colour blobs drift with the pointer, -1 … 1 across the window.
const blobs = document.querySelector<HTMLElement>('[data-blobs]');
if (blobs && matchMedia('(prefers-reduced-motion: no-preference) and (pointer: fine)').matches) {
  let frame = 0;
  const drift = (event: PointerEvent) => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      blobs.style.setProperty('--mx', String((event.clientX / innerWidth) * 2 - 1));
      blobs.style.setProperty('--my', String((event.clientY / innerHeight) * 2 - 1));
    });
  };
  addEventListener('pointermove', drift, { passive: true });
}

// Cards marked `[data-reveal]` get `.is-revealed` as they scroll into view; global.css animates them.
if (matchMedia('(prefers-reduced-motion: no-preference)').matches) {
  const reveal: IntersectionObserverCallback = (entries, observer) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.classList.add('is-revealed');
      observer.unobserve(entry.target);
    }
  };
  const margin = `0px 0px -${REVEAL_BOTTOM_MARGIN_PX}px 0px`;
  const observer = new IntersectionObserver(reveal, { threshold: REVEAL_THRESHOLD, rootMargin: margin });
  document.querySelectorAll('[data-reveal]').forEach((element) => observer.observe(element));
}

// Contact.astro's tooltips: CSS delays them; within TOOLTIP_SKIP_WINDOW_MS of one closing the next opens at once.
let skipTimer = 0;
const triggerOf = (event: Event) => {
  const trigger = event.target instanceof Element ? event.target.closest('[data-tooltip-trigger]') : null;
  return trigger?.contains((event as FocusEvent).relatedTarget as Node | null) ? null : trigger;
};
const enter = (event: Event) => {
  if (triggerOf(event)) root.classList.remove('tooltip-dismissed');
};
const leave = (event: Event) => {
  // Only a tooltip that opened starts the skip window; a closing one stays visible while it fades.
  const tooltip = triggerOf(event)?.querySelector('[data-tooltip]');
  if (!tooltip || getComputedStyle(tooltip).visibility !== 'visible') return;
  root.classList.add('tooltip-skip');
  clearTimeout(skipTimer);
  skipTimer = window.setTimeout(() => root.classList.remove('tooltip-skip'), TOOLTIP_SKIP_WINDOW_MS);
};
document.addEventListener('pointerover', enter);
document.addEventListener('focusin', enter);
document.addEventListener('pointerout', leave);
document.addEventListener('focusout', leave);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') root.classList.add('tooltip-dismissed');
});

// FloatingCorner.astro: its height is the scroll padding; the prompt shows, unless dismissed, off `[data-keep-clear]`.
const corner = document.querySelector('[data-floating-corner]');
if (corner) {
  new ResizeObserver(([entry]) => {
    // Not an inherited custom property: changing one on the root restyles every element.
    root.style.scrollPaddingBottom = `${Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0)}px`;
  }).observe(corner);
}
const area = document.querySelector<HTMLElement>('[data-chat-prompt-area]');
/** Whether the prompt was dismissed in this visit; blocked storage says no. */
let isDismissed = false;
try {
  isDismissed = sessionStorage.getItem(CHAT_PROMPT_DISMISSED_KEY) === 'true';
  // The visit's source (docs/admin.md), kept by its first landing page for ContactForm to send.
  const host = document.referrer.split('/')[2];
  const source: InquirySource = { landingPath: location.pathname };
  if (host && host != location.host) source.referrer = host;
  new URLSearchParams(location.search).forEach((value, key) => {
    if (/^(utm_\w+|gclid)$/.test(key)) source[key as SourceField] = value;
  });
  sessionStorage[VISIT_SOURCE_KEY] ??= JSON.stringify(source);
} catch {
  // Blocked storage: no prompt memory, no source.
}
if (area && !isDismissed) {
  const keepClear = [...document.querySelectorAll('[data-keep-clear]')];
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  /** Where the prompt shows, measured once it is first laid out (again after a resize). */
  let box: DOMRect | undefined;
  const place = () => {
    if (!box) area.hidden = false;
    const prompt = (box ??= area.getBoundingClientRect());
    area.hidden = keepClear.some((element) => overlap(element.getBoundingClientRect(), prompt));
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
  }, CHAT_PROMPT_DELAY_MS - performance.now());
}
