/** The Netlify adapter declared static: no function on `/*` answering before `_redirects` (docs/frontend.md). */
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
