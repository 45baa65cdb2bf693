// @ts-check
/**
 * A local Netlify Blobs server: the official emulator on 127.0.0.1 with the promises Netlify keeps and it does not
 * (docs/storage.md): atomic conditional writes (per key, in order, locked across servers sharing the data folder),
 * content etags, listings that see every write finished before them, writes a crash cannot leave half-done.
 */
import { hash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

const etagOf = (/** @type {Uint8Array} */ bytes) => `"${hash('sha256', bytes).slice(0, 32)}"`;

const readBlob = (/** @type {string} */ file) => readFile(file).catch(() => null);

/** The header that carries a blob's metadata between the client and the emulator: `b64;` and base64 JSON. */
const METADATA_HEADER = 'x-amz-meta-user';

/** `text` when it is JSON, otherwise `{}`: metadata that cannot be read counts as none. @param {string | null} text */
function metadataJson(text) {
  try {
    return JSON.stringify(JSON.parse(text ?? '{}'));
  } catch {
    return '{}';
  }
}
const decodeMetadata = (/** @type {string | null} */ header) =>
  metadataJson(header?.startsWith('b64;') ? Buffer.from(header.slice(4), 'base64').toString('utf8') : null);
const encodeMetadata = (/** @type {string} */ json) => `b64;${Buffer.from(json).toString('base64')}`;

/** Temporary files older than this belong to a write that will never finish (a stopped server). */
const ABANDONED_MS = 60_000;

/**
 * Removes the temporary files of writes a crash cut short: ours in `<directory>/tmp/`, the emulator's dot-named ones
 * beside the blobs; only past ABANDONED_MS, as another server may be writing. @param {string} directory
 */
async function removeAbandonedWrites(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  const tmp = path.join(directory, 'tmp');
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || (entry.parentPath !== tmp && !entry.name.startsWith('.'))) continue;
    const age = Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now());
    if (age > ABANDONED_MS) await rm(file, { force: true });
  }
}

/** Runs tasks given the same key one at a time, in the order they came. */
function queuePerKey() {
  /** @type {Map<string, Promise<unknown>>} */
  const tails = new Map();
  /** @type {<T>(key: string, task: () => Promise<T>) => Promise<T>} */
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return run;
  };
}

/**
 * Runs `task` holding the lock of `key` among every server using `directory`: a folder only one can create.
 * @type {<T>(directory: string, key: string, task: () => Promise<T>) => Promise<T>}
 */
async function withFolderLock(directory, key, task) {
  const lock = path.join(directory, 'locks', hash('sha256', key));
  const take = () =>
    mkdir(lock).then(
      () => true,
      (/** @type {NodeJS.ErrnoException} */ e) => (e.code === 'EEXIST' ? false : Promise.reject(e))
    );
  for (let tries = 1; !(await take()); tries++) {
    // A lock older than 10 s belongs to a server that stopped while holding it.
    const since = (await stat(lock).catch(() => null))?.mtimeMs ?? Date.now();
    if (Date.now() - since > 10_000) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, Math.min(20, tries)));
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Per store: writes run side by side; a listing waits for those in flight and holds new ones back. */
function listingGate() {
  /** @type {Map<string, { writes: Set<Promise<unknown>>, listing: Promise<unknown> }>} */
  const stores = new Map();
  const state = (/** @type {string} */ store) => {
    if (!stores.has(store)) stores.set(store, { writes: new Set(), listing: Promise.resolve() });
    return /** @type {{ writes: Set<Promise<unknown>>, listing: Promise<unknown> }} */ (stores.get(store));
  };
  return {
    /** @type {<T>(store: string, task: () => Promise<T>) => Promise<T>} */
    async write(store, task) {
      const s = state(store);
      for (let seen; seen !== s.listing;) await (seen = s.listing);
      const run = task();
      s.writes.add(run);
      return run.finally(() => s.writes.delete(run));
    },
    /** @type {<T>(store: string, task: () => Promise<T>) => Promise<T>} */
    list(store, task) {
      const s = state(store);
      const run = s.listing.then(() => Promise.allSettled(s.writes)).then(task);
      s.listing = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * Starts the emulator on 127.0.0.1 over `directory`; `context`, for NETLIFY_BLOBS_CONTEXT, points `getStore()` at it.
 * @param {{ directory: string }} options
 * @returns {Promise<{ context: string, stop: () => Promise<void> }>}
 */
export async function startLocalBlobs({ directory }) {
  const token = randomBytes(16).toString('hex');
  const emulator = /** @type {any} */ (new BlobsServer({ directory, token }));
  for (const folder of ['locks', 'tmp']) await mkdir(path.join(directory, folder), { recursive: true });
  await removeAbandonedWrites(directory);

  /**
   * Writes `bytes` to `file` whole or not at all: into a temporary file no listing sees, then renamed over `file`.
   * @param {string} file @param {Uint8Array | string} bytes
   */
  async function writeWhole(file, bytes) {
    const temporary = path.join(directory, 'tmp', randomBytes(12).toString('hex'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
  const perKey = queuePerKey();
  const gate = listingGate();

  /** @param {Request} request @returns {Promise<Response>} */
  async function handle(request) {
    /** @type {{ dataPath?: string, key?: string, metadataPath?: string, rootPath?: string }} */
    const { dataPath, key, metadataPath, rootPath } = emulator.getLocalPaths(new URL(request.url));
    const method = request.method;
    if (!dataPath || !metadataPath || !rootPath || !emulator.validateAccess(request)) {
      return emulator.handleRequest(request);
    }
    if (!key) {
      if (method === 'DELETE') return gate.write(rootPath, () => emulator.handleRequest(request));
      if (method !== 'GET') return emulator.handleRequest(request);
      // A listing, with each blob's etag as a read of it would answer.
      return gate.list(rootPath, async () => {
        const response = await emulator.handleRequest(request);
        if (response.status !== 200) return response;
        /** @type {{ blobs: { key: string, etag: string }[], directories: string[] }} */
        const listing = await response.json();
        for (const blob of listing.blobs) {
          const bytes = await readBlob(path.join(rootPath, ...blob.key.split('/')));
          if (bytes) blob.etag = etagOf(bytes);
        }
        return Response.json(listing);
      });
    }
    if (method === 'GET' || method === 'HEAD') {
      // A blob exists when its data file does; metadata that cannot be read counts as none.
      const body = await readBlob(dataPath);
      if (!body) return new Response(null, { status: 404 });
      const etag = etagOf(body);
      const metadata = await readFile(metadataPath, 'utf8').catch(() => null);
      const headers = { etag, [METADATA_HEADER]: encodeMetadata(metadataJson(metadata)) };
      if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return new Response(method === 'GET' ? body : null, { status: 200, headers });
    }
    if (method !== 'PUT' && method !== 'DELETE') return emulator.handleRequest(request);
    const write = async () => {
      const ifNoneMatch = request.headers.get('if-none-match');
      const ifMatch = request.headers.get('if-match');
      if (ifNoneMatch === '*' && existsSync(dataPath)) return new Response(null, { status: 412 });
      if (ifMatch) {
        const current = await readBlob(dataPath);
        if (!current || etagOf(current) !== ifMatch) return new Response(null, { status: 412 });
      }
      if (method === 'DELETE') return emulator.handleRequest(request);
      // The emulator writes metadata in place, which a crash can leave empty: both files are written whole here.
      const body = Buffer.from(await request.arrayBuffer());
      await writeWhole(dataPath, body);
      await writeWhole(metadataPath, decodeMetadata(request.headers.get(METADATA_HEADER)));
      return new Response(null, { status: 200, headers: { etag: etagOf(body) } });
    };
    return gate.write(rootPath, () => perKey(dataPath, () => withFolderLock(directory, dataPath, write)));
  }

  const server = http.createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? null : Buffer.concat(await req.toArray());
      const headers = /** @type {Record<string, string>} */ (req.headers);
      const response = await handle(new Request(new URL(req.url ?? '/', url), { method, headers, body }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('[local-blobs]', error);
      res.writeHead(500).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  emulator.address = url;
  // Site id '0' is the emulator's for an unlinked site, so that `npm start` and `npm run dev` share data.
  const site = { edgeURL: url, uncachedEdgeURL: url, token, siteID: '0', deployID: '0' };
  return {
    context: Buffer.from(JSON.stringify({ ...site, primaryRegion: 'us-east-2' })).toString('base64'),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
