/** The landing page's timing and geometry, for landing.ts, the components it works on and the tests; never an island's. */
export const NAV_SCROLLED_AFTER_PX = 50;
/** Section jumps stop this far above the section, below the fixed navigation bar. */
export const SECTION_OFFSET_PX = 80;
export const CHAT_PROMPT_DELAY_MS = 5_000;
/** sessionStorage keys: the visitor dismissed the prompt, and where the visit came from (the form sends it). */
export const CHAT_PROMPT_DISMISSED_KEY = 'prompt';
export const VISIT_SOURCE_KEY = 'source';

/** Cards reveal once this share of them is in view, and this far above the bottom edge (global.css staggers them by 0.05 s). */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_BOTTOM_MARGIN_PX = 100;

/** Within this long after a tooltip closes, the next opens at once (global.css has the 700 ms opening delay). */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
