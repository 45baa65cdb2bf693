// @ts-check
/** Starts scripts/serve.mjs for a benchmark, leading a process group so that its children stop with it. */
import { spawn } from 'node:child_process';
import path from 'node:path';

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
  let log = '';
  try {
    await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`scripts/serve.mjs not ready after 3 minutes:\n${log}`)), 180_000).unref();
      child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}):\n${log}`)));
      const read = (/** @type {Buffer} */ chunk) => {
        log = (log + chunk.toString()).slice(-4_000);
        if (log.includes('Site ready')) resolve(undefined);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
    });
  } catch (error) {
    kill('SIGKILL');
    throw error;
  }
  return {
    kill,
    stop: async () => {
      kill();
      setTimeout(() => kill('SIGKILL'), 10_000).unref();
      await exited;
    },
  };
}
