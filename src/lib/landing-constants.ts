/**
 * The landing page's timing and geometry (SPEC §9), named once so the islands, the inline
 * scripts and the tests agree.
 */

/** The navigation bar turns into a card once the page has scrolled past this many pixels. */
export const NAV_SCROLLED_AFTER_PX = 50;

/** Section jumps stop this far above the section, below the fixed navigation bar. */
export const SECTION_OFFSET_PX = 80;

/** The messaging-app prompt appears this long after the navigation started. */
export const CHAT_PROMPT_DELAY_MS = 5_000;

/** sessionStorage key remembering that the visitor dismissed the messaging prompt for this visit. */
export const CHAT_PROMPT_DISMISSED_KEY = 'chat_prompt_dismissed';

/** The particle background. */
export const PARTICLES = {
  count: 50,
  /** Two particles closer than this are joined by a line. */
  linkDistancePx: 150,
  opacity: 0.3,
  /** Devices with fewer cores than this, or less memory (GB, where the browser tells), skip it. */
  minCores: 4,
  minMemoryGb: 4,
  /**
   * Drawing one frame may take this long (ms, in the worker). Slower frames halve the frame
   * rate, down to PARTICLES.minFramesPerSecond; slower still, the field stops moving.
   */
  frameBudgetMs: 8,
  framesPerSecond: 30,
  minFramesPerSecond: 7.5,
} as const;

/** Scroll reveal: how much of an element must show, and how the elements of a group follow each other. */
export const REVEAL = {
  threshold: 0.1,
  /** Reveals wait until an element is this far above the bottom of the viewport. */
  bottomMarginPx: 100,
  staggerSeconds: 0.05,
} as const;

/** Tooltips of icon-only links. */
export const TOOLTIP = {
  /** Hover or focus this long before a tooltip opens. */
  openDelayMs: 700,
  /** Within this long after one closes, the next opens at once. */
  skipWindowMs: 300,
} as const;
