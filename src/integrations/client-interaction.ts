/**
 * Adds the `client:interaction` hydration directive (client-interaction.directive.ts) through
 * Astro's `addClientDirective` API. It is the only custom part of the build: Astro writes the
 * directive's script into each page that uses it and hashes it into the page's
 * Content-Security-Policy like its own directives.
 *
 *   <NavBar client:interaction />                                 first press or focus inside it
 *   <ContactForm client:interaction={{ rootMargin: '0px 0px 100% 0px' }} />   …or when that near
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The value `client:interaction` may take. */
export interface InteractionOptions {
  /**
   * Also hydrate once the island comes this close to the viewport (IntersectionObserver's
   * `rootMargin`, e.g. `'0px 0px 100% 0px'`: one screen below it).
   */
  rootMargin?: string;
}

declare global {
  // Astro's own directives are declared this way; this adds ours to what .astro files accept.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      'client:interaction'?: boolean | InteractionOptions;
    }
  }
}

export function clientInteraction(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A file path: Astro bundles the directive with esbuild, which takes no file: URL.
          entrypoint: fileURLToPath(new URL('./client-interaction.directive.ts', import.meta.url)),
        });
      },
    },
  };
}
