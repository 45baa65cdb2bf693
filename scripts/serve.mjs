// @ts-check
/**
 * Serves the production build (`dist/`) with the site's Netlify Functions and a local Netlify
 * Blobs store, as Netlify would. `npm start` builds first, then runs this.
 *
 *   PORT      port to listen on (default 4321)
 *   HOST      interface to listen on (default 127.0.0.1)
 *   DATA_DIR  where local Blobs data lives (default .netlify/blobs-serve, the folder
 *             `astro dev` uses too, so both see the same inquiries)
 *   EXTRA_STATIC_DIR      a further folder of static files, looked up after dist/ (the
 *                         performance benchmark serves its no-script reference pages from one)
 *
 * Functions (`/api/*`) run warm in this process (scripts/functions-host.mjs). Static files go
 * through Netlify's own emulator library `@netlify/dev`, which applies dist/_headers (built
 * from public/_headers) and dist/_redirects. Like Netlify's CDN, this server gives files no
 * rule caches `Cache-Control: public, max-age=0, must-revalidate` (Netlify's default) and
 * compresses text with brotli or gzip, so that what the tests and benchmarks see is what ships.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { createFunctionsHost, webRequestOf } from './functions-host.mjs';
import { startLocalBlobs } from './local-blobs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.netlify/blobs-serve');
const distDir = path.join(root, 'dist');
const extraStaticDir = process.env.EXTRA_STATIC_DIR ? path.resolve(process.env.EXTRA_STATIC_DIR) : undefined;
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No production build in dist/. Run `npm run build` first (`npm start` does both).');
  process.exit(1);
}

const blobs = await startLocalBlobs({ directory: dataDir });
// The functions run in this process: getStore() finds the local Blobs server through this.
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
process.env['NETLIFY_LOCAL'] = 'true';

const functions = await createFunctionsHost({ root, siteUrl: origin });

const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: origin,
  skipGitignore: true,
  functions: { enabled: false }, // run warm by the host above
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

const server = http.createServer(async (req, res) => {
  try {
    // The client address is the socket's; a forwarded header from the client is not trusted.
    const answer = await functions.handle(webRequestOf(req, origin), { ip: req.socket.remoteAddress ?? '' });
    if (answer) return await send(req, res, answer);
    const match = await netlify.handleAndIntrospectNodeRequest(req);
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

// A request whose head is too large never reaches the handler above: Node answers 431 with
// no body. Every answer under /api/ is JSON with a message, so say it here too.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const tooLarge = /** @type {NodeJS.ErrnoException} */ (error).code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? 'The request address or headers are too large.' : 'The request could not be read.',
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
});

server.listen(port, host, () => {
  console.log(`\n  Site ready at ${origin}/ (production build with Netlify Functions)`);
  console.log(`  Functions: ${functions.describe().join('; ')}`);
  console.log(`  Local Blobs data: ${dataDir}`);
  if (!process.env['ADMIN_PASSWORD']) {
    console.warn('  ADMIN_PASSWORD is not set: /admin accepts the development password (see README).');
  }
  console.log('');
});

const shutdown = async () => {
  server.close();
  await functions.stop();
  await netlify.stop();
  await blobs.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
