/**
 * The Netlify adapter for a site whose every page is pre-rendered. The adapter never tells Astro
 * its output is static, so Astro builds a server and the adapter deploys it as a function on `/*`
 * (`preferStatic`). On Netlify a function with a path runs before the rules of `_redirects`, so that
 * function, not a file, would answer every address no file matches (docs/frontend.md, "Deploying").
 * Declared static, Astro builds no server, the adapter adds no function, and a page that asks to
 * be rendered on request fails the build instead of shipping a function.
 */
import type { AstroIntegration } from 'astro';

export function staticOutput(adapter: AstroIntegration): AstroIntegration {
  const done = adapter.hooks['astro:config:done'];
  if (!done) throw new Error(`${adapter.name} sets no adapter in astro:config:done`);
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        done(
          // The adapter reads `params.buildOutput` after its `setAdapter`: the prototype keeps that getter live.
          Object.assign(Object.create(params) as typeof params, {
            setAdapter: (settings: Parameters<typeof params.setAdapter>[0]) =>
              params.setAdapter({
                ...settings,
                adapterFeatures: { ...settings.adapterFeatures, buildOutput: 'static' },
              }),
          })
        ),
    },
  };
}
