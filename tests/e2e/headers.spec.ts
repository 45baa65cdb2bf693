import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { SECURITY_HEADERS } from '../../src/config/security.ts';

/**
 * The server under test applies dist/_headers the way Netlify does, and the functions set
 * the same headers in code (netlify/lib/http.ts), so these are the headers that ship.
 */
const PAGES = [
  '/',
  '/terms',
  '/privacy',
  '/admin',
  '/no-such-page',
  '/fr/',
  '/fr/conditions',
  '/fr/confidentialite',
  '/fr/no-such-page',
];

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
}

/** A CSP hash source of `text`. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources])
  );
}

for (const path of PAGES) {
  test(`${path} carries the security headers and a strict Content-Security-Policy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

    const policy = directives(response.headers()['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(scripts.filter((source) => source !== "'self'" && !/^'sha256-[\w+/=]+'$/.test(source))).toEqual([]);
    const styles = policy.get('style-src') ?? [];
    expect(styles.filter((source) => source !== "'self'" && !/^'sha256-[\w+/=]+'$/.test(source))).toEqual([]);
    expect(response.headers()['content-security-policy']).not.toMatch(/unsafe-eval/);

    // The header alone carries the policy (the build drops Astro's per-page <meta>), so it
    // must hold the hash of every inline script and style of the page.
    const html = await response.text();
    expect(html).not.toMatch(/http-equiv="content-security-policy"/i);
    for (const [, text = ''] of html.matchAll(
      /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g
    )) {
      expect(scripts).toContain(sha256(text));
    }
    for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
      expect(styles).toContain(sha256(text));
  });
}

test('built assets are cached for a year, immutable; other files are revalidated', async ({ request, page }) => {
  await page.goto('/');
  const asset = await page.locator('link[rel="stylesheet"][href^="/_astro/"]').first().getAttribute('href');
  expect(asset).toBeTruthy();
  const css = await request.get(asset ?? '');
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(css);
  for (const path of ['/robots.txt', '/og-image.png', '/manifest.webmanifest', '/fr/manifest.webmanifest']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('text is compressed with brotli, or gzip for clients without it; images are not', async ({ request }) => {
  const brotli = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(await brotli.text()).toContain('<!DOCTYPE html>');
  const gzip = await request.get('/terms', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toContain('<!DOCTYPE html>');
  const plain = await request.get('/privacy', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const image = await request.get('/og-image.png', { headers: { 'Accept-Encoding': 'br' } });
  expect(image.headers()['content-encoding']).toBeUndefined();
});

test('function answers carry the same security headers and a policy of their own', async ({ request }) => {
  const answers = [
    await request.get('/api/admin/session'),
    await request.get('/api/admin/inquiries'),
    await request.post('/api/contact', { data: {} }),
    await request.put('/api/contact', { data: {} }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([401, 401, 400, 405]);
  for (const answer of answers) {
    expectSecurityHeaders(answer);
    expect(answer.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    );
  }
});
