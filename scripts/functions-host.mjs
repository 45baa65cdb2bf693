// @ts-check
/**
 * A warm local host for the site's Netlify Functions v2 over a local Blobs server (docs/local-server.md): bundles
 * each function once with esbuild (again on change under `astro dev`), routes by `config.path` and calls the default
 * export with the parts of Netlify's Context the functions use. `config.rateLimit` and `config.schedule` are Netlify's.
 */
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { compileFunction } from 'node:vm';
import * as esbuild from 'esbuild';
import { startLocalBlobs } from './local-blobs.mjs';

const FUNCTION_FILE = /\.[cm]?[jt]s$/;
const root = path.resolve(import.meta.dirname, '..');

/** @typedef {{ name: string, handler: (req: Request, context: object) => unknown, pattern: URLPattern, rank: number, preferStatic: boolean }} Route */

/**
 * The routes of one function module: its `config.path` (or Netlify's default address), literal paths before named
 * parameters before wildcards. @param {string} name @param {any} exports @returns {Route[]}
 */
function routesOf(name, { default: handler, config = {} }) {
  const paths = [config.path ?? `/.netlify/functions/${name}`].flat();
  const rank = (/** @type {string} */ p) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
  const preferStatic = config.preferStatic === true;
  return paths.map((p) => ({ name, handler, pattern: new URLPattern({ pathname: p }), rank: rank(p), preferStatic }));
}

/**
 * Starts a Blobs server with its data in `dataDir`, points `getStore()` at it, and bundles and
 * loads the functions of `netlify/functions`. `origin` names requests without a Host.
 * @param {{ dataDir: string, origin: string, watch?: boolean, log?: (line: string) => void }} options
 */
export async function createFunctionsHost({ dataDir, origin, watch = false, log = console.log }) {
  const blobs = await startLocalBlobs({ directory: dataDir });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
  // The development password fallback (netlify/lib/admin-auth.ts).
  process.env['NETLIFY_LOCAL'] ??= 'true';

  const sourceDir = path.join(root, 'netlify', 'functions');
  const names = (await readdir(sourceDir)).filter((file) => FUNCTION_FILE.test(file));

  /** @type {Route[]} */
  let routes = [];
  /** @type {Set<Promise<unknown>>} */
  const background = new Set();
  /**
   * Runs each bundle, kept in memory, as a CommonJS module whose packages come from node_modules (not through
   * import(): under `astro dev`, Vite's module runner would take it over). @param {esbuild.OutputFile[]} bundles
   */
  function load(bundles) {
    routes = bundles
      .flatMap(({ path: file, text }) => {
        const module = { exports: {} };
        const run = compileFunction(text, ['exports', 'require', 'module'], { filename: file });
        run(module.exports, createRequire(file), module);
        return routesOf(path.basename(file, '.js'), module.exports);
      })
      .sort((a, b) => a.rank - b.rank);
  }

  /** @type {esbuild.BuildOptions & { write: false }} */
  const options = {
    entryPoints: names.map((file) => path.join(sourceDir, file)),
    outdir: sourceDir, // names the bundles, which are never written
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
  };
  load((await esbuild.build(options)).outputFiles);
  // watch() starts with a build of its own, of the same sources: only later ones are reloaded.
  let watching = false;
  const reload = {
    name: 'reload-functions',
    setup: (/** @type {esbuild.PluginBuild} */ build) =>
      build.onEnd((result) => {
        if (!watching || result.errors.length > 0) return void (watching = true);
        load(result.outputFiles ?? []);
        log('[functions] rebuilt after a change');
      }),
  };
  const watcher = watch ? await esbuild.context({ ...options, plugins: [reload] }) : undefined;
  await watcher?.watch();

  /** The URL of `req`, naming the host the client asked for, as on Netlify. @param {import('node:http').IncomingMessage} req */
  const urlOf = (req) => new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : origin);

  /** The function whose `config.path` matches `req`, if any. @param {import('node:http').IncomingMessage} req */
  const routeOf = (req) => routes.find(({ pattern }) => pattern.test({ pathname: urlOf(req).pathname }));

  /**
   * Calls `route` (by default the function that answers `req`) with `req`, its body streamed; undefined when no
   * function answers. The client address is the socket's. @param {import('node:http').IncomingMessage} req
   * @param {Route | undefined} [route] @returns {Promise<Response | undefined>}
   */
  async function handle(req, route = routeOf(req)) {
    if (!route) return undefined;
    const url = urlOf(req);
    const groups = route.pattern.exec({ pathname: url.pathname })?.pathname.groups ?? {};
    const method = req.method ?? 'GET';
    const request = new Request(url, {
      method,
      headers: /** @type {Record<string, string>} */ (req.headers),
      body: method === 'GET' || method === 'HEAD' ? null : /** @type {ReadableStream} */ (Readable.toWeb(req)),
      // @ts-expect-error Node's fetch needs this for a streamed body; not in the DOM types.
      duplex: 'half',
    });
    const context = {
      ip: req.socket.remoteAddress ?? '',
      params: Object.fromEntries(Object.entries(groups).filter(([key]) => !/^\d+$/.test(key))),
      waitUntil: (/** @type {Promise<unknown>} */ promise) => {
        const settled = Promise.resolve(promise)
          .catch((cause) => console.error(`[functions] ${route.name}: waitUntil task failed`, cause))
          .finally(() => background.delete(settled));
        background.add(settled);
      },
    };
    // `astro dev`'s adapter points the process-wide Blobs context at its bare emulator: use ours (local-blobs.mjs).
    /** @type {any} */ (globalThis).netlifyBlobsContext = blobs.context;
    try {
      const answer = await route.handler(request, context);
      return answer instanceof Response ? answer : new Response(null, { status: 204 });
    } catch (cause) {
      console.error(`[functions] ${route.name} failed:`, cause);
      const message = 'Something went wrong on our side. Please try again later.';
      return Response.json({ success: false, message }, { status: 500 });
    }
  }

  return {
    routeOf,
    handle,
    describe: () => routes.map((route) => `${route.name}: ${route.pattern.pathname}`),
    stop: async () => {
      await watcher?.dispose();
      while (background.size > 0) await Promise.all(background);
      await blobs.stop();
    },
  };
}

/**
 * A Vite plugin for `astro dev`: the functions, warm and rebuilt on change, over the local Blobs data `npm start` uses.
 * @returns {import('vite').Plugin}
 */
export function functionsDevPlugin() {
  return {
    name: 'studio:netlify-functions',
    // Under `netlify dev` (which runs `astro dev` behind it) netlify-cli runs the functions itself.
    apply: (_, { command }) => command === 'serve' && process.env['NETLIFY_DEV'] !== 'true',
    async configureServer(server) {
      const origin = `http://localhost:${server.config.server.port ?? 4321}`;
      const log = (/** @type {string} */ line) => server.config.logger.info(line);
      const dataDir = path.join(root, '.netlify', 'blobs-serve');
      const host = await createFunctionsHost({ dataDir, origin, watch: true, log });
      server.httpServer?.once('close', () => void host.stop());
      server.middlewares.use(async (req, res, next) => {
        try {
          const answer = await host.handle(req);
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
