import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code map's promises (README.md, docs/frontend.md): folders import one way only, src/lib
// holds code that runs both in the browser and in the functions, and the functions never load
// what only the browser runs.
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

/** What `file` imports; with `withTypes` false, only what it loads when it runs (type-only imports compile away). */
function importsOf(file: string, { withTypes = true } = {}): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...(withTypes ? text : text.replace(/^import type [^;]*;/gm, '')).matchAll(IMPORT)].map(
    (match) => match[1] ?? ''
  );
}

function localTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('~/')) return path.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.normalize(path.join(path.dirname(file), specifier));
  return undefined;
}

const files = [...sourceFiles('src'), ...sourceFiles('netlify')];

/** The source file `specifier` names in `file` (resolved as TypeScript and Vite do), or the package. */
function resolve(file: string, specifier: string): string {
  const target = localTarget(file, specifier);
  if (target === undefined) return specifier;
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => target + ext).find((name) => files.includes(name)) ?? target;
}

/** Each file's imports, resolved. */
const graph = new Map(files.map((file) => [file, importsOf(file).map((specifier) => resolve(file, specifier))]));

/** What only the browser runs: the islands and the UI they share, the pages' scripts, and their packages. */
const BROWSER_ONLY =
  /^src\/(components|page-script)\/|^(react|react-dom|@radix-ui\/.*|@simplewebauthn\/browser|clsx|tailwind-merge)$/;

/** Every way a file under netlify/ reaches browser-only code through its imports, as `a → b → c`. */
function serverReachesBrowser(imports: Map<string, string[]>): string[] {
  const chains: string[] = [];
  const walk = (chain: string[], seen: Set<string>) => {
    for (const target of imports.get(chain.at(-1) as string) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      if (BROWSER_ONLY.test(target)) chains.push([...chain, target].join(' → '));
      else walk([...chain, target], seen);
    }
  };
  for (const file of imports.keys()) if (file.startsWith('netlify/')) walk([file], new Set([file]));
  return chains;
}

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
        expect(BROWSER_ONLY.test(specifier), `${file} imports ${specifier}`).toBe(false);
      }
      expect(text, file).not.toMatch(/process\.env|\b(window|document|navigator|sessionStorage|localStorage)\./);
    }
  });

  it('keeps browser-only code out of the functions', () => {
    expect(graph.get('netlify/functions/contact.mts')).toContain('netlify/lib/spam.ts');
    expect(graph.get('netlify/lib/spam.ts')).toContain('src/lib/api-types.ts');
    expect(serverReachesBrowser(graph)).toEqual([]);
  });

  it('gives the functions their words from src/i18n/api.ts only', () => {
    const words = [...graph].flatMap(([file, targets]) =>
      file.startsWith('netlify/')
        ? targets.filter((target) => target.startsWith('src/i18n/')).map((target) => `${file} → ${target}`)
        : []
    );
    expect(words.length).toBeGreaterThan(5);
    expect(words.filter((line) => !line.endsWith(' → src/i18n/api.ts'))).toEqual([]);
  });

  it('catches a function that reaches browser-only code, however far down', () => {
    const planted = new Map([
      ['netlify/functions/contact.mts', ['netlify/lib/spam.ts', 'src/lib/inquiry.ts']],
      ['netlify/lib/spam.ts', ['src/lib/api-types.ts', 'altcha-lib']],
      ['src/lib/api-types.ts', ['src/components/api/api-client.ts']],
      ['src/components/api/api-client.ts', ['src/lib/inbox.ts']],
      ['src/lib/inquiry.ts', ['zod', 'react']],
    ]);
    expect(serverReachesBrowser(planted)).toEqual([
      'netlify/functions/contact.mts → netlify/lib/spam.ts → src/lib/api-types.ts → src/components/api/api-client.ts',
      'netlify/functions/contact.mts → src/lib/inquiry.ts → react',
      'netlify/lib/spam.ts → src/lib/api-types.ts → src/components/api/api-client.ts',
    ]);
    planted.set('src/lib/api-types.ts', []);
    planted.set('src/lib/inquiry.ts', ['zod']);
    expect(serverReachesBrowser(planted)).toEqual([]);
  });

  it('keeps the site config, parsed with full zod, out of the islands (the studio name comes as a prop)', () => {
    const reached = new Set(files.filter((file) => file.startsWith('src/components/islands/')));
    for (const file of reached) for (const target of graph.get(file) ?? []) reached.add(target);
    expect(reached.has('src/lib/inquiry.ts')).toBe(true);
    expect(reached.has('src/config/site.ts')).toBe(false);
  });

  it('shares no module of landing.ts with the islands, so that Astro writes the script into the page', () => {
    const script = 'src/page-script/landing.ts';
    const inline = importsOf(script, { withTypes: false }).map((specifier) => resolve(script, specifier));
    expect(inline).toEqual(['src/page-script/landing-constants.ts']);
    const reached = new Set(files.filter((file) => file.startsWith('src/components/islands/')));
    for (const file of reached) for (const target of graph.get(file) ?? []) reached.add(target);
    expect(reached.has('src/components/ui/cn.ts')).toBe(true);
    expect(inline.filter((module) => reached.has(module))).toEqual([]);
  });
});
