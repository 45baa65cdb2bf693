/** The particle network, as the client asked: shared by its island and its worker. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE_PX = 150;
export const PARTICLE_OPACITY = 0.3;

/** How the worker yields to a busy device (docs/frontend.md); SHRUNK_PIXELS is a 1280 × 800 screen's. */
export const FRAMES_PER_SECOND = 30;
export const FRAME_SHARE = 0.25;
export const FRAME_BUDGET_MS = 8;
export const SLOW_FRAMES_TO_SHRINK = 3;
export const SHRUNK_PIXELS = 1_024_000;

/** The field starts once the page has settled (after Lighthouse's load); long tasks pause it (docs/frontend.md). */
export const PARTICLES_SETTLED_MS = 2_500;
export const PARTICLES_SETTLED_BUSY_MS = 5_000;
export const PARTICLES_QUIET_MS = 1_000;

/** Devices that report less memory than this (GB) skip the particles (docs/frontend.md gives the rule). */
export const PARTICLES_MIN_MEMORY_GB = 4;
