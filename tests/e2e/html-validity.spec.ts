import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/** Every page of the build the suite serves (`npm start` writes dist/ before the tests run). */
const PAGES = [
  'index.html',
  'terms/index.html',
  'privacy/index.html',
  'fr/index.html',
  'fr/conditions/index.html',
  'fr/confidentialite/index.html',
  'admin/index.html',
  '404.html',
  'fr/404/index.html',
].map((file) => `dist/${file}`);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * Runs the W3C Nu HTML checker (vnu-jar, offline, on Java) once over `files`; resolves its errors,
 * each as `file: message (extract)`. The JVM compiles with its quick compiler only (C1), whose
 * frames need a larger stack than the default, and one GC thread: a single run of the checker is
 * over before the optimizing compiler would pay off (it costs about half the CPU), and what the
 * checker reports is the same.
 */
async function vnuErrors(files: string[]) {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // vnu exits with 1 when it reports errors; its JSON report is on stderr either way.
  const { stderr } = await promisify(execFile)(
    'java',
    [
      '-Xss4m',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      jar,
      '--format',
      'json',
      '--errors-only',
      ...files,
    ],
    { maxBuffer: 16 * 1024 * 1024 }
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter(({ type, subType }) => type === 'error' || subType === 'fatal')
    .map(({ url, message, extract }) => `${url.replace(/^.*\/(dist|vnu-\w+)\//, '')}: ${message} (${extract ?? ''})`);
}

// One run of the checker (a JVM start is most of its cost) over the pages and a page it must fault.
test('the W3C Nu HTML checker finds no error on any page, in both languages, on /admin and the 404s, and does report one', async () => {
  test.setTimeout(120_000);
  for (const file of PAGES) expect(existsSync(file), `${file} was built`).toBe(true);
  const bad = `${mkdtempSync(`${tmpdir()}/vnu-`)}/bad.html`;
  writeFileSync(
    bad,
    '<!doctype html><html lang="en"><head><title>t</title></head><body><a href="#">a</a><style>a{}</style></body></html>'
  );
  const errors = await vnuErrors([...PAGES, bad]);
  const [ofBad, ofPages] = [
    errors.filter((e) => e.startsWith('bad.html: ')),
    errors.filter((e) => !e.startsWith('bad.html: ')),
  ];

  await test.step('no error on any built page', () => {
    expect(ofPages).toEqual([]);
  });
  await test.step('the checker reports an error the pages must not have (a style element after content in body)', () => {
    expect(ofBad).toHaveLength(1);
    expect(ofBad[0]).toContain('style');
  });
});
