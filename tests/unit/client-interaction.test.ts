/**
 * The build's one custom part (src/integrations/client-interaction.ts), tested on what Astro
 * really writes: a small site (tests/fixtures/client-interaction) built with it, React and the
 * same Content-Security-Policy setting as the real one.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { build } from 'astro';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clientInteraction } from '../../src/integrations/client-interaction.ts';

const root = fileURLToPath(new URL('../fixtures/client-interaction/', import.meta.url));
let outDir: string;
let html: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'client-interaction-'));
  await build({
    root,
    outDir,
    logLevel: 'error',
    integrations: [react(), clientInteraction()],
    security: { csp: true },
  });
  html = await readFile(path.join(outDir, 'index.html'), 'utf8');
}, 120_000);

// The build also leaves Astro's generated types and Vite's cache in the fixture: none of it stays.
afterAll(() =>
  Promise.all(
    [outDir, path.join(root, '.astro'), path.join(root, 'node_modules')].map((folder) =>
      rm(folder, { recursive: true, force: true })
    )
  )
);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('islands render as HTML that waits for the directive, with its options', () => {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);
  expect(islands).toHaveLength(2);
  for (const island of islands) {
    expect(island).toMatch(/\bclient="interaction"/);
    expect(island).toMatch(/\bssr\b/);
  }
  expect(islands[1]).toContain('&quot;rootMargin&quot;:&quot;0px 0px 100% 0px&quot;');
  // Server-rendered: the button is there before any script runs.
  expect(html).toMatch(/<button type="button" aria-expanded="false">Menu<\/button>/);
});

test('the page defines the directive once, from an inline script its policy allows by hash', () => {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  const directive = inline.filter((text) => text.includes('.interaction='));
  expect(directive).toHaveLength(1);
  expect(directive[0]).toContain('astro:interaction');
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'");
  expect(policy).toBeDefined();
  for (const text of inline) expect(policy).toContain(sha256(text));
});

test('no island loads anything by itself: the page has no script file', () => {
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
});
