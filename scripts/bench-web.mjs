// @ts-check
/**
 * Performance benchmark of the production build (`npm run bench:web` builds first):
 *
 * 1. Lighthouse, mobile and desktop presets, RUNS runs of each public page and the admin,
 *    medians of the four category scores, FCP, LCP, TBT, CLS and the bytes transferred by
 *    resource type.
 * 2. A real browser session that scrolls each page to its end (so that `client:visible`
 *    islands load), counting the JavaScript, CSS and HTML it loads, raw and gzip-compressed.
 *
 * Every figure is also given as a ratio to the same figure for a reference page: the landing
 * page of the same language with every script removed (plain HTML and CSS, the islands'
 * server-rendered markup left as it is), the floor for this design. French copy runs longer,
 * so French pages compare with the French landing page's floor. The floors are made from this
 * very build's HTML, so they never drift from the content, and they live in a temporary
 * folder the server adds to dist/ for the run (EXTRA_STATIC_DIR), so they are never deployed
 * nor indexed.
 *
 *   PAGES       comma-separated paths to measure, e.g. `PAGES=/` while working on the landing
 *               page (default: every public page in both languages and /admin); the floor of
 *               each language measured is always measured too
 *   PRESETS     `mobile`, `desktop` or both (default `mobile,desktop`)
 *   RUNS        runs per page and preset (default 3)
 *   BENCH_PORT  port of the server it starts (default 4322)
 *   CHROME_PATH browser (default /usr/bin/chromium when present, else Lighthouse's search)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4322);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Only set when known: otherwise Lighthouse and Playwright look for a browser themselves. */
const chromePath = CHROME_PATH ? { chromePath: CHROME_PATH } : {};
const executablePath = CHROME_PATH ? { executablePath: CHROME_PATH } : {};
/** Flags headless Chromium needs as root in a closed network, and for steady figures. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** The no-island reference pages: each language's landing page without its scripts. */
const FLOORS = {
  en: { path: '/bench-floor', source: 'index.html', label: 'floor' },
  fr: { path: '/bench-floor-fr', source: path.join('fr', 'index.html'), label: 'floor fr' },
};
const FLOOR_PATHS = Object.values(FLOORS).map((floor) => floor.path);
/** @param {string} page */
const floorPathOf = (page) => (page.startsWith('/fr/') ? FLOORS.fr.path : FLOORS.en.path);
/** Pages the README's targets apply to: every public page in both languages. */
const ALL_PUBLIC_PAGES = ['/', '/terms', '/privacy', '/fr/', '/fr/conditions', '/fr/confidentialite'];
/** The admin is private and says noindex: measured, but no target applies. */
const ALL_PAGES = [...ALL_PUBLIC_PAGES, '/admin'];
const chosenPages = process.env.PAGES
  ? process.env.PAGES.split(',')
      .map((page) => page.trim())
      .filter(Boolean)
  : ALL_PAGES;
const measuredPages = chosenPages.filter((page) => !FLOOR_PATHS.includes(page));
const PAGES = [
  ...measuredPages,
  ...FLOOR_PATHS.filter((floor) => measuredPages.some((page) => floorPathOf(page) === floor)),
];
const PUBLIC_PAGES = PAGES.filter((page) => ALL_PUBLIC_PAGES.includes(page));
const PRESETS = /** @type {('mobile' | 'desktop')[]} */ (
  (process.env.PRESETS ?? 'mobile,desktop').split(',').filter((preset) => preset === 'mobile' || preset === 'desktop')
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The landing page as plain HTML and CSS: no script element (the JSON-LD data block stays,
 * it is content) and no module preload.
 * @param {string} html
 */
export function floorOf(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Starts scripts/serve.mjs with the reference page and waits until it answers. */
async function startServer(/** @type {string} */ extraDir, /** @type {string} */ dataDir) {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, EXTRA_STATIC_DIR: extraDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code})`)));
    server.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('Site ready')) resolve(undefined);
    });
  });
  return server;
}

/**
 * One Lighthouse report. On a busy machine Chrome now and then fails to record a trace
 * (NO_NAVSTART); such a run is tried again, twice at most.
 * @param {number} port
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
async function lighthouseRun(port, url, preset, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    preset === 'desktop' ? desktopConfig : undefined
  );
  const error = result ? result.lhr.runtimeError : { message: 'no report' };
  if (!result || error) {
    if (attempt < 3) return lighthouseRun(port, url, preset, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${error?.message}`);
  }
  return result.lhr;
}

/**
 * Median Lighthouse figures of one page with one preset.
 * @param {number} port Chrome's debugging port
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
async function lighthouseMedians(port, url, preset) {
  /** @type {Record<string, number>[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await lighthouseRun(port, url, preset);
    /** @type {Record<string, number>} */
    const figures = {};
    for (const category of CATEGORIES) figures[category] = Math.round((lhr.categories[category]?.score ?? NaN) * 100);
    figures['FCP ms'] = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
    figures['LCP ms'] = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    figures['TBT ms'] = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    figures['CLS'] = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
      lhr.audits['resource-summary']?.details
    );
    for (const item of summary?.items ?? []) {
      if (['total', 'document', 'script', 'stylesheet', 'font', 'image'].includes(item.resourceType)) {
        figures[`${item.resourceType} B`] = item.transferSize;
      }
    }
    /** @type {string[]} */
    const failing = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}/${ref.id}`);
      }
    }
    if (failing.length > 0 && run === 0) console.log(`    ${preset} ${url}: below 1 on ${failing.join(', ')}`);
    runs.push(figures);
  }
  /** @type {Record<string, number>} */
  const medians = {};
  for (const key of Object.keys(runs[0] ?? {})) medians[key] = median(runs.map((figures) => figures[key] ?? NaN));
  return medians;
}

/**
 * JavaScript, CSS and HTML a real browser loads for a page it scrolls to the end: raw and
 * gzip-compressed (level 9, as tests/e2e/js-budget.spec.ts counts), inline scripts included.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function loadedBytes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  /** @type {Promise<[string, Buffer]>[]} */
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['script', 'stylesheet', 'document'].includes(type) && response.status() < 300) {
      bodies.push(response.body().then((body) => [type, body]));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  /** @type {Record<string, number>} */
  const bytes = { 'JS raw': 0, 'JS gzip': 0, 'CSS raw': 0, 'CSS gzip': 0, 'HTML raw': 0, 'HTML gzip': 0 };
  const label = /** @type {Record<string, string>} */ ({ script: 'JS', stylesheet: 'CSS', document: 'HTML' });
  /** @param {string} kind @param {Buffer | string} body */
  const count = (kind, body) => {
    bytes[`${kind} raw`] = (bytes[`${kind} raw`] ?? 0) + Buffer.byteLength(body);
    bytes[`${kind} gzip`] = (bytes[`${kind} gzip`] ?? 0) + gzipSync(body, { level: 9 }).length;
  };
  for (const [type, body] of await Promise.all(bodies)) count(label[type] ?? type, body);
  // Inline scripts run too; the HTML figures already hold their bytes.
  for (const text of await page.locator('script:not([src]):not([type="application/ld+json"])').allTextContents()) {
    count('JS', text);
  }
  await page.close();
  return bytes;
}

/** @param {number} value */
const format = (value) => (Number.isInteger(value) ? String(value) : value < 1 ? value.toFixed(3) : value.toFixed(0));

/**
 * Prints one table: a row per figure, a column per page, each cell "value (× floor)".
 * @param {string} title
 * @param {Record<string, Record<string, number>>} byPage
 */
function printTable(title, byPage) {
  const keys = Object.keys(byPage[PAGES[0] ?? '/'] ?? {});
  const rows = keys.map((key) => [
    key,
    ...PAGES.map((page) => {
      const value = byPage[page]?.[key];
      if (value === undefined || Number.isNaN(value)) return '–';
      if (FLOOR_PATHS.includes(page)) return format(value);
      const base = byPage[floorPathOf(page)]?.[key];
      return `${format(value)}${base ? ` (×${(value / base).toFixed(2)})` : ''}`;
    }),
  ]);
  const header = [
    '',
    ...PAGES.map((page) => Object.values(FLOORS).find((floor) => floor.path === page)?.label ?? page),
  ];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  console.log(`\n${title}`);
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0)).join('  '));
}

/**
 * The issue's targets against the mobile medians, one line each.
 * @param {Record<string, Record<string, number>>} mobile
 */
function printTargets(mobile) {
  console.log('\nTargets (mobile, public pages):');
  for (const page of PUBLIC_PAGES) {
    const figures = mobile[page] ?? {};
    const floor = mobile[floorPathOf(page)] ?? {};
    /** @type {string[]} */
    const misses = [];
    for (const category of CATEGORIES) {
      if ((figures[category] ?? 0) < 100) misses.push(`${category} ${figures[category]} (100 wanted)`);
    }
    if ((figures['TBT ms'] ?? 0) > 0) misses.push(`TBT ${format(figures['TBT ms'] ?? 0)} ms (0 wanted)`);
    if ((figures['CLS'] ?? 0) >= 0.01) misses.push(`CLS ${format(figures['CLS'] ?? 0)} (< 0.01 wanted)`);
    for (const metric of ['FCP ms', 'LCP ms']) {
      const ratio = (figures[metric] ?? 0) / (floor[metric] ?? 1);
      if (ratio > 1.1) misses.push(`${metric.split(' ')[0]} ×${ratio.toFixed(2)} of the floor (×1.10 at most)`);
    }
    console.log(`  ${page.padEnd(20)} ${misses.length === 0 ? 'all met' : `missed: ${misses.join('; ')}`}`);
  }
}

const distIndex = path.join(root, 'dist', 'index.html');
if (!existsSync(distIndex)) {
  console.error('No production build in dist/. Run `npm run build` first (`npm run bench:web` does both).');
  process.exit(1);
}
const workDir = await mkdtemp(path.join(tmpdir(), 'bench-web-'));
const floorDir = path.join(workDir, 'static');
for (const floor of Object.values(FLOORS)) {
  await mkdir(path.join(floorDir, floor.path), { recursive: true });
  const html = await readFile(path.join(root, 'dist', floor.source), 'utf8');
  await writeFile(path.join(floorDir, floor.path, 'index.html'), floorOf(html));
}

const server = await startServer(floorDir, path.join(workDir, 'data'));
const chrome = await chromeLauncher.launch({ ...chromePath, chromeFlags: CHROME_FLAGS });
const browser = await chromium.launch({ ...executablePath, args: CHROME_FLAGS.slice(1) });
// Interrupted (Ctrl-C), it still stops the browsers and the server it started.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    chrome.kill();
    server.kill('SIGTERM');
    void browser.close().finally(() => process.exit(130));
  });
}
try {
  console.log(
    `Lighthouse ${RUNS}× per page and preset against ${ORIGIN} (${CHROME_PATH ?? 'Chrome found by Lighthouse'})`
  );
  for (const preset of PRESETS) {
    /** @type {Record<string, Record<string, number>>} */
    const byPage = {};
    for (const page of PAGES) byPage[page] = await lighthouseMedians(chrome.port, ORIGIN + page, preset);
    printTable(`Lighthouse ${preset}, medians of ${RUNS} runs (transfer sizes in bytes)`, byPage);
    if (preset === 'mobile') printTargets(byPage);
  }
  /** @type {Record<string, Record<string, number>>} */
  const bytes = {};
  for (const page of PAGES) bytes[page] = await loadedBytes(browser, ORIGIN + page);
  printTable('Loaded by a browser scrolling the whole page (bytes)', bytes);
} finally {
  await browser.close();
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(workDir, { recursive: true, force: true });
}
