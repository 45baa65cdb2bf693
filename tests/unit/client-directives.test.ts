/**
 * The site's own hydration directives (src/integrations/client-directives.ts), tested on what
 * Astro really writes: a small site (tests/fixtures/client-directives) built with them, React
 * and the same Content-Security-Policy setting as the real one. What they do in a browser is
 * tested on the real pages (tests/e2e: islands, messaging prompt, navigation, contact form).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { build } from 'astro';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clientDirectives } from '../../src/integrations/client-directives.ts';

const root = fileURLToPath(new URL('../fixtures/client-directives/', import.meta.url));
let outDir: string;
let html: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'client-directives-'));
  await build({
    root,
    outDir,
    logLevel: 'error',
    integrations: [react(), clientDirectives()],
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

test('islands render as HTML that waits for their directive, with its options', () => {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);
  expect(islands.map((island) => /\bclient="(\w+)"/.exec(island)?.[1])).toEqual([
    'interaction',
    'interaction',
    'interaction',
    'affordable',
  ]);
  for (const island of islands) expect(island).toMatch(/\bssr\b/);
  expect(islands[1]).toContain('&quot;rootMargin&quot;:&quot;0px 0px 100% 0px&quot;');
  expect(islands[2]).toContain('&quot;withReact&quot;:true');
  expect(islands[3]).toContain('&quot;minMemoryGb&quot;:4,&quot;quietMs&quot;:2500,&quot;busyQuietMs&quot;:5000');
  // Server-rendered: the button is there before any script runs.
  expect(html).toMatch(/<button type="button" aria-expanded="false">Menu<\/button>/);
});

test('the page defines each directive once, from inline scripts its policy allows by hash', () => {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  for (const name of ['interaction', 'affordable']) {
    const directive = inline.filter((text) => text.includes(`.${name}=`));
    expect(directive, name).toHaveLength(1);
    expect(directive[0]).toContain(`astro:${name}`);
  }
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
