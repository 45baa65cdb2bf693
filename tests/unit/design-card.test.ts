/**
 * The client's design card (docs/product.md, "How it is built"): the packages it names are
 * dependencies that the build or the code really uses, and the top-level entries it names exist.
 * What the build makes of them (five React islands, the adapter's output) is tested on the build
 * itself: tests/e2e/deploy-output.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const PACKAGES = [
  'astro',
  '@astrojs/react',
  '@astrojs/netlify',
  'react',
  'react-dom',
  'zod',
  'react-hook-form',
  '@netlify/functions',
  '@netlify/blobs',
  'tailwindcss',
  '@radix-ui/react-toast',
  'vitest',
  '@playwright/test',
];

const TOP_LEVEL = [
  'src',
  'netlify',
  'public',
  'astro.config.mjs',
  'netlify.toml',
  'tailwind.config.mjs',
  'tsconfig.json',
  'package.json',
];

/**
 * Every source, style and config file of the project, tests included; not what a build leaves
 * (a test builds its fixture while this one reads: Astro's and Vite's caches come and go).
 */
function projectFiles(): string[] {
  const folders = ['src', 'netlify', 'scripts', 'tests'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/(^|\/)(node_modules|\.astro)(\/|$)/.test(entry.parentPath))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
  );
  const top = readdirSync(root).filter((file) => /\.(mjs|ts)$/.test(file));
  return [...folders, ...top].filter((file) => /\.(ts|tsx|mts|mjs|astro|css)$/.test(file));
}

test('every package the card names is a dependency', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  expect(PACKAGES.filter((name) => !(name in declared))).toEqual([]);
});

test('every package the card names is imported by the build or the code', () => {
  const sources = projectFiles().map((file) => readFileSync(path.join(root, file), 'utf8'));
  const isImported = (name: string) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const specifier = new RegExp(`(?:from\\s*|import\\s*\\(?\\s*|@import\\s+)['"]${escaped}(?:/[^'"]*)?['"]`);
    return sources.some((text) => specifier.test(text));
  };
  expect(PACKAGES.filter((name) => !isImported(name))).toEqual([]);
});

test('the top-level entries the card names exist', () => {
  expect(TOP_LEVEL.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
});
