import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { PAGE_HEADER_CSP, SECURITY_HEADERS } from '../../src/config/security.ts';
import { tagsOf } from './support/pages.ts';

/**
 * The server under test applies dist/_headers the way Netlify does, and the functions set
 * the same headers in code (netlify/lib/http.ts), so these are the headers that ship. Each built
 * page, the 404 pages too, carries its own Content-Security-Policy in a <meta> element (Astro's
 * `security.csp`); the header adds `frame-ancestors`, which a <meta> policy cannot carry.
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

/** The policy of the page's `<meta http-equiv="content-security-policy">`. */
function metaPolicy(html: string): string {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return content.replaceAll('&#39;', "'").replaceAll('&apos;', "'");
}

for (const path of PAGES) {
  test(`${path} carries the security headers and a strict Content-Security-Policy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    // The header says what a <meta> policy cannot; it allows no script or style of its own.
    expect(response.headers()['content-security-policy']).toBe(PAGE_HEADER_CSP);

    // The page's own policy, with the hashes of what Astro rendered into it.
    const policy = directives(metaPolicy(html));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.filter((source) => source !== "'self'" && !/^'sha256-[\w+/=]+'$/.test(source))).toEqual([]);
    const styles = policy.get('style-src') ?? [];
    expect(styles.filter((source) => source !== "'self'" && !/^'sha256-[\w+/=]+'$/.test(source))).toEqual([]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(metaPolicy(html)).not.toMatch(/unsafe-eval/);

    // Every inline script and style of the page is allowed by its hash, and nothing inline by default.
    const inlineScripts = [
      ...html.matchAll(
        /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g
      ),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, text = ''] of inlineScripts) expect(scripts).toContain(sha256(text));
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    for (const [, text = ''] of inlineStyles) expect(styles).toContain(sha256(text));
    // A built page's policy allows nothing inline beyond what the page holds.
    const held = new Set([...inlineScripts, ...inlineStyles].map(([, text = '']) => sha256(text)));
    expect([...scripts, ...styles].filter((source) => source.startsWith("'sha256-") && !held.has(source))).toEqual([]);
  });
}

test('built assets are cached for a year, immutable; other files are revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = tagsOf(html, 'link').find(
    (link) => link['rel'] === 'stylesheet' && link['href']?.startsWith('/_astro/')
  )?.['href'];
  expect(asset).toBeTruthy();
  const css = await request.get(asset ?? '');
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(css);
  for (const path of ['/robots.txt', '/og-image.png', '/manifest.webmanifest', '/fr/manifest.webmanifest']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
  // The icon sprite's address names its version, so it is kept as long as the built assets.
  const sprite = tagsOf(html, 'use')[0]?.['href'];
  expect(sprite).toMatch(/^\/icons\.svg\?v=[\w-]+#/);
  const icons = await request.get(sprite ?? '');
  expect(icons.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(icons.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
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
  // An address no function has gets a built file, with the headers of every file.
  const unknown = await request.get('/api/no-such-endpoint');
  expect(unknown.status()).toBe(404);
  expectSecurityHeaders(unknown);
  expect(unknown.headers()['content-security-policy']).toBe(PAGE_HEADER_CSP);
});
