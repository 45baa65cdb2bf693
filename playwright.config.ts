import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

/** Port of the production server the browser tests start (not the one `npm start` uses). */
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export const E2E_OWNER_PASSWORD = 'e2e-owner-password';

/** The specs of the scroll reveal, smooth scrolling and what React's arrival changes. */
const MOTION_SPECS = /\/(csp|js-budget|messaging-prompt|landing|layout-shift|navigation|islands-hydration)\.spec\.ts$/;
/** The canvas's: it starts, pauses and degrades with the page's long tasks, so it runs on its own. */
const CANVAS_SPECS = /\/islands\.spec\.ts$/;

// The server's Blobs data goes to a fresh temporary folder, never the user's local data.
// Workers load this file again; the environment carries the first choice to them.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env['CI'],
  // Three on CI too, now that only the specs of what moves run the canvas: a test spends much of
  // its time waiting on the server or a timer, which a third browser fills.
  workers: 3,
  timeout: 60_000,
  reporter: process.env['CI'] ? 'list' : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test its snapshots; CI keeps only the report's text.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    // Playwright's own Chromium where it is installed, otherwise the system one (`npm test` checks).
    launchOptions: chromiumLaunchOptions() ?? {},
  },
  // Every landing page runs the particle canvas, whose frames Chromium draws in software here: a
  // browser that asks for reduced motion gets no canvas (and no scroll reveal or smooth scroll).
  // The specs of what moves run with motion; the others with reduced motion, which spares the
  // shared host those frames. The canvas's run once the others are done, alone: on a 2-core host,
  // three browsers at work keep its page from ever settling (docs/local-server.md).
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], reducedMotion: 'reduce' },
      testIgnore: [MOTION_SPECS, CANVAS_SPECS],
    },
    { name: 'motion', use: devices['Desktop Chrome'], testMatch: MOTION_SPECS },
    { name: 'canvas', use: devices['Desktop Chrome'], testMatch: CANVAS_SPECS, dependencies: ['chromium', 'motion'] },
  ],
  webServer: {
    // The real production build with its functions and a local Blobs store (npm start). Outside CI a
    // server already answering on E2E_PORT (`npm run serve` on that port) is used as it is.
    command: 'npm start',
    url: BASE_URL,
    reuseExistingServer: !process.env['CI'],
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['E2E_DATA_DIR'],
      ADMIN_PASSWORD: E2E_OWNER_PASSWORD,
    },
  },
});
