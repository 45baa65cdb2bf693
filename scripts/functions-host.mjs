// @ts-check
/**
 * A warm local host for the site's Netlify Functions (v2: `export default (req, context)`
 * and `export const config`). Netlify's emulator (`@netlify/dev`) bundles a function again
 * and starts a worker thread for every call (1 to 4 s each here); Netlify itself keeps an
 * instance warm between calls. This host does what Netlify does, as far as the site needs:
 *
 * - bundles every file of netlify/functions once with esbuild (dependencies stay in
 *   node_modules), and again when a source file changes if `watch` is on (`astro dev`);
 * - routes a request by each function's `config.path` (URLPattern syntax, string or list),
 *   `config.excludedPath` and `config.method`; a function without a path answers at
 *   /.netlify/functions/<name>, as on Netlify. Literal paths win over patterns with
 *   parameters, which win over wildcards;
 * - calls the default export with the web `Request` and a `Context` carrying what Netlify's
 *   does: `ip`, `params`, `cookies`, `geo`, `waitUntil`, `requestId`, `site`, `deploy`,
 *   `account`, `server` and `url`; and sets the `Netlify.env` global;
 * - answers a thrown error with a generic JSON 500, and logs it.
 *
 * Functions run in this process and share its environment: `NETLIFY_BLOBS_CONTEXT` set by
 * the caller points `getStore()` at the local Blobs server. Module state lives as long as a
 * warm Netlify instance's would (until the next rebuild).
 *
 * `npm start` (scripts/serve.mjs) serves the production build with it; `astro dev` mounts it
 * with `functionsDevPlugin()` below, rebuilding on change.
 *
 * Not emulated: `config.rateLimit` (Netlify's edge counts requests per client; locally every
 * request reaches the function, so load tests measure the function itself), `config.schedule`
 * (a scheduled function is only called by hand here, at /.netlify/functions/<name>), and the
 * platform's time and size limits.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as esbuild from 'esbuild';
import { startLocalBlobs } from './local-blobs.mjs';

/** Source files Netlify treats as functions. */
const FUNCTION_FILE = /\.(m?ts|m?js|cts|cjs)$/;

/** What Netlify's context reports for geolocation when it cannot tell (locally: always). */
const UNKNOWN_GEO = Object.freeze({
  city: undefined,
  country: undefined,
  subdivision: undefined,
  timezone: undefined,
  latitude: undefined,
  longitude: undefined,
  postalCode: undefined,
});

const GENERIC_ERROR = 'Something went wrong on our side. Please try again later.';

/**
 * @typedef {{ pattern: URLPattern, rank: number }} Route
 * @typedef {{
 *   name: string,
 *   handler: (req: Request, context: object) => unknown,
 *   routes: Route[],
 *   excluded: URLPattern[],
 *   methods: string[] | null,
 * }} LoadedFunction
 * @typedef {{ name: string, params: Record<string, string>, fn: LoadedFunction }} Match
 */

/**
 * 0 for a literal path, 1 with named parameters, 2 with wildcards: lower wins.
 * @param {string} pathPattern
 */
const rankOf = (pathPattern) => (pathPattern.includes('*') ? 2 : pathPattern.includes(':') ? 1 : 0);

/** @param {unknown} value */
const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * The functions of `config` of one module, as routes.
 * @param {string} name
 * @param {Record<string, unknown>} mod
 * @returns {LoadedFunction}
 */
function loadFunction(name, mod) {
  const handler = mod['default'];
  if (typeof handler !== 'function') throw new Error(`netlify/functions/${name}: no default export function`);
  const config = /** @type {Record<string, unknown>} */ (mod['config'] ?? {});
  const paths = asList(config['path']);
  const routes = (paths.length > 0 ? paths : [`/.netlify/functions/${name}`])
    .map((pathname) => ({ pattern: new URLPattern({ pathname }), rank: rankOf(pathname) }))
    .sort((a, b) => a.rank - b.rank);
  const excluded = asList(config['excludedPath']).map((pathname) => new URLPattern({ pathname }));
  const methods = asList(config['method']).map((method) => method.toUpperCase());
  return {
    name,
    handler: /** @type {LoadedFunction['handler']} */ (handler),
    routes,
    excluded,
    methods: methods.length > 0 ? methods : null,
  };
}

/**
 * Netlify's `context.cookies`: reads the request's cookies; what is set or deleted becomes
 * `Set-Cookie` headers of the response.
 * @param {Request} request
 */
function cookieJar(request) {
  /** @type {Map<string, string>} */
  const incoming = new Map();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) incoming.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  /** @type {string[]} */
  const outgoing = [];
  /**
   * @typedef {{ name: string, value: string, domain?: string, path?: string, expires?: Date | number | string,
   *   maxAge?: number, httpOnly?: boolean, secure?: boolean, sameSite?: 'Strict' | 'Lax' | 'None' }} CookieOptions
   * @param {CookieOptions} cookie
   */
  const serialise = (cookie) =>
    [
      `${cookie.name}=${encodeURIComponent(cookie.value)}`,
      cookie.domain && `Domain=${cookie.domain}`,
      `Path=${cookie.path ?? '/'}`,
      cookie.expires !== undefined && `Expires=${new Date(cookie.expires).toUTCString()}`,
      cookie.maxAge !== undefined && `Max-Age=${cookie.maxAge}`,
      cookie.httpOnly && 'HttpOnly',
      cookie.secure && 'Secure',
      cookie.sameSite && `SameSite=${cookie.sameSite}`,
    ]
      .filter(Boolean)
      .join('; ');
  return {
    outgoing,
    cookies: {
      /** @param {string} name */
      get: (name) => incoming.get(name),
      /** @param {CookieOptions | string} nameOrCookie @param {string} [value] */
      set: (nameOrCookie, value = '') =>
        void outgoing.push(serialise(typeof nameOrCookie === 'string' ? { name: nameOrCookie, value } : nameOrCookie)),
      /** @param {string | { name: string, path?: string, domain?: string }} nameOrOptions */
      delete: (nameOrOptions) => {
        const options = typeof nameOrOptions === 'string' ? { name: nameOrOptions } : nameOrOptions;
        outgoing.push(serialise({ ...options, value: '', expires: 0 }));
      },
    },
  };
}

/** Whether process `pid` is alive (signal 0 only checks). @param {number} pid */
function isRunning(pid) {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Netlify's `Netlify` global, whose `env` reads this process's environment. */
function installNetlifyGlobal() {
  const env = {
    /** @param {string} name */
    get: (name) => process.env[name],
    /** @param {string} name @param {string} value */
    set: (name, value) => void (process.env[name] = value),
    /** @param {string} name */
    delete: (name) => void delete process.env[name],
    /** @param {string} name */
    has: (name) => process.env[name] !== undefined,
    toObject: () => ({ ...process.env }),
  };
  Object.assign(globalThis, { Netlify: { env, context: null } });
}

/**
 * Bundles and loads the functions of `root/netlify/functions`.
 * @param {{ root: string, siteUrl: string, watch?: boolean, log?: (line: string) => void }} options
 */
export async function createFunctionsHost({ root, siteUrl, watch = false, log = console.log }) {
  const sourceDir = path.join(root, 'netlify', 'functions');
  // One folder per process, so that several servers of one checkout (the benchmarks', the
  // tests') never share bundles; folders of processes that are gone are removed.
  const hostsDir = path.join(root, '.netlify', 'functions-host');
  const outDir = path.join(hostsDir, String(process.pid));
  await mkdir(hostsDir, { recursive: true });
  for (const folder of await readdir(hostsDir)) {
    if (!isRunning(Number(folder))) await rm(path.join(hostsDir, folder), { recursive: true, force: true });
  }
  await mkdir(outDir, { recursive: true });
  const entryPoints = (await readdir(sourceDir))
    .filter((file) => FUNCTION_FILE.test(file))
    .map((file) => path.join(sourceDir, file));
  installNetlifyGlobal();

  /** @type {LoadedFunction[]} */
  let functions = [];
  /** @type {Set<Promise<unknown>>} */
  const background = new Set();

  // The bundles are CommonJS, loaded with require(): `astro dev` evaluates this module
  // through Vite's module runner, which would take over a dynamic import().
  const require = createRequire(path.join(outDir, 'index.cjs'));

  /** Loads the bundles written by the latest build, dropping those of the build before. */
  function loadBundles() {
    const files = entryPoints.map((entry) =>
      path.join(outDir, `${path.basename(entry).replace(FUNCTION_FILE, '')}.cjs`)
    );
    for (const file of files) delete require.cache[file];
    functions = files.map((file) => loadFunction(path.basename(file, '.cjs'), require(file)));
  }

  /** @type {esbuild.BuildOptions} */
  const buildOptions = {
    entryPoints,
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
  /** @type {esbuild.BuildContext | undefined} */
  let watcher;
  if (watch) {
    watcher = await esbuild.context({
      ...buildOptions,
      plugins: [
        {
          name: 'reload-functions',
          setup(build) {
            let isFirst = true;
            build.onEnd((result) => {
              if (isFirst || result.errors.length > 0) return void (isFirst = false);
              loadBundles();
              log('[functions] rebuilt after a change');
            });
          },
        },
      ],
    });
    await watcher.rebuild();
    await watcher.watch();
  } else {
    await esbuild.build(buildOptions);
  }
  loadBundles();

  /**
   * The function that answers `url` with `method`, with its path parameters.
   * @param {URL} url
   * @param {string} method
   * @returns {Match | undefined}
   */
  function match(url, method) {
    /** @type {(Match & { rank: number }) | undefined} */
    let best;
    for (const fn of functions) {
      if (fn.methods && !fn.methods.includes(method)) continue;
      if (fn.excluded.some((pattern) => pattern.test({ pathname: url.pathname }))) continue;
      for (const route of fn.routes) {
        if (best && best.rank <= route.rank) break;
        const result = route.pattern.exec({ pathname: url.pathname });
        if (!result) continue;
        const params = Object.fromEntries(
          Object.entries(result.pathname.groups).filter(
            /** @returns {entry is [string, string]} */ (entry) => !/^\d+$/.test(entry[0]) && entry[1] !== undefined
          )
        );
        best = { name: fn.name, params, fn, rank: route.rank };
        break;
      }
    }
    return best;
  }

  /**
   * Calls the function that answers `request`; undefined when none does.
   * @param {Request} request
   * @param {{ ip: string }} client
   * @returns {Promise<Response | undefined>}
   */
  async function handle(request, { ip }) {
    const url = new URL(request.url);
    const found = match(url, request.method);
    if (!found) return undefined;
    const requestId = randomUUID().replaceAll('-', '').slice(0, 26).toUpperCase();
    request.headers.set('x-nf-client-connection-ip', ip);
    request.headers.set('x-nf-request-id', requestId);
    const { cookies, outgoing } = cookieJar(request);
    const site = new URL(siteUrl);
    const context = {
      account: { id: '' },
      cookies,
      deploy: { context: 'dev', id: '0', published: false },
      geo: UNKNOWN_GEO,
      ip,
      params: found.params,
      requestId,
      server: { region: 'local' },
      site: { id: '0', name: site.hostname, url: site.origin },
      url,
      /** @param {Promise<unknown>} promise */
      waitUntil: (promise) => {
        const settled = Promise.resolve(promise)
          .catch((/** @type {unknown} */ cause) =>
            console.error(`[functions] ${found.name}: waitUntil task failed`, cause)
          )
          .finally(() => background.delete(settled));
        background.add(settled);
      },
    };
    let response;
    try {
      const answer = await found.fn.handler(request, context);
      response = answer instanceof Response ? answer : new Response(null, { status: 204 });
    } catch (cause) {
      console.error(`[functions] ${found.name} failed:`, cause);
      return Response.json({ success: false, message: GENERIC_ERROR }, { status: 500 });
    }
    if (outgoing.length === 0) return response;
    const withCookies = new Response(response.body, response);
    for (const cookie of outgoing) withCookies.headers.append('set-cookie', cookie);
    return withCookies;
  }

  return {
    handle,
    /** Names of the loaded functions and their paths, for the start-up log. */
    describe: () => functions.map((fn) => `${fn.name}: ${fn.routes.map((route) => route.pattern.pathname).join(', ')}`),
    /** Waits for the `waitUntil` work still running. */
    settle: async () => {
      while (background.size > 0) await Promise.all(background);
    },
    /** Stops watching, waits for background work and removes the bundles. */
    stop: async () => {
      await watcher?.dispose();
      while (background.size > 0) await Promise.all(background);
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The web Request for a Node request, its body streamed. Its URL names the host the client
 * asked for, as on Netlify (`localhost` and `127.0.0.1` are different origins to a browser).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} origin the server's own origin, for a request without a Host header
 */
export function webRequestOf(req, origin) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(/** @type {string} */ (req.rawHeaders[i]), /** @type {string} */ (req.rawHeaders[i + 1]));
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const base = req.headers.host ? `http://${req.headers.host}` : origin;
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: hasBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : null,
    // @ts-expect-error Node's fetch needs this for a streamed body; not in the DOM types.
    duplex: 'half',
  });
}

/**
 * A Vite plugin for `astro dev`: the functions, warm and rebuilt on change, over a local
 * Blobs server in `dataDir` (the folder `npm start` uses too, so both see the same data).
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
      const host = await createFunctionsHost({
        root,
        siteUrl: origin,
        watch: true,
        log: (line) => server.config.logger.info(line),
      });
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
