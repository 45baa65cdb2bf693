/** The build step that keeps only the hashes a page uses in its policy (src/integrations/csp-hashes-in-use.ts). */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { keepHashesInUse } from '../../src/integrations/csp-hashes-in-use.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>a{}</style>` +
  '<script type="application/ld+json">{"@type":"Thing"}</script></head><body><script>run()</script>' +
  '<script type="module" src="/x.js"></script><script type="module">go()</script></body></html>';
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1] ?? '';

test("keeps the hashes of the page's inline scripts and styles and drops the others", () => {
  const used = [hash('run()'), hash('go()')];
  const policy = `default-src 'self'; script-src 'self' ${used[0]} ${hash('unused()')} ${used[1]}; style-src 'self' ${hash('a{}')} ${hash('')}`;
  expect(policyOf(keepHashesInUse(page(policy)))).toBe(
    `default-src 'self'; script-src 'self' ${used[0]} ${used[1]}; style-src 'self' ${hash('a{}')}`
  );
});

test('reads a policy whose quotes are written as entities, and leaves a page without one as it is', () => {
  const policy = `script-src 'self' ${hash('run()')} ${hash('unused()')}`.replaceAll("'", '&#39;');
  expect(policyOf(keepHashesInUse(page(policy)))).toBe(
    `script-src &#39;self&#39; ${hash('run()').replaceAll("'", '&#39;')}`
  );
  const plain = '<html><body><script>run()</script></body></html>';
  expect(keepHashesInUse(plain)).toBe(plain);
});
