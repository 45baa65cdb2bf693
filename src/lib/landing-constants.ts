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
  /**
   * Frames slower than this (ms, in the worker), slowFramesToHalve in a row, halve the frame
   * rate, down to minFramesPerSecond, then stop: a lasting cost, not one busy moment of the device.
   */
  frameBudgetMs: 8,
  slowFramesToHalve: 3,
  framesPerSecond: 30,
  minFramesPerSecond: 7.5,
} as const;

/** Smaller devices (cores, GB of memory where the browser tells) skip the particles. */
export const PARTICLES_MIN_CORES = 4;
export const PARTICLES_MIN_MEMORY_GB = 4;

/** Cards reveal once this share of them is in view, and this far above the bottom edge (global.css staggers them by 0.05 s). */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_BOTTOM_MARGIN_PX = 100;

/** Within this long after a tooltip closes, the next opens at once (global.css has the 700 ms opening delay). */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
