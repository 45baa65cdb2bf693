import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code map's promises (README.md, docs/frontend.md): folders import one way only, and
// src/lib holds code that runs both in the browser and in the functions.
const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const IMPORT = /(?:\bimport|\bfrom)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.join(folder, file));
}

/** `src/components/ui/Icon.astro` → `src/components`; `netlify/lib/x.ts` → `netlify/lib`. */
const folderOf = (file: string) => file.split(path.sep).slice(0, 2).join('/');

function importsOf(file: string): string[] {
  return [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
}

function localTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('~/')) return path.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.normalize(path.join(path.dirname(file), specifier));
  return undefined;
}

const files = [...sourceFiles('src'), ...sourceFiles('netlify')];

describe('import graph', () => {
  it('has no circle between folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      for (const specifier of importsOf(file)) {
        const target = localTarget(file, specifier);
        if (!target || folderOf(target) === folderOf(file)) continue;
        edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next)))
      );
    const circles = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => reaches(to, from)).map((to) => `${from} ⇄ ${to}`)
    );
    expect(edges.size).toBeGreaterThan(5);
    expect(circles).toEqual([]);
  });

  it('keeps src/lib free of build-only and server-only imports', () => {
    const libFiles = files.filter((file) => folderOf(file) === 'src/lib');
    expect(libFiles.length).toBeGreaterThan(3);
    for (const file of libFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const specifier of importsOf(file)) {
        const target = localTarget(file, specifier);
        expect(target === undefined || folderOf(target) === 'src/lib', `${file} imports ${specifier}`).toBe(true);
        expect(specifier, file).not.toMatch(/^sharp$|^astro:|\?raw$|^node:/);
      }
      expect(text, file).not.toMatch(/process\.env/);
    }
  });
});
