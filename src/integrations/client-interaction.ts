/** Registers the `client:interaction` directive (client-interaction.directive.ts) with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export interface InteractionOptions {
  /** Also hydrate this close to the viewport (IntersectionObserver `rootMargin`). */
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
