/**
 * A second, private production server with an empty data folder, for the few
 * tests that need a state the shared test server cannot offer without destroying other
 * specs' data: an empty inbox, a login throttle that is allowed to trip, and a burst of 200
 * inquiries that would push other specs' cards off the inbox's first page.
 *
 * It serves the `dist/` the main test server's `npm start` built, on its own port and data
 * folder. Besides that folder, a server writes only uniquely named temporary folders, so the two
 * can run from one checkout (functions are bundled in memory).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalBlobs } from '../../../scripts/local-blobs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free loopback port, chosen by the system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))
      );
    });
  });
}

/** A running private server: its address, and how to stop it and remove its files. */
export interface FreshServer {
  url: string;
  /** Its local Blobs data folder. */
  dataDir: string;
  /** Runs `work` with the functions' store modules pointed at this server's data (to seed or damage it). */
  withStore: <T>(work: () => Promise<T>) => Promise<T>;
  /** What it printed so far (its functions' errors among it), for a failing test's message. */
  output: () => string;
  /** Stops it as a crash would (`SIGKILL`), keeping its data folder for the next server. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts a private production server with an empty store (or the data folder `dataDir` that a
 * killed server left), admin password `password`, and `env` added to its environment.
 */
export async function startFreshServer(
  password: string,
  env: Record<string, string> = {},
  dataDir?: string
): Promise<FreshServer> {
  const folder = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'studio-e2e-fresh-')));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      ADMIN_PASSWORD: password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fresh server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fresh server exited (${code}):\n${output}`));
    });
  });
  let stopping = false;
  // A server that stops by itself says why in the test's output.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`fresh server on port ${port} exited (${code ?? signal}):\n${output}`);
  });
  const end = async (signal: NodeJS.Signals) => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: folder,
    output: () => output,
    withStore: async (work) => {
      const blobs = await startLocalBlobs({ directory: folder });
      process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
      try {
        return await work();
      } finally {
        await blobs.stop();
      }
    },
    kill: () => end('SIGKILL'),
    stop: async () => {
      await end('SIGTERM');
      await rm(folder, { recursive: true, force: true });
    },
  };
}
