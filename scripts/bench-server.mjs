// @ts-check
/** What the benchmarks and the deploy check share: a server as a process group's leader, so its children stop with it; medians. */
import { spawn } from 'node:child_process';
import path from 'node:path';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

export const median = (/** @type {number[]} */ values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * Starts `command` and resolves once it prints `ready`, with what it printed and a `stop`.
 * @param {Record<string, string | undefined>} env
 */
export async function spawnReady(
  env,
  command = process.execPath,
  args = [path.join(import.meta.dirname, 'serve.mjs')],
  ready = 'Site ready'
) {
  const child = spawn(command, args, {
    env,
    cwd: path.join(import.meta.dirname, '..'),
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
  const name = path.basename(command);
  let log = '';
  await new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`${name} not ready after 5 minutes:\n${log}`)), 300_000).unref();
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${log}`)));
    const read = (/** @type {Buffer} */ chunk) => {
      log = (log + chunk.toString()).slice(-20_000);
      if (log.includes(ready)) resolve(undefined);
    };
    for (const stream of [child.stdout, child.stderr]) stream.on('data', read);
  }).catch((error) => {
    kill('SIGKILL');
    throw error;
  });
  return {
    log,
    stop: async () => {
      kill();
      setTimeout(() => kill('SIGKILL'), 10_000).unref();
      await exited;
    },
  };
}

/** scripts/serve.mjs on loopback with `env` added. @param {Record<string, string>} env */
export const spawnServer = (env) => spawnReady({ ...process.env, HOST: '127.0.0.1', ...env });
