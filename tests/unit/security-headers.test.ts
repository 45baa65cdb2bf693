import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { empty, error, json, methodNotAllowed } from '../../netlify/lib/http.ts';
import { API_CSP, PAGE_HEADER_CSP, SECURITY_HEADERS } from '../../src/config/security.ts';

test('every kind of function answer carries the security headers and the API policy', () => {
  for (const response of [json({ ok: true }), empty(), error(400, 'Bad'), methodNotAllowed(['GET'])]) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toBe(API_CSP);
  }
});

test('the API policy lets nothing load and nothing frame the answers', () => {
  expect(API_CSP).toMatch(/default-src 'none'/);
  expect(API_CSP).toMatch(/frame-ancestors 'none'/);
});

test('public/_headers gives every static file the same headers, and the page policy only frame-ancestors', async () => {
  const file = await readFile(new URL('../../public/_headers', import.meta.url), 'utf8');
  const lines = file.split('\n');
  const start = lines.indexOf('/*');
  const rule: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const separator = line.indexOf(':');
    rule[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  expect(rule).toEqual({ ...SECURITY_HEADERS, 'Content-Security-Policy': PAGE_HEADER_CSP });
  // Both policies apply to a page; a header that named script sources would overrule its hashes.
  expect(PAGE_HEADER_CSP).not.toMatch(/script-src|style-src|default-src/);
});
