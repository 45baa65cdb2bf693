import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `directory`, at any depth. */
export async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A classic inline script as Astro writes `is:inline` scripts and its island runtime: a
 * `<script>` without attributes (JSON-LD and external scripts have some). Group 1 is its text.
 */
export const ATTRIBUTELESS_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
