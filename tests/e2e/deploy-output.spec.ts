/**
 * What a Netlify deploy of this build serves, proved from the build output itself: dist/ and what
 * the adapter writes under .netlify/v1/ (`npm start` builds both before the tests run). Netlify
 * routes a request to a function by its path, otherwise to a file (with `_headers` and
 * `_redirects`), otherwise to a function that prefers files: the adapter's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS = path.join(root, '.netlify/v1/functions');

/** Every page of the site and the file that serves it. */
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/terms': 'terms/index.html',
  '/privacy': 'privacy/index.html',
  '/admin': 'admin/index.html',
  '/fr/': 'fr/index.html',
  '/fr/conditions': 'fr/conditions/index.html',
  '/fr/confidentialite': 'fr/confidentialite/index.html',
};

const built = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');

/** The adapter's function, as Netlify would run it. */
async function adapterFunction() {
  const module = await import(pathToFileURL(path.join(FUNCTIONS, 'ssr/ssr.mjs')).href);
  return module as {
    default: (request: Request, context: object) => Promise<Response>;
    config: Record<string, unknown>;
  };
}

test('every page is a built file; the adapter adds one function, which answers only where no file does', async () => {
  for (const file of Object.values(PAGES)) expect(existsSync(path.join(root, 'dist', file)), file).toBe(true);
  expect(readdirSync(FUNCTIONS)).toEqual(['ssr']);
  const edge = path.join(root, '.netlify/v1/edge-functions');
  expect(existsSync(edge) ? readdirSync(edge).flatMap((folder) => readdirSync(path.join(edge, folder))) : []).toEqual(
    []
  );
  const { config } = await adapterFunction();
  expect(config).toMatchObject({ path: '/*', preferStatic: true });
  // No rewrite stands between an address and its function or file.
  const rules = built('_redirects')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  expect(rules).toEqual(['/sitemap.xml  /sitemap-index.xml  200']);
});

test('every built page carries its Content-Security-Policy, and _headers adds frame-ancestors', () => {
  for (const file of Object.values(PAGES)) {
    expect(built(file), file).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self';/);
  }
  expect(built('_headers')).toMatch(/^\/\*\n(?:\s+.+\n)*\s+Content-Security-Policy: frame-ancestors 'none'\n/m);
});

test('the adapter function answers unknown addresses: JSON under /api/, the French 404 under /fr/, the English one elsewhere', async () => {
  const { default: handler } = await adapterFunction();
  const answer = (address: string) => handler(new Request(`https://www.example.com${address}`), { ip: '192.0.2.1' });

  const api = await answer('/api/no-such-endpoint');
  expect(api.status).toBe(404);
  expect(api.headers.get('content-type')).toContain('application/json');
  expect(await api.json()).toEqual({ success: false, message: expect.stringMatching(/no API endpoint/) });
  expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);

  for (const [address, language, title] of [
    ['/no-such-page', 'en-CA', 'Page Not Found'],
    ['/admin/no-such-page', 'en-CA', 'Page Not Found'],
    ['/fr/no-such-page', 'fr-CA', 'Page introuvable'],
    ['/fr/conditions/no-such-page', 'fr-CA', 'Page introuvable'],
  ] as const) {
    const page = await answer(address);
    expect(page.status, address).toBe(404);
    const html = await page.text();
    expect(html, address).toContain(`<html lang="${language}"`);
    expect(html, address).toContain(title);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy, address).toMatch(/default-src 'self';.*script-src 'self' 'sha256-/);
    expect(policy, address).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options'), address).toBe('DENY');
  }
});

test("the landing pages hydrate only the card's islands, and /admin only its admin", () => {
  const islandsOf = (file: string) =>
    [...built(file).matchAll(/<astro-island\b[^>]*component-url="\/_astro\/([A-Za-z]+)\.[^"]*"/g)].map(
      ([, name]) => name
    );
  for (const file of ['index.html', 'fr/index.html']) {
    expect(islandsOf(file).sort(), file).toEqual(['ChatPrompt', 'ContactForm', 'NavBar', 'ParticleCanvas']);
  }
  expect(islandsOf('admin/index.html')).toEqual(['AdminGate']);
  for (const file of ['terms/index.html', 'privacy/index.html', 'fr/conditions/index.html']) {
    expect(islandsOf(file), file).toEqual([]);
  }
});
