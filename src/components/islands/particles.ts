/** The particle network's numbers, shared by its island, its worker and the landing page. */
export const PARTICLES = {
  count: 50,
  linkDistancePx: 150,
  opacity: 0.3,
  /** slowFramesToHalve frames in a row slower than this (ms) halve the rate, down to minFramesPerSecond. */
  frameBudgetMs: 8,
  slowFramesToHalve: 3,
  framesPerSecond: 30,
  minFramesPerSecond: 7.5,
} as const;

/** Devices that report less memory than this (GB) skip the particles (docs/frontend.md gives the rule). */
export const PARTICLES_MIN_MEMORY_GB = 4;
