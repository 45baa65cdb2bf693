/** Registers the site's own hydration directives, which Astro writes inline into pages (docs/frontend.md). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

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
    },
  };
}
