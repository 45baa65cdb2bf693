/** The landing page's timing and geometry, shared by its scripts and the tests. */
export const NAV_SCROLLED_AFTER_PX = 50;
/** Section jumps stop this far above the section, below the fixed navigation bar. */
export const SECTION_OFFSET_PX = 80;
export const CHAT_PROMPT_DELAY_MS = 5_000;
/** sessionStorage key: the visitor dismissed the messaging prompt for this visit. */
export const CHAT_PROMPT_DISMISSED_KEY = 'chat_prompt_dismissed';

export const PARTICLES = {
  count: 50,
  linkDistancePx: 150,
  opacity: 0.3,
  /** Smaller devices (cores, GB of memory where the browser tells) skip the particles. */
  minCores: 4,
  minMemoryGb: 4,
  /** Slower frames (ms, in the worker) halve the frame rate, down to minFramesPerSecond, then stop. */
  frameBudgetMs: 8,
  framesPerSecond: 30,
  minFramesPerSecond: 7.5,
} as const;

export const REVEAL = {
  threshold: 0.1,
  bottomMarginPx: 100,
  staggerSeconds: 0.05,
} as const;

export const TOOLTIP = {
  openDelayMs: 700,
  /** Within this long after one closes, the next opens at once. */
  skipWindowMs: 300,
} as const;
