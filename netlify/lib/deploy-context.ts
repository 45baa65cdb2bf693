/** The deploy context (docs/storage.md#deploy-contexts): Netlify's, else `CONTEXT` (local servers), else production. */
export function deployContext(): string {
  const { Netlify } = globalThis as { Netlify?: { context?: { deploy?: { context?: string } } | null } };
  // `netlify dev` gives an empty context and sets CONTEXT=dev.
  return Netlify?.context?.deploy?.context || process.env['CONTEXT']?.trim() || 'production';
}

/** On a local server: the project's, `netlify dev` or `netlify serve`; never on Netlify. */
export const isLocalEmulator = (env = process.env) => env['NETLIFY_LOCAL'] === 'true' || env['NETLIFY_DEV'] === 'true';

export const isProduction = () => deployContext() === 'production';

/** Deploy previews and branch deploys: Netlify runs no scheduled job there, and neither does the site. */
export const isDeployedPreview = () => !['production', 'dev'].includes(deployContext());
