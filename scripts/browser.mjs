// @ts-check
/**
 * Which Chromium the browser tests and benchmarks drive: Playwright's own where it is
 * installed (`npx playwright install chromium`), otherwise the system one from Debian's
 * `chromium` package. Run as a script (`npm test` does, before the tests), it makes sure one
 * of them is there: it installs Debian's with apt-get when it may (root, apt-get present),
 * and otherwise stops with the command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags the system Chromium needs when it runs as root on a machine with a closed network
 * (no sandbox for root; no calls home, which such a network refuses).
 */
export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const APT_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * Launch options for Playwright: none for its own Chromium, the path and flags for the
 * system one; null when neither is installed.
 * @returns {{ executablePath?: string, args?: string[] } | null}
 */
export function chromiumLaunchOptions() {
  if (existsSync(chromium.executablePath())) return {};
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS };
  return null;
}

/** Makes sure a Chromium is installed; exits with the command to run when it cannot. */
function ensureChromium() {
  if (chromiumLaunchOptions()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`No Chromium found for the browser tests: installing Debian's (${APT_COMMAND})`);
    execSync(APT_COMMAND, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (chromiumLaunchOptions()) return;
  }
  console.error(
    [
      'The browser tests need Chromium, and none is installed. Install one, then run the tests again:',
      `  on Debian or Ubuntu:   sudo sh -c '${APT_COMMAND}'`,
      '  where downloads work:  npx playwright install chromium',
    ].join('\n')
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
