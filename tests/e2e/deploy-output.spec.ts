/**
 * What a Netlify deploy of this build serves, proved from the build output itself (`npm start`
 * builds it before the tests run): every page and 404 is a file in dist/, and the adapter adds no
 * function, so no page request reaches one (docs/frontend.md, "Deploying"). `npm run check:deploy`
 * serves the same build with Netlify's own CLI.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

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
/** What the adapter hands Netlify under .netlify/v1/ (Netlify's frameworks API), file by file. */
const handedOver = (folder: string) => {
  const dir = path.join(root, '.netlify/v1', folder);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
};

test('every page and 404 is a built file, the adapter adds no function, and the 404 rules follow the files', () => {
  for (const file of [...Object.values(PAGES), '404.html', 'fr/404/index.html', 'api/404.json']) {
    expect(existsSync(path.join(root, 'dist', file)), file).toBe(true);
  }
  expect(handedOver('functions')).toEqual([]);
  expect(handedOver('edge-functions')).toEqual([]);
  const rules = built('_redirects')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  expect(rules).toEqual([
    ['/sitemap.xml', '/sitemap-index.xml', '200'],
    ['/api/*', '/api/404.json', '404'],
    ['/fr/*', '/fr/404/index.html', '404'],
  ]);
  expect(JSON.parse(built('api/404.json'))).toEqual({
    success: false,
    message: expect.stringMatching(/no API endpoint/),
  });
  expect(built('404.html')).toContain('<html lang="en-CA"');
  expect(built('fr/404/index.html')).toContain('<html lang="fr-CA"');
});

test('every built page carries its Content-Security-Policy, and _headers adds frame-ancestors', () => {
  for (const file of Object.values(PAGES)) {
    expect(built(file), file).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self';/);
  }
  expect(built('_headers')).toMatch(/^\/\*\n(?:\s+.+\n)*\s+Content-Security-Policy: frame-ancestors 'none'\n/m);
});

test("the landing pages hydrate only the card's islands, and /admin only its admin", () => {
  const islandsOf = (file: string) =>
    [...built(file).matchAll(/<astro-island\b[^>]*component-url="\/_astro\/([A-Za-z]+)\.[^"]*"/g)].map(
      ([, name]) => name
    );
  // Each landing page's form is the island of its language.
  for (const [file, form] of [
    ['index.html', 'ContactFormEn'],
    ['fr/index.html', 'ContactFormFr'],
  ] as const) {
    expect(islandsOf(file).sort(), file).toEqual(['ChatPrompt', form, 'NavBar', 'ParticleCanvas']);
  }
  expect(islandsOf('admin/index.html')).toEqual(['AdminGate']);
  for (const file of ['terms/index.html', 'privacy/index.html', 'fr/conditions/index.html']) {
    expect(islandsOf(file), file).toEqual([]);
  }
});
