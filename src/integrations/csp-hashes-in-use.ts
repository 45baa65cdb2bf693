/** Keeps in each page's CSP only its own inline scripts' and styles' hashes, not all Astro knows (docs/security.md). */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/i;
/** Inline scripts (not `src`, not data blocks, which never run) and style elements. */
const INLINE = /<(script|style)\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/\1>/gi;
const HASH = /\s*(?:'|&#39;)sha256-([\w+/=]+)(?:'|&#39;)/g;

export function keepHashesInUse(html: string): string {
  const used = new Set(
    [...html.matchAll(INLINE)].map(([, , text = '']) => createHash('sha256').update(text).digest('base64'))
  );
  return html.replace(POLICY, (_, start: string, policy: string) => {
    const kept = policy.replace(HASH, (source, hash: string) => (used.has(hash) ? source : ''));
    return `${start}${kept}"`;
  });
}

export function cspHashesInUse(): AstroIntegration {
  return {
    name: 'csp-hashes-in-use',
    hooks: {
      // Rewrites each page of the finished build in place.
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith('.html')) continue;
          const html = await readFile(path.join(root, file), 'utf8');
          const kept = keepHashesInUse(html);
          if (kept !== html) await writeFile(path.join(root, file), kept);
        }
      },
    },
  };
}
