// @ts-check
/**
 * Which Chromium the browser tests and benchmarks drive: Playwright's own, else Debian's. Run as a
 * script (`npm test` and `.ci/run` do), it installs Debian's when it may, else says how (docs/local-server.md).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Absent before `npm ci` has run: `.ci/run` installs the system Chromium meanwhile, on the machine's own Node.
const { chromium } = await import('@playwright/test').catch(() => ({ chromium: undefined }));

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const APT_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * Launch options for Playwright: none for its own Chromium; for the system one, its path and the
 * flags it needs as root on a closed network (no sandbox, no calls home). Null with neither.
 * @returns {{ executablePath?: string, args?: string[] } | null}
 */
export function chromiumLaunchOptions() {
  if (chromium && existsSync(chromium.executablePath())) return {};
  if (!existsSync(SYSTEM_CHROMIUM)) return null;
  const args = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return { executablePath: SYSTEM_CHROMIUM, args };
}

/** A mid-range phone's hardware as its browser reports it, so the particle canvas runs in every test and figure. */
export const MID_RANGE_PHONE = { cores: 8, memoryGb: 4 };

/**
 * An init script: the page sees `device`'s cores, memory, Save-Data and whether a canvas can go to a worker.
 * @param {{ cores: number, memoryGb: number, saveData?: boolean, offscreenCanvas?: boolean }} device
 */
export function presentDevice({ cores, memoryGb, saveData, offscreenCanvas }) {
  Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores });
  Object.defineProperty(navigator, 'deviceMemory', { get: () => memoryGb });
  if (saveData) Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) });
  if (offscreenCanvas === false) Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
}

if (process.argv[1] === import.meta.filename && !chromiumLaunchOptions()) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No Chromium found for the browser tests: installing Debian's (${APT_COMMAND})`);
    execSync(APT_COMMAND, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!chromiumLaunchOptions()) {
    console.error(`The browser tests need Chromium, and none is installed. Install one, then run the tests again:
  on Debian or Ubuntu:   sudo sh -c '${APT_COMMAND}'
  where downloads work:  npx playwright install chromium`);
    process.exit(1);
  }
}
