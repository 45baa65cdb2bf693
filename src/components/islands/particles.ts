/** The particle network, as the client asked: shared by its island and its worker. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE_PX = 150;
export const PARTICLE_OPACITY = 0.3;

/** The share of the time the worker's frames keep to, yielding to a busy device (docs/frontend.md). */
export const FRAME_SHARE = 0.25;

/** The field starts once the page has settled (after Lighthouse's load); long tasks pause it (docs/frontend.md). */
export const PARTICLES_SETTLED_MS = 2_500;
export const PARTICLES_SETTLED_BUSY_MS = 5_000;
export const PARTICLES_QUIET_MS = 1_000;

/** Devices that report less memory than this (GB) skip the particles (docs/frontend.md gives the rule). */
export const PARTICLES_MIN_MEMORY_GB = 4;

/** The island's `client:affordable` options. */
export const PARTICLES_HYDRATION = {
  minMemoryGb: PARTICLES_MIN_MEMORY_GB,
  quietMs: PARTICLES_SETTLED_MS,
  busyQuietMs: PARTICLES_SETTLED_BUSY_MS,
};
