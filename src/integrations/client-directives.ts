/**
 * Registers the site's own hydration directives, which Astro writes inline into pages, and moves those
 * inline island scripts to the end of each built page's body (docs/frontend.md).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages } from './built-pages';

export interface InteractionOptions {
  /** Also hydrate this close to the viewport (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
  /** Also hydrate as soon as another island has hydrated: React is then on the page already. */
  withReact?: boolean;
}

export interface AffordableOptions {
  /** Devices that report less memory than this (GB, `navigator.deviceMemory`) skip the island. */
  minMemoryGb: number;
  /** Hydrate once this long (ms) has passed after the load event without a long task. */
  quietMs: number;
  /** Where the page had a long task before its load event (a busy or slow device), also wait this long (ms) after it. */
  busyQuietMs: number;
}

declare global {
  // Astro's own directives are declared this way; this adds ours to what .astro files accept.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      'client:interaction'?: boolean | InteractionOptions;
      'client:affordable'?: AffordableOptions;
    }
  }
}

const DIRECTIVES = ['interaction', 'affordable'];

/** Astro's inline island scripts (its runtime, each directive), written right before the first island that needs each. */
const ISLAND_SCRIPTS = /(?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<astro-island\b)/g;

/**
 * `html` with Astro's inline island scripts moved, in order, to the end of its body. Where Astro writes
 * them, before the navigation bar's island at the top, each stops the parser until the stylesheet has
 * loaded; the browser then paints the little parsed so far and lays the page out again as the rest
 * arrives, work that lands after the first paint (docs/performance.md). At the end they run once the
 * page is parsed, before its module scripts, and the islands parsed before them upgrade then.
 */
export function islandScriptsLast(html: string): string {
  const scripts = html.match(ISLAND_SCRIPTS);
  const end = html.lastIndexOf('</body>');
  if (!scripts || end === -1) return html;
  return `${html.slice(0, end).replace(ISLAND_SCRIPTS, '')}${scripts.join('')}${html.slice(end)}`;
}

export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of DIRECTIVES) {
          // A file path: Astro bundles a directive with esbuild, which takes no file: URL.
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`./client-${name}.directive.ts`, import.meta.url)),
          });
        }
      },
      'astro:build:done': ({ dir }) => rewriteBuiltPages(dir, islandScriptsLast),
    },
  };
}
