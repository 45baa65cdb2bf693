// @ts-check
/**
 * Netlify's own CLI for the deploy check (docs/local-server.md): not a dependency of the site
 * (about 420 MB), installed once into a cache folder. Run as a script, it installs it; `.ci/run`
 * does so on the machine's own Node while the rest installs and the tests run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const NETLIFY_CLI = 'netlify-cli@27.10.2';
const cacheDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'studio-site', NETLIFY_CLI);
export const netlifyBin = path.join(cacheDir, 'node_modules', '.bin', 'netlify');

export function installNetlifyCli() {
  if (existsSync(netlifyBin)) return;
  console.log(`Installing ${NETLIFY_CLI} into ${cacheDir} (once; about 420 MB)…`);
  const started = Date.now();
  execFileSync('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--loglevel=error', NETLIFY_CLI], {
    stdio: 'inherit',
  });
  console.log(`Installed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === import.meta.filename) installNetlifyCli();
