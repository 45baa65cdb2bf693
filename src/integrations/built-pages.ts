/** Rewrites each page of a finished build in place (the `astro:build:done` hooks of src/integrations). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function rewriteBuiltPages(dir: URL, rewrite: (html: string) => string): Promise<void> {
  const root = fileURLToPath(dir);
  const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages.map((file) => path.join(root, file))) {
    const html = await readFile(page, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten !== html) await writeFile(page, rewritten);
  }
}
