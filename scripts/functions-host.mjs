// @ts-check
/**
 * A warm local host for the site's Netlify Functions v2 (docs/local-server.md): bundles each
 * function once with esbuild (again on change under `astro dev`), routes by `config.path` and
 * calls the default export with a Netlify-shaped Context. `config.rateLimit` and
 * `config.schedule` are Netlify's only.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as esbuild from 'esbuild';
import { startLocalBlobs } from './local-blobs.mjs';

const FUNCTION_FILE = /\.(m?ts|m?js|cts|cjs)$/;

/** @typedef {{ name: string, handler: (req: Request, context: object) => unknown, pattern: URLPattern, rank: number }} Route */

/** Whether process `pid` is alive (signal 0 only checks). @param {number} pid */
function isRunning(pid) {
  try {
    return pid > 0 && process.kill(pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Netlify's `context.cookies`; what is set or deleted becomes `Set-Cookie` headers. @param {Request} request */
function cookieJar(request) {
  const incoming = new Map(
    (request.headers.get('cookie') ?? '').split(/;\s*/).map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
    })
  );
  /** @type {string[]} */
  const outgoing = [];
  /** @param {{ name: string, value: string, path?: string, maxAge?: number, httpOnly?: boolean, secure?: boolean, sameSite?: string }} c */
  const set = (c) =>
    void outgoing.push(
      [`${c.name}=${encodeURIComponent(c.value)}`, `Path=${c.path ?? '/'}`]
        .concat(c.maxAge === undefined ? [] : [`Max-Age=${c.maxAge}`], c.httpOnly ? ['HttpOnly'] : [])
        .concat(c.secure ? ['Secure'] : [], c.sameSite ? [`SameSite=${c.sameSite}`] : [])
        .join('; ')
    );
  const cookies = {
    get: (/** @type {string} */ name) => incoming.get(name),
    set,
    delete: (/** @type {string} */ name) => set({ name, value: '', maxAge: 0 }),
  };
  return { cookies, outgoing };
}

/**
 * Bundles and loads the functions of `root/netlify/functions`.
 * @param {{ root: string, siteUrl: string, watch?: boolean, log?: (line: string) => void }} options
 */
export async function createFunctionsHost({ root, siteUrl, watch = false, log = console.log }) {
  const sourceDir = path.join(root, 'netlify', 'functions');
  // One folder per process, so that servers of one checkout never share bundles; those of
  // processes that are gone are removed.
  const hostsDir = path.join(root, '.netlify', 'functions-host');
  const outDir = path.join(hostsDir, String(process.pid));
  await mkdir(outDir, { recursive: true });
  for (const folder of await readdir(hostsDir)) {
    if (!isRunning(Number(folder))) await rm(path.join(hostsDir, folder), { recursive: true, force: true });
  }
  const names = (await readdir(sourceDir)).filter((file) => FUNCTION_FILE.test(file));
  const env = { get: (/** @type {string} */ name) => process.env[name], toObject: () => ({ ...process.env }) };
  Object.assign(globalThis, { Netlify: { env: { ...env, has: (/** @type {string} */ name) => name in process.env } } });

  /** @type {Route[]} */
  let routes = [];
  /** @type {Set<Promise<unknown>>} */
  const background = new Set();
  // CommonJS through require(): under `astro dev`, Vite's module runner would take over import().
  const require = createRequire(path.join(outDir, 'index.cjs'));
  function loadBundles() {
    routes = names.flatMap((file) => {
      const name = file.replace(FUNCTION_FILE, '');
      const bundle = path.join(outDir, `${name}.cjs`);
      delete require.cache[bundle];
      const { default: handler, config = {} } = require(bundle);
      const paths = [config.path ?? `/.netlify/functions/${name}`].flat();
      // Literal paths win over named parameters, which win over wildcards.
      const rank = (/** @type {string} */ p) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
      return paths.map((p) => ({ name, handler, pattern: new URLPattern({ pathname: p }), rank: rank(p) }));
    });
    routes.sort((a, b) => a.rank - b.rank);
  }

  /** @type {esbuild.BuildOptions} */
  const options = {
    entryPoints: names.map((file) => path.join(sourceDir, file)),
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  };
  let rebuilt = false;
  const reload = {
    name: 'reload-functions',
    setup: (/** @type {esbuild.PluginBuild} */ build) =>
      build.onEnd((result) => {
        if (!rebuilt || result.errors.length > 0) return void (rebuilt = true);
        loadBundles();
        log('[functions] rebuilt after a change');
      }),
  };
  const watcher = watch ? await esbuild.context({ ...options, plugins: [reload] }) : undefined;
  await (watcher ? watcher.rebuild().then(() => watcher.watch()) : esbuild.build(options));
  loadBundles();

  /**
   * Calls the function that answers `request`; undefined when none does.
   * @param {Request} request @param {{ ip: string }} client
   * @returns {Promise<Response | undefined>}
   */
  async function handle(request, { ip }) {
    const url = new URL(request.url);
    const route = routes.find(({ pattern }) => pattern.test({ pathname: url.pathname }));
    if (!route) return undefined;
    const groups = route.pattern.exec({ pathname: url.pathname })?.pathname.groups ?? {};
    request.headers.set('x-nf-client-connection-ip', ip);
    const { cookies, outgoing } = cookieJar(request);
    const context = {
      cookies,
      geo: {},
      ip,
      params: Object.fromEntries(Object.entries(groups).filter(([key]) => !/^\d+$/.test(key))),
      site: { url: new URL(siteUrl).origin },
      url,
      waitUntil: (/** @type {Promise<unknown>} */ promise) => {
        const settled = Promise.resolve(promise)
          .catch((cause) => console.error(`[functions] ${route.name}: waitUntil task failed`, cause))
          .finally(() => background.delete(settled));
        background.add(settled);
      },
    };
    let response;
    try {
      const answer = await route.handler(request, context);
      response = answer instanceof Response ? answer : new Response(null, { status: 204 });
    } catch (cause) {
      console.error(`[functions] ${route.name} failed:`, cause);
      const message = 'Something went wrong on our side. Please try again later.';
      return Response.json({ success: false, message }, { status: 500 });
    }
    if (outgoing.length === 0) return response;
    const withCookies = new Response(response.body, response);
    for (const cookie of outgoing) withCookies.headers.append('set-cookie', cookie);
    return withCookies;
  }

  const settle = async () => {
    while (background.size > 0) await Promise.all(background);
  };
  return {
    handle,
    settle,
    describe: () => routes.map((route) => `${route.name}: ${route.pattern.pathname}`),
    stop: async () => {
      await watcher?.dispose();
      await settle();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The web Request for a Node request, its body streamed. Its URL names the host the client
 * asked for, as on Netlify (`localhost` and `127.0.0.1` are different origins to a browser).
 * @param {import('node:http').IncomingMessage} req @param {string} origin for a request without Host
 */
export function webRequestOf(req, origin) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : /** @type {ReadableStream} */ (Readable.toWeb(req)),
    // @ts-expect-error Node's fetch needs this for a streamed body; not in the DOM types.
    duplex: 'half',
  });
}

/**
 * A Vite plugin for `astro dev`: the functions, warm and rebuilt on change, over a local Blobs
 * server in `dataDir` (the folder `npm start` uses too).
 * @param {{ root: string, dataDir: string }} options
 * @returns {import('vite').Plugin}
 */
export function functionsDevPlugin({ root, dataDir }) {
  return {
    name: 'studio:netlify-functions',
    apply: 'serve',
    async configureServer(server) {
      const blobs = await startLocalBlobs({ directory: dataDir });
      process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
      process.env['NETLIFY_LOCAL'] ??= 'true';
      const origin = `http://localhost:${server.config.server.port ?? 4321}`;
      const log = (/** @type {string} */ line) => server.config.logger.info(line);
      const host = await createFunctionsHost({ root, siteUrl: origin, watch: true, log });
      server.httpServer?.once('close', () => void host.stop().then(blobs.stop));
      server.middlewares.use(async (req, res, next) => {
        try {
          const answer = await host.handle(webRequestOf(req, origin), { ip: req.socket.remoteAddress ?? '' });
          if (!answer) return next();
          res.writeHead(answer.status, [...answer.headers].flat());
          if (answer.body) Readable.fromWeb(/** @type {any} */ (answer.body)).pipe(res);
          else res.end();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
