// @ts-check
/**
 * A local Netlify Blobs server: the official emulator from `@netlify/blobs/server`, behind a
 * server bound to 127.0.0.1 (`BlobsServer#start()` binds every interface), with the promises
 * Netlify keeps and the emulator does not (docs/storage.md):
 * - Conditional writes are atomic. The emulator checks `If-None-Match` / `If-Match` and then
 *   writes, in separate steps, so racing writers all pass. Here every write and delete of a
 *   key runs alone, and the condition is checked inside that turn: in order within a server,
 *   and under a lock directory per key across servers that share the folder (`npm start`
 *   beside `npm run dev`, a test seeding beside the server).
 * - Etags change with the content. The emulator's are made from the file's time to the
 *   millisecond (two writes in one millisecond share one) and reads carry none. Here an etag
 *   is a hash of the blob's bytes, on every answer that names a blob.
 * - A listing sees every key written before it started. The emulator's walk ends early,
 *   without an error, when a write's temporary file vanishes under it. Here a listing waits
 *   for the writes of its store in flight, and new ones wait for it.
 * Listings are complete for the writes that go through the same server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * Site id the data is filed under: the one Netlify's emulator uses for a site that is not
 * linked, so that `npm start` and `npm run dev` see the same local inquiries.
 */
export const LOCAL_SITE_ID = '0';

/** @param {Uint8Array} bytes */
const etagOf = (bytes) => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

/** @param {string} file @returns {Promise<Buffer | null>} the file's bytes, or null when there is none */
const readBlob = (file) => readFile(file).catch(() => null);

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

/** A lock older than this belongs to a server that stopped while holding it. */
const STALE_LOCK_MS = 10_000;

/**
 * Runs `task` holding the lock of `key` among every server using `directory`: a directory
 * named after the key, which only one of them can create.
 * @type {<T>(directory: string, key: string, task: () => Promise<T>) => Promise<T>}
 */
async function withFolderLock(directory, key, task) {
  const lock = path.join(directory, 'locks', createHash('sha256').update(key).digest('hex'));
  for (let tries = 0; ; tries++) {
    const taken = await mkdir(lock).then(
      () => true,
      (/** @type {NodeJS.ErrnoException} */ error) => {
        if (error.code !== 'EEXIST') throw error;
        return false;
      }
    );
    if (taken) break;
    const since = await stat(lock).then(
      (found) => found.mtimeMs,
      () => Date.now()
    );
    if (Date.now() - since > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, Math.min(20, tries + 1)));
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Per store: writes run side by side; a listing waits until none is in flight and holds new ones back. */
function listingGate() {
  /** @type {Map<string, { writes: number, drained: (() => void)[], listing: Promise<void> | null }>} */
  const stores = new Map();
  const state = (/** @type {string} */ store) => {
    let found = stores.get(store);
    if (!found) stores.set(store, (found = { writes: 0, drained: [], listing: null }));
    return found;
  };
  return {
    /** @type {<T>(store: string, task: () => Promise<T>) => Promise<T>} */
    async write(store, task) {
      const s = state(store);
      while (s.listing) await s.listing;
      s.writes++;
      try {
        return await task();
      } finally {
        if (--s.writes === 0) for (const resolve of s.drained.splice(0)) resolve();
      }
    },
    /** @type {<T>(store: string, task: () => Promise<T>) => Promise<T>} */
    async list(store, task) {
      const s = state(store);
      while (s.listing) await s.listing;
      /** @type {() => void} */
      let done = () => undefined;
      s.listing = new Promise((resolve) => (done = resolve));
      try {
        if (s.writes > 0) await new Promise((resolve) => s.drained.push(() => resolve(undefined)));
        return await task();
      } finally {
        s.listing = null;
        done();
      }
    },
  };
}

/**
 * Starts the emulator on 127.0.0.1 with its data in `directory`.
 * @param {{ directory: string, port?: number }} options
 * @returns {Promise<{ url: string, token: string, context: string, stop: () => Promise<void> }>}
 *   `context` is the value for NETLIFY_BLOBS_CONTEXT that points `getStore()` at it.
 */
export async function startLocalBlobs({ directory, port = 0 }) {
  const token = randomBytes(16).toString('hex');
  const emulator = /** @type {any} */ (new BlobsServer({ directory, token }));
  for (const method of ['handleRequest', 'getLocalPaths']) {
    if (typeof emulator[method] !== 'function') {
      throw new Error(`@netlify/blobs/server changed: BlobsServer#${method} is missing`);
    }
  }
  await mkdir(path.join(directory, 'locks'), { recursive: true });
  const perKey = queuePerKey();
  const gate = listingGate();

  /** @param {Request} request @returns {Promise<Response>} */
  async function handle(request) {
    /** @type {{ dataPath?: string, key?: string, rootPath?: string }} */
    const { dataPath, key, rootPath } = emulator.getLocalPaths(new URL(request.url));
    const method = request.method;
    if (!dataPath || !rootPath || !emulator.validateAccess(request)) return emulator.handleRequest(request);
    if (!key) {
      if (method === 'DELETE') return gate.write(rootPath, () => emulator.handleRequest(request));
      if (method !== 'GET') return emulator.handleRequest(request);
      return gate.list(rootPath, async () => withListEtags(await emulator.handleRequest(request), rootPath));
    }
    if (method === 'GET' || method === 'HEAD') {
      const response = await emulator.handleRequest(request);
      if (response.status !== 200) return response;
      const body = method === 'GET' ? Buffer.from(await response.arrayBuffer()) : await readBlob(dataPath);
      if (!body) return new Response(null, { status: 404 });
      const etag = etagOf(body);
      const headers = new Headers(response.headers);
      headers.set('etag', etag);
      if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return new Response(method === 'GET' ? body : null, { status: 200, headers });
    }
    if (method !== 'PUT' && method !== 'DELETE') return emulator.handleRequest(request);
    const locked = (/** @type {() => Promise<Response>} */ task) =>
      perKey(dataPath, () => withFolderLock(directory, dataPath, task));
    return gate.write(rootPath, () =>
      locked(async () => {
        const ifNoneMatch = request.headers.get('if-none-match');
        const ifMatch = request.headers.get('if-match');
        const exists = () =>
          access(dataPath).then(
            () => true,
            () => false
          );
        if (ifNoneMatch === '*' && (await exists())) return new Response(null, { status: 412 });
        if (ifMatch) {
          const current = await readBlob(dataPath);
          if (!current || etagOf(current) !== ifMatch) return new Response(null, { status: 412 });
        }
        if (method === 'DELETE') return emulator.handleRequest(request);
        // The condition holds: the emulator writes without checking it again (its etags differ).
        const headers = new Headers(request.headers);
        headers.delete('if-none-match');
        headers.delete('if-match');
        const body = Buffer.from(await request.arrayBuffer());
        const response = await emulator.handleRequest(new Request(request.url, { method, headers, body }));
        if (response.status !== 200) return response;
        return new Response(null, { status: 200, headers: { etag: etagOf(body) } });
      })
    );
  }

  /** A listing with each blob's etag as a read of it would answer. @param {Response} response @param {string} root */
  async function withListEtags(response, root) {
    if (response.status !== 200) return response;
    /** @type {{ blobs: { key: string, etag: string }[], directories: string[] }} */
    const listing = await response.json();
    for (const blob of listing.blobs) {
      const bytes = await readBlob(path.join(root, ...blob.key.split('/')));
      if (bytes) blob.etag = etagOf(bytes);
    }
    return Response.json(listing);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET';
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const request = new Request(new URL(req.url ?? '/', url), {
        method,
        headers: /** @type {Record<string, string>} */ (req.headers),
        body: method === 'GET' || method === 'HEAD' ? null : Buffer.concat(chunks),
      });
      const response = await handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('[local-blobs]', error);
      res.writeHead(500).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Blobs server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  emulator.address = url;

  const context = Buffer.from(
    JSON.stringify({
      edgeURL: url,
      uncachedEdgeURL: url,
      token,
      siteID: LOCAL_SITE_ID,
      deployID: '0',
      primaryRegion: 'us-east-2',
    })
  ).toString('base64');

  return {
    url,
    token,
    context,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
