/**
 * Loads Astro's island runtime after the page, from one cached file, instead of inlining it
 * into every page that has an island.
 *
 * Astro writes into each such page, as inline scripts, the `<astro-island>` custom element
 * (about 4.4 KB, 1.5 KB brotli) and one small script per hydration directive it uses
 * (`client:load`, `client:idle`, `client:visible`, `client:only`). Inlined, they cost every
 * landing-page visit ~1.8 KB of the first response, which is what kept the document over
 * the ~14.6 KB a server sends in its first round trip; and any island script the page
 * imports while it is still loading competes with the first paint (DECISIONS D5).
 *
 * After the build this takes those scripts out of every page, writes them once to
 * `_astro/island-runtime.<hash>.js` (hashed, so `/_astro/*` caches it for a year) and leaves
 * in their place a one-line script that loads the file once the page's `load` event has
 * fired and its first contentful paint is on screen (see loaderOf). Until then each island is its server-rendered HTML, as it always was before
 * hydration; then the directives run as Astro wrote them (an `<astro-island>` that is defined
 * late is upgraded as soon as the runtime defines it), so `client:load` islands hydrate first,
 * `client:idle` ones when the browser is idle, `client:visible` ones when seen.
 *
 * The build fails when a page has an `<astro-island>` but none of Astro's scripts are found:
 * a new Astro version that writes its runtime differently must not ship islands that never
 * hydrate. `astro dev` is unaffected (islands hydrate as Astro writes them).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ATTRIBUTELESS_SCRIPT, htmlFiles } from './html-files.ts';

/** Where the runtime file goes, under the build's output folder. */
const RUNTIME_DIRECTORY = '_astro';

/** The custom element every island is rendered as. */
const RUNTIME_MARKER = 'customElements.define("astro-island"';
/** A hydration directive: `(self.Astro||(self.Astro={})).idle=…`. */
const DIRECTIVE_MARKER = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/;

const isIslandScript = (text: string) => text.includes(RUNTIME_MARKER) || DIRECTIVE_MARKER.test(text);

/** At the latest this long after the load event, islands hydrate even if no paint was reported. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * The script that takes the place of Astro's. Once the page has loaded and its first
 * contentful paint is reported (at once when it came earlier, as it does on slow networks), it
 * adds the runtime's `<script>`, once. A browser that reports no paint timing, or a tab that
 * was hidden while loading (which reports none), gets the runtime LOADER_FALLBACK_MS after
 * the load event.
 */
export const loaderOf = (src: string) =>
  '<script>addEventListener("load",()=>{' +
  'let added=0;const add=()=>added||(added=document.head.appendChild(Object.assign(document.createElement("script"),' +
  `{src:${JSON.stringify(src)}})));` +
  'try{new PerformanceObserver((list)=>list.getEntriesByName("first-contentful-paint").length&&add())' +
  '.observe({type:"paint",buffered:true})}catch{}' +
  `setTimeout(add,${LOADER_FALLBACK_MS})})</script>`;

/**
 * Astro's island scripts found in `html`, in page order, and `html` with the first one
 * replaced by the loader of `src` and the others removed. A page without them is returned as
 * it is; a page with islands but no runtime throws.
 */
export function deferIslandRuntime(html: string, src: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const deferred = html.replace(ATTRIBUTELESS_SCRIPT, (element, text: string) => {
    if (!isIslandScript(text)) return element;
    scripts.push(text);
    return scripts.length === 1 ? loaderOf(src) : '';
  });
  if (!scripts.some((text) => text.includes(RUNTIME_MARKER))) {
    if (html.includes('<astro-island')) {
      throw new Error("A page has an <astro-island> but no inline island runtime: Astro's output changed");
    }
    return { html, scripts: [] };
  }
  return { html: deferred, scripts };
}

/**
 * The runtime file's text: every directive any page uses, then the runtime, each once. A
 * directive only defines `Astro.<name>`, so one a page does not use costs it nothing.
 */
export function runtimeOf(scripts: readonly string[]): string {
  const unique = [...new Set(scripts)];
  const directives = unique.filter((text) => !text.includes(RUNTIME_MARKER));
  const runtime = unique.filter((text) => text.includes(RUNTIME_MARKER));
  if (runtime.length !== 1) throw new Error(`Expected one island runtime across pages, found ${runtime.length}`);
  return [...directives, ...runtime].join('\n');
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 8);

export function islandRuntime(): AstroIntegration {
  return {
    name: 'island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const files = await htmlFiles(outDir);
        const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
        // The file's name depends on its content, which depends on every page: read them all
        // first (with a placeholder address), then write the pages with the real one.
        const placeholder = '\0';
        const scripts = pages.flatMap(({ html }) => deferIslandRuntime(html, placeholder).scripts);
        if (scripts.length === 0) return;
        const runtime = runtimeOf(scripts);
        const name = `island-runtime.${contentHash(runtime)}.js`;
        await writeFile(path.join(outDir, RUNTIME_DIRECTORY, name), runtime);
        const src = `/${RUNTIME_DIRECTORY}/${name}`;
        let changed = 0;
        for (const { file, html } of pages) {
          const deferred = deferIslandRuntime(html, src);
          if (deferred.scripts.length === 0) continue;
          await writeFile(file, deferred.html);
          changed += 1;
        }
        logger.info(`Island runtime of ${changed} pages moved to ${src}, loaded after the page`);
      },
    },
  };
}
