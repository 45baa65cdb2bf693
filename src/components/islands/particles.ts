/** The particle network, as the client asked: shared by its island and its worker. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE_PX = 150;
export const PARTICLE_OPACITY = 0.3;

/**
 * How the worker yields to a busy device: frames take at most FRAME_SHARE of the time, so costlier
 * frames come less often, FRAMES_PER_SECOND at most; SLOW_FRAMES_TO_SHRINK frames in a row that cost
 * more than FRAME_BUDGET_MS lower a canvas of more than SHRUNK_PIXELS (a 1280 × 800 screen's) to that.
 */
export const FRAMES_PER_SECOND = 30;
export const FRAME_SHARE = 0.25;
export const FRAME_BUDGET_MS = 8;
export const SLOW_FRAMES_TO_SHRINK = 3;
export const SHRUNK_PIXELS = 1_024_000;

/**
 * The field starts once the page has settled: PARTICLES_SETTLED_MS (ms) after the load event without a
 * long task. That is later than a page counts as loaded (for Lighthouse, one second after the load
 * event and then one second without a long task), so React and the drawing never compete with the
 * page's own loading. A page that had a long task before its load event is on a busy or slow device,
 * whose loading goes on longer: there the field also waits until PARTICLES_SETTLED_BUSY_MS after the
 * load event. Later, a long task pauses the field until PARTICLES_QUIET_MS pass without one.
 */
export const PARTICLES_SETTLED_MS = 2_500;
export const PARTICLES_SETTLED_BUSY_MS = 5_000;
export const PARTICLES_QUIET_MS = 1_000;

/** Devices that report less memory than this (GB) skip the particles (docs/frontend.md gives the rule). */
export const PARTICLES_MIN_MEMORY_GB = 4;
