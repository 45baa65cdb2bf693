// @ts-check
/**
 * Serves the production build with the site's functions (warm, scripts/functions-host.mjs) and a
 * local Blobs store, as Netlify would: PORT, HOST, DATA_DIR, EXTRA_STATIC_DIR (docs/local-server.md).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { RedirectsHandler } from '@netlify/redirects';
import { createFunctionsHost } from './functions-host.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.netlify/blobs-serve');
const distDir = path.join(root, 'dist');
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No production build in dist/. Run `npm run build` first (`npm start` does both).');
  process.exit(1);
}
// `netlify build` moves them into .netlify/netlify.toml: served without them, no answer would carry its headers.
if (!existsSync(path.join(distDir, '_headers')) || !existsSync(path.join(distDir, '_redirects'))) {
  console.error('dist/ has no _headers or _redirects (`netlify build` moves them). Run `npm run build` again.');
  process.exit(1);
}

const functions = await createFunctionsHost({ dataDir, origin });

// Files and `_headers` only: the host above runs the functions over its own Blobs, `rules` below the rules.
const OFF = 'functions redirects blobs edgeFunctions images aiGateway database geolocation environmentVariables';
const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: origin,
  skipGitignore: true,
  ...Object.fromEntries(OFF.split(' ').map((feature) => [feature, { enabled: false }])),
  ...(process.env.EXTRA_STATIC_DIR && { staticFiles: { directories: [path.resolve(process.env.EXTRA_STATIC_DIR)] } }),
});
await netlify.start();

/** `_redirects` rules, applied here: Netlify answers a rewrite with the rule's status, the emulator with the file's. */
const rules = new RedirectsHandler({
  configPath: path.join(root, 'netlify.toml'),
  configRedirects: [],
  jwtRoleClaim: '',
  jwtSecret: '',
  projectDir: root,
  publicDir: distDir,
});

/**
 * What `rule` makes of `request`: a redirect, or its target file with the rule's status.
 * @param {NonNullable<Awaited<ReturnType<typeof rules.match>>>} rule @param {Request} request
 */
async function follow(rule, request) {
  if (rule.redirect) return Response.redirect(rule.target, rule.statusCode);
  const target = await netlify.handle(new Request(rule.target, request));
  return target && new Response(target.body, { status: rule.statusCode, headers: target.headers });
}

/** Media types worth compressing (the others, images and fonts, are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/;

/** Brotli when the client takes it, as Netlify's CDN does, otherwise gzip. @param {http.IncomingMessage} req */
function pickEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
    .map((part) => part.split(';')[0]?.trim().toLowerCase());
  return /** @type {const} */ (['br', 'gzip']).find((encoding) => accepted.includes(encoding));
}

/** Compressed static files by encoding and path, at the strongest settings, as a CDN keeps them. */
const compressedFiles = new Map();
/** @param {Buffer} body @param {'br' | 'gzip'} encoding */
const compress = (body, encoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(body, { level: 9 });

/**
 * Copies a web Response onto a Node response, text compressed when the client accepts it (kept for static files).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Response} response
 */
async function send(req, res, response, { isStatic = false } = {}) {
  const { status } = response;
  const headers = new Headers(response.headers);
  // The emulator's diagnostics (x-nf-fetch-timing and friends) describe server internals.
  for (const name of [...headers.keys()]) if (name.startsWith('x-nf-')) headers.delete(name);
  const encoding = pickEncoding(req);
  const compressible =
    response.body && !headers.has('content-encoding') && COMPRESSIBLE.test(headers.get('content-type') ?? '');
  if (compressible) headers.append('vary', 'Accept-Encoding');
  if (!compressible || !encoding) {
    res.writeHead(status, [...headers].flat());
    return response.body ? void Readable.fromWeb(/** @type {any} */ (response.body)).pipe(res) : void res.end();
  }
  const key = `${encoding} ${req.url}`;
  const cached = isStatic ? compressedFiles.get(key) : undefined;
  if (cached) await response.body?.cancel();
  const body = cached ?? compress(Buffer.from(await response.arrayBuffer()), encoding);
  if (isStatic && status === 200) compressedFiles.set(key, body);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  res.writeHead(status, [...headers].flat());
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Netlify's answer where nothing else answers: the site's 404.html, with a 404 status. */
async function notFound() {
  const page = await netlify.handle(new Request(new URL('/404.html', origin)));
  return new Response(page ? page.body : 'Not found', { status: 404, headers: page?.headers ?? {} });
}

const server = http.createServer(async (req, res) => {
  try {
    // Netlify's request chain (docs/local-server.md): a matching function, unless preferStatic and a file matches;
    // the first matching rule, unless unforced and a file matches; the file; the site's 404.html.
    const headers = /** @type {Record<string, string>} */ (req.headers);
    const request = new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers });
    const route = functions.routeOf(req);
    const file = route && !route.preferStatic ? undefined : await netlify.handle(request);
    if (route && !file) return await send(req, res, /** @type {Response} */ (await functions.handle(req, route)));
    const rule = await rules.match(request);
    const rewritten = rule && (rule.force || !file) ? await follow(rule, request) : undefined;
    if (rewritten) await file?.body?.cancel();
    return await send(req, res, rewritten ?? file ?? (await notFound()), { isStatic: true });
  } catch (error) {
    console.error('[serve]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal server error');
  }
});

// Node's 5 s idle timeout resets a client sending as it fires (form posts after challenges); a CDN waits longer.
server.keepAliveTimeout = 65_000;

// A head Node cannot read never reaches the handler, and Node's own 431/400 has no body: send the JSON /api/ promises.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const tooLarge = /** @type {NodeJS.ErrnoException} */ (error).code === 'HPE_HEADER_OVERFLOW';
  const message = tooLarge ? 'The request address or headers are too large.' : 'The request could not be read.';
  const body = JSON.stringify({ success: false, message });
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
  const context = process.env['CONTEXT']?.trim() || 'production';
  if (context !== 'production')
    console.log(`  Deploy context: ${context} (its own stores, no daily job, no notifications)`);
  if (!process.env['ADMIN_PASSWORD'])
    console.warn('  ADMIN_PASSWORD is not set: /admin accepts the development password (see README).');
  console.log('');
});

const shutdown = async () => {
  server.close();
  await functions.stop();
  await netlify.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutdown);
