import { defineConfig } from 'vitest/config';

/** tsconfig.json's `~/*` → `src/*` alias, for modules under test that use it. */
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    // Every core: the integration files mostly wait on their Blobs servers. (Left to its default,
    // Vitest 5 ran them one at a time on a 2-core machine: 52 s against 33 s.)
    maxWorkers: '100%',
    projects: [
      { resolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        resolve,
        // Each file starts its own local Blobs server in a temporary folder; a hook stops it and
        // removes the folder, which after the 10,000-inquiry backup test took over 10 s (Vitest's
        // default hook limit) on a busy 2-core host.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
