// @ts-check
/** What both benchmarks share: scripts/serve.mjs as a process group's leader, so its children stop with it; medians. */
import { spawn } from 'node:child_process';
import path from 'node:path';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** Resolves once the server prints "Site ready". @param {Record<string, string>} env */
export async function spawnServer(env) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs')], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = (signal = 'SIGTERM') => {
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // already gone
    }
  };
  process.once('exit', () => kill());
  let log = '';
  await new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`scripts/serve.mjs not ready after 3 minutes:\n${log}`)), 180_000).unref();
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}):\n${log}`)));
    const read = (/** @type {Buffer} */ chunk) => {
      log = (log + chunk.toString()).slice(-4_000);
      if (log.includes('Site ready')) resolve(undefined);
    };
    for (const stream of [child.stdout, child.stderr]) stream.on('data', read);
  }).catch((error) => {
    kill('SIGKILL');
    throw error;
  });
  return {
    stop: async () => {
      kill();
      setTimeout(() => kill('SIGKILL'), 10_000).unref();
      await exited;
    },
  };
}
