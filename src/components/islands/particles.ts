/** The particle network's numbers, shared by its island, its worker and the landing page. */
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

/** Devices that report less memory than this (GB) skip the particles (docs/frontend.md gives the rule). */
export const PARTICLES_MIN_MEMORY_GB = 4;
