// @ts-check
/**
 * Serves the production build (`dist/`) with the real Netlify Functions and a local
 * Netlify Blobs store, through Netlify's own emulator library `@netlify/dev` (DECISIONS D9).
 * `npm start` builds first, then runs this.
 *
 *   PORT      port to listen on (default 4321)
 *   HOST      interface to listen on (default 127.0.0.1)
 *   DATA_DIR  where local Blobs data lives (default .netlify/blobs-serve, the folder
 *             `astro dev` uses too, so both see the same inquiries)
 *   MAX_CONCURRENT_CALLS  function calls (/api/*) run at once; the rest wait in line (default 8)
 *   EXTRA_STATIC_DIR      a further folder of static files, looked up after dist/ (the
 *                         performance benchmark serves its no-island reference page from one)
 *
 * Like Netlify's CDN, it answers static files with the headers of dist/_headers (built from
 * public/_headers; the emulator applies the file), gives files no rule caches
 * `Cache-Control: public, max-age=0, must-revalidate` (Netlify's default), and compresses
 * text with brotli or gzip, so that what the tests and benchmarks see is what ships.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { startLocalBlobs } from './local-blobs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.netlify/blobs-serve');
const distDir = path.join(root, 'dist');
const maxConcurrent = Number(process.env.MAX_CONCURRENT_CALLS ?? 8);
const extraStaticDir = process.env.EXTRA_STATIC_DIR ? path.resolve(process.env.EXTRA_STATIC_DIR) : undefined;
/** Every function of this site answers under this path. */
const FUNCTIONS_PATH = '/api/';
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No production build in dist/. Run `npm run build` first (`npm start` does both).');
  process.exit(1);
}

const blobs = await startLocalBlobs({ directory: dataDir });
// The functions run in worker threads that inherit this environment.
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
process.env['NETLIFY_LOCAL'] = 'true';

const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: origin,
  skipGitignore: true,
  blobs: { enabled: false }, // started above, on loopback and in DATA_DIR
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  geolocation: { enabled: false },
  environmentVariables: { enabled: false },
  ...(extraStaticDir && { staticFiles: { directories: [extraStaticDir] } }),
});
await netlify.start();

/**
 * The emulator bundles a function into a fresh folder for every call and deletes that
 * folder when the call ends. Calls of one function share its latest bundle, though, so a
 * call can still be loading modules from another call's folder when that one is deleted
 * ("Cannot find module …/functions-serve/_xyz/…"). Here every call builds into a folder of
 * ours instead, and the folders are deleted only once no request is in flight.
 */
const buildsDir = path.join(root, '.netlify', 'functions-serve', 'calls');
await rm(buildsDir, { recursive: true, force: true });
await mkdir(buildsDir, { recursive: true });
/** @type {string[]} */
let finishedBuilds = [];
const emulator = /** @type {any} */ (netlify);
if (typeof emulator.handleInEphemeralDirectory !== 'function') {
  throw new Error('@netlify/dev changed: NetlifyDev#handleInEphemeralDirectory is missing');
}
const handleInDirectory = emulator.handleInEphemeralDirectory.bind(netlify);
emulator.handleInEphemeralDirectory = async (/** @type {unknown[]} */ ...args) => {
  const directory = await mkdtemp(path.join(buildsDir, 'call-'));
  try {
    return await handleInDirectory(args[0], args[1], directory, args[3]);
  } finally {
    finishedBuilds.push(directory);
  }
};

/**
 * Like Netlify's CDN, unknown addresses get a 404 page with status 404: the one a
 * `_redirects` rule with status 404 names for their folder (`/fr/*  /fr/404/index.html  404`, the
 * French one), otherwise `/404.html`. The emulator serves such rules with status 200, so
 * this server answers them itself.
 * @type {{ prefix: string, page: string }[]}
 */
const notFoundPages = [];
for (const line of (await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => '')).split('\n')) {
  const [from = '', to = '', status] = line.trim().split(/\s+/);
  if (status !== '404' || !from.endsWith('/*')) continue;
  notFoundPages.push({ prefix: from.slice(0, -1), page: to });
}
notFoundPages.push({ prefix: '/', page: '/404.html' });

/**
 * Whether a request is one of those rules' unknown addresses: under its folder, and no file
 * of the build answers it (a rule only applies where no file matches, as on Netlify).
 * @param {string | undefined} url
 */
function isUnknownUnderRule(url = '/') {
  const pathname = decodeURIComponent(new URL(url, origin).pathname);
  if (!notFoundPages.some((rule) => rule.prefix !== '/' && pathname.startsWith(rule.prefix))) return false;
  const file = path.join(distDir, path.normalize(pathname));
  if (!file.startsWith(distDir)) return true;
  return ![file, path.join(file, 'index.html'), `${file}.html`].some((candidate) => isFile(candidate));
}

/** @param {string} file */
function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** Netlify's CDN answers every static file without a caching rule with this. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Media types worth compressing (the others, images and fonts, are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/;

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli when the client
 * takes it, as Netlify's CDN does, otherwise gzip.
 * @param {http.IncomingMessage} req
 * @returns {'br' | 'gzip' | undefined}
 */
function pickEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compressed static files, by encoding and path; dist/ does not change while it is served.
 * @type {Map<string, Buffer>}
 */
const compressedFiles = new Map();

/**
 * `body` compressed with `encoding` at the strongest settings, as a CDN stores static files.
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
function compress(body, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(body, { level: 9 });
}

const GENERIC_ERROR = 'Something went wrong on our side. Please try again later.';

/** @param {Response} response */
const isJson = (response) => (response.headers.get('content-type') ?? '').includes('application/json');

/**
 * Copies a web Response onto a Node response, compressed when the client accepts it and the
 * content is text.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Response} response
 * @param {{ isStatic?: boolean, status?: number }} [options] static files get Netlify's
 *   default Cache-Control and their compressed bodies are kept; `status` replaces the response's
 */
async function send(req, res, response, { isStatic = false, status = response.status } = {}) {
  const headers = new Headers(response.headers);
  // The emulator's diagnostics (x-nf-fetch-timing and friends) describe server internals.
  for (const name of [...headers.keys()]) if (name.startsWith('x-nf-')) headers.delete(name);
  if (isStatic && !headers.has('cache-control')) headers.set('cache-control', DEFAULT_CACHE_CONTROL);
  const cookies = headers.getSetCookie();
  headers.delete('set-cookie');
  const encoding = pickEncoding(req);
  const isCompressible =
    response.body && !headers.has('content-encoding') && COMPRESSIBLE.test(headers.get('content-type') ?? '');
  if (isCompressible) headers.append('vary', 'Accept-Encoding');
  if (isCompressible && encoding) {
    const key = `${encoding} ${req.url}`;
    let body = isStatic ? compressedFiles.get(key) : undefined;
    if (!body) {
      body = compress(Buffer.from(await response.arrayBuffer()), encoding);
      if (isStatic && status === 200) compressedFiles.set(key, body);
    } else {
      await response.body?.cancel();
    }
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    res.writeHead(status, headOf(headers, cookies));
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headOf(headers, cookies));
  if (response.body) Readable.fromWeb(/** @type {any} */ (response.body)).pipe(res);
  else res.end();
}

/**
 * @param {Headers} headers
 * @param {string[]} cookies
 * @returns {http.OutgoingHttpHeaders}
 */
function headOf(headers, cookies) {
  /** @type {http.OutgoingHttpHeaders} */
  const head = Object.fromEntries(headers);
  if (cookies.length > 0) head['set-cookie'] = cookies;
  return head;
}

/**
 * The emulator bundles a function again and starts a worker thread for every call, which
 * costs far more CPU than on Netlify; hundreds of simultaneous calls would thrash the
 * machine until some time out. Like a platform's concurrency limit, a queue keeps at most
 * `maxConcurrent` function calls in flight and makes the others wait their turn.
 */
let inFlight = 0;
/** @type {(() => void)[]} */
const waiting = [];
async function takeTurn() {
  if (inFlight >= maxConcurrent) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
  inFlight++;
}
function endTurn() {
  inFlight--;
  waiting.shift()?.();
  if (inFlight === 0 && finishedBuilds.length > 0) {
    const stale = finishedBuilds;
    finishedBuilds = [];
    for (const directory of stale) void rm(directory, { recursive: true, force: true });
  }
}

const server = http.createServer(async (req, res) => {
  // Static files never wait behind function calls.
  if (req.url?.startsWith(FUNCTIONS_PATH)) {
    await takeTurn();
    res.on('close', endTurn);
  }
  try {
    // Functions read the client address from X-Forwarded-For; trust only the socket's.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const match = await netlify.handleAndIntrospectNodeRequest(req);
    if (match?.type === 'function' && match.response.status >= 500 && !isJson(match.response)) {
      // The emulator's own failure page carries a stack trace: log it, answer generically.
      console.error('[serve] function failed:', await match.response.text());
      return await send(req, res, Response.json({ success: false, message: GENERIC_ERROR }, { status: 500 }));
    }
    if (match && !(match.type === 'redirect' && isUnknownUnderRule(req.url))) {
      return await send(req, res, match.response, { isStatic: match.type === 'static' });
    }
    // Like Netlify's CDN: unknown paths get their folder's 404 page with status 404, and the
    // headers of the path asked for.
    const rule = notFoundPages.find(({ prefix }) => req.url?.startsWith(prefix));
    const notFound = rule && (await netlify.handle(new Request(new URL(rule.page, origin))));
    if (notFound?.ok) return await send(req, res, notFound, { isStatic: true, status: 404 });
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  } catch (error) {
    console.error('[serve]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal server error');
  }
});

server.listen(port, host, () => {
  console.log(`\n  Site ready at ${origin}/ (production build with Netlify Functions)`);
  console.log(`  Local Blobs data: ${dataDir}`);
  if (!process.env['ADMIN_PASSWORD']) {
    console.warn('  ADMIN_PASSWORD is not set: /admin accepts the development password (see README).');
  }
  console.log('');
});

const shutdown = async () => {
  server.close();
  await netlify.stop();
  await blobs.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
