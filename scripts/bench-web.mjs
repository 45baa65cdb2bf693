// @ts-check
/**
 * Speed benchmark of the production build (`npm run bench:web` builds first). docs/performance.md
 * gives the method, the targets and why; in short:
 *
 * - Lighthouse on every page and on that page's own floor: the same built HTML with every script
 *   and module preload removed (the islands' server-rendered markup and the CSS stay), written
 *   to a temporary folder the server adds for the run (EXTRA_STATIC_DIR), never deployed. Site
 *   and floor alternate in each round, so both see the same host. Every run records Lighthouse's
 *   benchmarkIndex and the load average; the report gives medians, ratios to the floor and the
 *   targets met or missed.
 * - An idle visit of each landing page and its floor, alternating, in Chromium slowed down 4×
 *   (DevTools protocol): 15 s with no input, long-task time beyond 50 ms per task, and the
 *   JavaScript loaded (gzip bytes as sent). A full visit (scroll to the end, send the contact
 *   form, see the toast) gives the JavaScript a visitor who uses everything loads.
 *
 *   PAGES       comma-separated paths (default: every public page in both languages)
 *   PRESETS     Lighthouse presets, `mobile`, `desktop` or both (default `mobile`)
 *   RUNS        rounds (default 3)
 *   LOAD=1      loaded host: a child process keeps one core busy for the whole run (or `--loaded`)
 *   PARTS       `lighthouse`, `visits` or both (default both); visits are made of `/` and `/fr/`
 *               when PAGES holds them
 *   BENCH_PORT  port of the server it starts (default 4322); Lighthouse's Chrome listens on the next
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');

/** @param {string | undefined} value @param {string} fallback */
const listOf = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const PUBLIC_PAGES = ['/', '/terms', '/privacy', '/fr/', '/fr/conditions', '/fr/confidentialite'];
/** The pages with islands, where a visit can load JavaScript after Lighthouse stops looking. */
const LANDING_PAGES = ['/', '/fr/'];
const PAGES = listOf(process.env.PAGES, PUBLIC_PAGES.join(','));
const PRESETS = /** @type {('mobile' | 'desktop')[]} */ (listOf(process.env.PRESETS, 'mobile'));
const PARTS = listOf(process.env.PARTS, 'lighthouse,visits');
const RUNS = Number(process.env.RUNS ?? 3);
const LOADED = process.env.LOAD === '1' || process.argv.includes('--loaded');
const PORT = Number(process.env.BENCH_PORT ?? 4322);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

for (const [name, values, allowed] of /** @type {const} */ ([
  ['PRESETS', PRESETS, ['mobile', 'desktop']],
  ['PARTS', PARTS, ['lighthouse', 'visits']],
])) {
  const unknown = values.filter((value) => !(/** @type {readonly string[]} */ (allowed).includes(value)));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (${allowed.join(', ')})`);
}
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`RUNS must be a whole number from 1 (got ${RUNS})`);
const VISIT_PAGES = PARTS.includes('visits') ? PAGES.filter((page) => LANDING_PAGES.includes(page)) : [];

/** Targets; docs/performance.md says why. */
const TARGET = {
  /** Loaded host: the performance score at most this far under the floor's. */
  perfBelowFloor: 2,
  /** Idle host: the score a page whose main thread is free gets. */
  perfIdle: 100,
  tbt: { times: 1.2, plusMs: 20 },
  paintTimes: 1.1,
  longTasks: { times: 1.2, plusMs: 50 },
  idleJsKB: 70,
  fullJsKB: 100,
};

/** The idle visit: how long it watches, and how much slower than this host's CPU it runs. */
const IDLE_VISIT_MS = 15_000;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile preset emulates this screen (a Moto G Power); the visits use it too. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The server answers gzip to this, so the bytes counted are the bytes sent. */
const GZIP_ONLY = { 'Accept-Encoding': 'gzip' };
/** Valid answers for the contact form's fields, by name. */
const FORM_TEXT = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  business: 'Bench Inc.',
  phone: '514-555-0123',
  message: 'A benchmark visit: please ignore this inquiry.',
};
const FORM_CHOICES = { projectType: 'ecommerce', budget: '2000-3000', timeline: '1-2-months' };
/** The busy child stops by itself after this long, or as soon as this script is gone. */
const BUSY_LIMIT_MS = 3 * 60 * 60 * 1000;

const FLOOR_PREFIX = '/bench-floor';
/** @param {string} page */
const floorOf = (page) => `${FLOOR_PREFIX}${page}`;
/** @param {string} url */
const labelOf = (url) => (url.startsWith(`${FLOOR_PREFIX}/`) ? `floor of ${url.slice(FLOOR_PREFIX.length)}` : url);

/**
 * A page as plain HTML and CSS: no script element (the JSON-LD data block stays: it is data,
 * not code) and no module or script preload. The islands' server-rendered markup stays.
 * @param {string} html
 */
export function noScriptFloor(html) {
  return html
    .replace(/<script\b(?![^>]*\btype="?application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) => (/\brel="?modulepreload|\bas="?script\b/i.test(link) ? '' : link));
}

/** The built file of `page` under dist/, relative to it. @param {string} page */
function builtFileOf(page) {
  const candidates = page.endsWith('/') ? [`${page}index.html`] : [`${page}/index.html`, `${page}.html`];
  const found = candidates.find((file) => existsSync(path.join(distDir, file)));
  if (!found) throw new Error(`${page}: no built page in dist/ (looked for ${candidates.join(', ')})`);
  return found;
}

/** @param {number[]} values */
function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @param {number[]} values @param {number} [digits] */
const range = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;
const rounds = () => `${RUNS} round${RUNS === 1 ? '' : 's'}`;
const loadAverage = () => os.loadavg()[0] ?? NaN;

/** @param {number} value @param {number} [digits] */
const format = (value, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));

/** "value (×ratio)" against the floor's value. @param {number} value @param {number} floor */
function withRatio(value, floor) {
  if (Number.isNaN(value)) return '–';
  const ratio = floor === 0 ? (value === 0 ? '1.00' : '∞') : (value / floor).toFixed(2);
  return `${format(value)} (×${ratio})`;
}

/**
 * "met 12 ≤ 34" or "missed 56 > 34".
 * @param {number} value @param {'≤' | '≥'} sign @param {number} limit @param {number} [digits]
 */
function verdict(value, sign, limit, digits = 0) {
  const met = sign === '≤' ? value <= limit : value >= limit;
  const failed = sign === '≤' ? '>' : '<';
  return {
    met,
    text: `${met ? 'met' : 'missed'} ${format(value, digits)} ${met ? sign : failed} ${format(limit, digits)}`,
  };
}

/** A Markdown table, padded so that it reads in a terminal too. @param {string[]} header @param {string[][]} rows */
function markdownTable(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Everything it starts, and how to stop it: at the end, on failure, and on a signal.

/** @type {(() => Promise<unknown>)[]} */
const stops = [];
/** Processes to kill at once should this process exit without stopping them. @type {Set<number>} */
const livePids = new Set();
/** @type {Promise<void> | undefined} */
let stopping;
/** The signal that interrupted the run, if one did. @type {string | undefined} */
let interruptedBy;
function stopAll() {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((/** @type {unknown} */ error) => console.error(`While stopping: ${String(error)}`));
    }
  })();
  return stopping;
}
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])) {
  process.once(signal, () => {
    interruptedBy = signal;
    console.error(`\n${signal}: stopping the server, the browsers and the busy child`);
    void stopAll().finally(() => process.exit(code));
  });
}
process.once('exit', () => {
  for (const pid of livePids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A child process this script owns: remembered for the last-resort kill, and stopped with
 * SIGTERM, then SIGKILL if it is still there after `graceMs`. A `group` child leads a process
 * group of its own: the signals go to the whole group, so whatever it started stops with it.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ group?: boolean, graceMs?: number }} [options]
 */
function own(child, { group = false, graceMs = 5_000 } = {}) {
  const pid = child.pid;
  if (pid === undefined) throw new Error('a child process did not start');
  const target = group ? -pid : pid;
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(target, signal);
    } catch {
      // already gone
    }
  };
  livePids.add(target);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (!group) void exited.then(() => livePids.delete(target));
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    if (group) kill('SIGKILL'); // what the leader left behind
    livePids.delete(target);
  });
  return child;
}

/**
 * scripts/serve.mjs with the floors, in a process group of its own (so that whatever it starts
 * stops with it); resolves once it prints "Site ready".
 * @param {string} extraDir @param {string} dataDir
 */
async function startServer(extraDir, dataDir) {
  const server = own(
    spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, EXTRA_STATIC_DIR: extraDir },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    }),
    { group: true, graceMs: 10_000 }
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`scripts/serve.mjs not ready after 3 minutes:\n${output}`)),
      180_000
    );
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}):\n${output}`)));
    server.stdout?.on('data', (chunk) => {
      output = (output + String(chunk)).slice(-4_000);
      if (output.includes('Site ready')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
  });
  return server;
}

/**
 * The loaded host: a child Node process that spins on one core. It ends by itself after
 * BUSY_LIMIT_MS, or once its parent (this script) is gone, whatever happened to it.
 */
function startBusyCore() {
  const code = [
    `const end = Date.now() + ${BUSY_LIMIT_MS};`,
    'const parent = process.ppid;',
    'for (let i = 1; Date.now() < end; i++) if (i % 1e7 === 0 && process.ppid !== parent) break;',
  ].join('\n');
  const busy = own(spawn(process.execPath, ['-e', code], { stdio: 'ignore' }));
  return () => {
    if (busy.exitCode !== null || busy.signalCode !== null)
      throw new Error('the busy child ended: the host is no longer loaded');
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * @typedef {{ perf: number, a11y: number, bp: number, seo: number, fcp: number, lcp: number,
 *   tbt: number, cls: number, sentKB: number, benchmarkIndex: number, load: number,
 *   version: string, failing: string[] }} LighthouseRun
 */

/**
 * The Chromium Lighthouse drives, on the port after the server's; returns its debugging port.
 * @param {{ executablePath?: string, args?: string[] }} launchOptions what scripts/browser.mjs chose
 */
async function startLighthouseChrome(launchOptions) {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage', ...(launchOptions.args ?? [])],
    port: PORT + 1,
    handleSIGINT: false,
  });
  livePids.add(chrome.pid);
  stops.push(async () => {
    chrome.kill();
    livePids.delete(chrome.pid);
  });
  return chrome.port;
}

/**
 * One Lighthouse report of `url`. On a busy machine Chrome now and then fails to record a trace
 * (NO_NAVSTART); such a run is tried again, twice at most.
 * @param {number} port Chrome's debugging port
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 * @returns {Promise<LighthouseRun>}
 */
async function lighthouseRun(port, url, preset) {
  for (let attempt = 1; ; attempt++) {
    const load = loadAverage();
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined
    );
    const error = result ? result.lhr.runtimeError : { code: 'NO_REPORT', message: 'no report' };
    if (result && !error) {
      const { lhr } = result;
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
        lhr.audits['resource-summary']?.details
      );
      const sent = summary?.items?.find((item) => item.resourceType === 'total')?.transferSize ?? NaN;
      /** @type {string[]} */
      const failing = [];
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}/${ref.id}`);
        }
      }
      return {
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        sentKB: sent / 1024,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        load,
        version: lhr.lighthouseVersion,
        failing,
      };
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error?.code} ${error?.message}`);
    console.log(`    ${url}: ${error?.code}, trying again`);
  }
}

/**
 * RUNS rounds of Lighthouse with one preset; in each, every page and then its floor.
 * @param {number} port @param {'mobile' | 'desktop'} preset @param {() => void} checkHost
 */
async function lighthouseRounds(port, preset, checkHost) {
  /** @type {Map<string, LighthouseRun[]>} */
  const runs = new Map();
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      for (const url of [page, floorOf(page)]) {
        checkHost();
        const run = await lighthouseRun(port, ORIGIN + url, preset);
        runs.set(url, [...(runs.get(url) ?? []), run]);
        console.log(
          `  ${preset} ${round}/${RUNS}  ${labelOf(url).padEnd(30)} perf ${String(run.perf).padStart(3)}` +
            `  FCP ${format(run.fcp).padStart(5)}  LCP ${format(run.lcp).padStart(5)}  TBT ${format(run.tbt).padStart(5)} ms` +
            `  benchmarkIndex ${format(run.benchmarkIndex)}  load ${format(run.load, 2)}`
        );
        if (round === 1 && url === page && run.failing.length > 0) {
          console.log(`    below 1: ${run.failing.join(', ')}`);
        }
      }
    }
  }
  return runs;
}

/** Medians of every figure of a page's runs. @param {LighthouseRun[]} runs */
function lighthouseMedians(runs) {
  const of = (/** @type {keyof LighthouseRun} */ key) => median(runs.map((run) => Number(run[key])));
  return {
    perf: of('perf'),
    a11y: of('a11y'),
    bp: of('bp'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    sentKB: of('sentKB'),
    benchmarkIndex: of('benchmarkIndex'),
    load: of('load'),
  };
}

/** @param {Map<string, LighthouseRun[]>} runs @param {'mobile' | 'desktop'} preset */
function lighthouseReport(runs, preset) {
  const medians = (/** @type {string} */ url) => lighthouseMedians(runs.get(url) ?? []);
  /** @type {string[][]} */
  const rows = [];
  for (const page of PAGES) {
    const site = medians(page);
    const floor = medians(floorOf(page));
    for (const [label, figures, base] of /** @type {const} */ ([
      [page, site, floor],
      [labelOf(floorOf(page)), floor, undefined],
    ])) {
      const cell = (/** @type {'perf' | 'fcp' | 'lcp' | 'tbt'} */ key) =>
        base ? withRatio(figures[key], base[key]) : format(figures[key]);
      rows.push([
        label,
        cell('perf'),
        cell('fcp'),
        cell('lcp'),
        cell('tbt'),
        format(figures.cls, 3),
        `${figures.a11y} / ${figures.bp} / ${figures.seo}`,
        format(figures.sentKB, 1),
        format(figures.benchmarkIndex, 0),
        format(figures.load, 2),
      ]);
    }
  }
  const table = markdownTable(
    ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'a11y / bp / seo', 'KB sent', 'benchmarkIndex', 'load 1 min'],
    rows
  );
  const lines = [`### Lighthouse ${preset}, medians of ${rounds()} (× = ratio to the page's own floor)`, '', table];
  if (preset !== 'mobile') return lines.join('\n');

  const perfHeader = LOADED ? `perf ≥ floor − ${TARGET.perfBelowFloor}` : `perf = ${TARGET.perfIdle} (idle host)`;
  /** @type {string[][]} */
  const targetRows = [];
  let pagesMet = 0;
  for (const page of PAGES) {
    const site = medians(page);
    const floor = medians(floorOf(page));
    const checks = [
      verdict(site.perf, '≥', LOADED ? floor.perf - TARGET.perfBelowFloor : TARGET.perfIdle),
      verdict(site.tbt, '≤', TARGET.tbt.times * floor.tbt + TARGET.tbt.plusMs),
      verdict(site.fcp, '≤', TARGET.paintTimes * floor.fcp),
      verdict(site.lcp, '≤', TARGET.paintTimes * floor.lcp),
    ];
    if (checks.every((check) => check.met)) pagesMet++;
    targetRows.push([page, ...checks.map((check) => check.text)]);
  }
  lines.push(
    '',
    `Targets, mobile medians (${pagesMet} of ${PAGES.length} pages meet all four):`,
    '',
    markdownTable(
      [
        'page',
        perfHeader,
        `TBT ≤ ${TARGET.tbt.times} × floor + ${TARGET.tbt.plusMs} ms`,
        `FCP ≤ ${TARGET.paintTimes} × floor`,
        `LCP ≤ ${TARGET.paintTimes} × floor`,
      ],
      targetRows
    )
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Visits in a slowed-down Chromium

/** @typedef {{ longTaskMs: number, longTasks: number, jsKB: number, jsFiles: number, load: number, sent?: string }} Visit */

/** Counts every long task of the page from its start (init script, runs before any page script). */
function recordLongTasks() {
  if (window !== window.top) return;
  const record = { count: 0, beyond50: 0 };
  Object.defineProperty(window, '__benchLongTasks', { value: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.count++;
      record.beyond50 += Math.max(0, entry.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Gzip bytes of every script file `page` loads: as sent when the server sent gzip (it does
 * for GZIP_ONLY), otherwise the body gzipped at level 9, as the server would.
 * @param {import('@playwright/test').Page} page
 */
function recordScripts(page) {
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() >= 300) return;
    sizes.push(
      (async () => {
        if ((await response.headerValue('content-encoding')) === 'gzip') {
          return (await response.request().sizes()).responseBodySize;
        }
        return gzipSync(await response.body(), { level: 9 }).length;
      })()
    );
  });
  return async () => {
    const all = await Promise.all(sizes);
    return { files: all.length, bytes: all.reduce((sum, size) => sum + size, 0) };
  };
}

/**
 * What a visitor who uses everything does: scrolls to the end a screen at a time, fills the
 * contact form with valid answers, sends it and waits for the toast.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string>} how the sending went
 */
async function useEverything(page) {
  for (let stalled = 0; stalled < 3;) {
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
    stalled = (await page.evaluate(() => scrollY)) === before ? stalled + 1 : 0;
  }
  const form = page.locator('form').filter({ has: page.locator('[name="email"]') });
  // Focus on the first field: the form hydrates on focus if it has not on approach already.
  await form.locator('[name="name"]').click();
  const submit = form.locator('button[type="submit"]');
  for (const deadline = Date.now() + 60_000; !(await submit.isEnabled());) {
    if (Date.now() > deadline) return 'not sent: the form never became ready';
    await page.waitForTimeout(100);
  }
  for (const [name, value] of Object.entries(FORM_TEXT)) await form.locator(`[name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(FORM_CHOICES)) await form.locator(`[name="${name}"]`).selectOption(value);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/contact' && answer.request().method() === 'POST',
      { timeout: 120_000 }
    ),
    submit.click(),
  ]);
  if (response.status() >= 300) return `not sent: /api/contact answered ${response.status()}`;
  await page.locator('[role="region"] li').first().waitFor({ state: 'visible', timeout: 60_000 });
  return 'sent, toast seen';
}

/**
 * Follows the requests of `page` from now on; the function it returns resolves once none has
 * been in flight for 500 ms (10 s at most).
 * @param {import('@playwright/test').Page} page
 */
function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (/** @type {number} */ delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500)) await page.waitForTimeout(100);
  };
}

/**
 * One visit of `url` on a phone-sized screen with the CPU slowed down CPU_SLOWDOWN times: for
 * IDLE_VISIT_MS from the start of navigation, with no input; or, `full`, using everything
 * first (and no shorter than an idle visit).
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {boolean} full
 * @returns {Promise<Visit>}
 */
async function visit(browser, url, full) {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: GZIP_ONLY, serviceWorkers: 'block' });
  try {
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = recordScripts(page);
    const networkQuiet = trackNetwork(page);
    const load = loadAverage();
    await page.goto(ORIGIN + url, { waitUntil: 'load', timeout: 120_000 });
    const sent = full ? await useEverything(page) : undefined;
    const startedAt = await page.evaluate(() => performance.timeOrigin);
    const left = startedAt + IDLE_VISIT_MS - Date.now();
    if (left > 0) await page.waitForTimeout(left);
    if (full) await networkQuiet();
    const longTasks = /** @type {{ count: number, beyond50: number }} */ (
      await page.evaluate(() => Reflect.get(window, '__benchLongTasks'))
    );
    const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').allTextContents();
    const files = await scripts();
    const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    return {
      longTaskMs: longTasks.beyond50,
      longTasks: longTasks.count,
      jsKB: (files.bytes + inlineBytes) / 1024,
      jsFiles: files.files,
      load,
      ...(sent !== undefined && { sent }),
    };
  } finally {
    await context.close();
  }
}

/** @param {string} url @param {string} kind @param {Visit} result */
function logVisit(url, kind, result) {
  console.log(
    `  ${kind.padEnd(10)} ${labelOf(url).padEnd(20)} long tasks ${String(result.longTasks).padStart(3)}, ` +
      `${format(result.longTaskMs).padStart(5)} ms beyond 50 ms  JS ${format(result.jsKB, 1).padStart(6)} KB gzip ` +
      `(${result.jsFiles} files + inline)  load ${format(result.load, 2)}${result.sent ? `  form ${result.sent}` : ''}`
  );
}

/** @param {import('@playwright/test').Browser} browser @param {() => void} checkHost */
async function visits(browser, checkHost) {
  /** @type {Map<string, Visit[]>} */
  const idle = new Map();
  for (let round = 1; round <= RUNS; round++) {
    for (const page of VISIT_PAGES) {
      for (const url of [page, floorOf(page)]) {
        checkHost();
        const result = await visit(browser, url, false);
        idle.set(url, [...(idle.get(url) ?? []), result]);
        logVisit(url, `idle ${round}/${RUNS}`, result);
      }
    }
  }
  /** @type {Map<string, Visit>} */
  const full = new Map();
  for (const page of VISIT_PAGES) {
    checkHost();
    const result = await visit(browser, page, true);
    full.set(page, result);
    logVisit(page, 'full', result);
  }
  return { idle, full };
}

/** @param {{ idle: Map<string, Visit[]>, full: Map<string, Visit> }} results */
function visitsReport({ idle, full }) {
  const medians = (/** @type {string} */ url) => {
    const runs = idle.get(url) ?? [];
    const of = (/** @type {'longTaskMs' | 'longTasks' | 'jsKB' | 'load'} */ key) => median(runs.map((run) => run[key]));
    return { longTaskMs: of('longTaskMs'), longTasks: of('longTasks'), jsKB: of('jsKB'), load: of('load') };
  };
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[][]} */
  const targetRows = [];
  for (const page of VISIT_PAGES) {
    const site = medians(page);
    const floor = medians(floorOf(page));
    const fullVisit = full.get(page);
    rows.push(
      [
        page,
        withRatio(site.longTaskMs, floor.longTaskMs),
        format(site.longTasks),
        format(site.jsKB, 1),
        fullVisit ? `${format(fullVisit.jsKB, 1)} (form ${fullVisit.sent})` : '–',
        format(site.load, 2),
      ],
      [
        labelOf(floorOf(page)),
        format(floor.longTaskMs),
        format(floor.longTasks),
        format(floor.jsKB, 1),
        '–',
        format(floor.load, 2),
      ]
    );
    targetRows.push([
      page,
      verdict(site.longTaskMs, '≤', TARGET.longTasks.times * floor.longTaskMs + TARGET.longTasks.plusMs).text,
      verdict(site.jsKB, '≤', TARGET.idleJsKB, 1).text,
      fullVisit ? verdict(fullVisit.jsKB, '≤', TARGET.fullJsKB, 1).text : '–',
    ]);
  }
  return [
    `### Visits, ${CPU_SLOWDOWN}× CPU slowdown, phone screen: idle ${IDLE_VISIT_MS / 1000} s with no input (medians of ${rounds()}), full once`,
    '',
    markdownTable(
      ['page', 'long tasks, ms beyond 50 ms', 'long tasks', 'JS KB gzip, idle', 'JS KB gzip, full visit', 'load 1 min'],
      rows
    ),
    '',
    'Targets:',
    '',
    markdownTable(
      [
        'page',
        `long tasks ≤ ${TARGET.longTasks.times} × floor + ${TARGET.longTasks.plusMs} ms`,
        `JS idle ≤ ${TARGET.idleJsKB} KB`,
        `JS full ≤ ${TARGET.fullJsKB} KB`,
      ],
      targetRows
    ),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('No production build in dist/. Run `npm run build` first (`npm run bench:web` does both).');
  }
  const launchOptions = chromiumLaunchOptions();
  if (!launchOptions) throw new Error('No Chromium installed: `node scripts/browser.mjs` says how to get one.');

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  stops.push(() => rm(workDir, { recursive: true, force: true }));
  process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
  const floorDir = path.join(workDir, 'static');
  for (const page of PAGES) {
    const file = builtFileOf(page);
    const floor = path.join(floorDir, FLOOR_PREFIX, file);
    await mkdir(path.dirname(floor), { recursive: true });
    await writeFile(floor, noScriptFloor(await readFile(path.join(distDir, file), 'utf8')));
  }

  await startServer(floorDir, path.join(workDir, 'data'));
  const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
  const browser = await chromium.launch({ ...launchOptions, ...signals });
  stops.push(() => browser.close());
  const chromePort = PARTS.includes('lighthouse') ? await startLighthouseChrome(launchOptions) : undefined;
  const checkHost = LOADED ? startBusyCore() : () => {};

  // One untimed load of every address first, so that no measured run pays for the server's
  // first compression of a file.
  const warmUp = await browser.newPage();
  for (const page of PAGES) {
    for (const url of [page, floorOf(page)]) await warmUp.goto(ORIGIN + url, { waitUntil: 'networkidle' });
  }
  await warmUp.close();

  const startedAt = new Date();
  console.log(
    `bench:web against ${ORIGIN}, ${rounds()}, ${LOADED ? 'LOADED host (one core kept busy)' : 'host as it is'}`
  );
  /** @type {string[]} */
  const sections = [];
  /** @type {LighthouseRun[]} */
  const allRuns = [];
  if (chromePort !== undefined) {
    for (const preset of PRESETS) {
      const runs = await lighthouseRounds(chromePort, preset, checkHost);
      for (const list of runs.values()) allRuns.push(...list);
      sections.push(lighthouseReport(runs, preset));
    }
  }
  /** @type {number[]} */
  const visitLoads = [];
  if (VISIT_PAGES.length > 0) {
    const results = await visits(browser, checkHost);
    for (const list of results.idle.values()) visitLoads.push(...list.map((run) => run.load));
    sections.push(visitsReport(results));
  }

  const loads = [...allRuns.map((run) => run.load), ...visitLoads];
  const indexes = allRuns.map((run) => run.benchmarkIndex);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    `## bench:web, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${LOADED ? 'loaded host (one core kept busy by a child process)' : 'host as it is (no added load)'}`,
    '',
    `- Host: ${os.cpus().length} × ${cpu}; Node ${process.version}; Chromium ${browser.version()}` +
      (allRuns[0] ? `; Lighthouse ${allRuns[0].version}` : ''),
    `- ${rounds()}, each page then its own no-script floor; presets: ${chromePort === undefined ? 'none' : PRESETS.join(', ')}`,
    ...(indexes.length > 0
      ? [
          `- Lighthouse benchmarkIndex: median ${format(median(indexes))}, ${range(indexes)} over ${indexes.length} runs`,
        ]
      : []),
    ...(loads.length > 0
      ? [`- Load average (1 min) at the start of each run: median ${format(median(loads), 2)}, ${range(loads, 2)}`]
      : []),
  ];
  console.log(`\n${[header.join('\n'), ...sections].join('\n\n')}\n`);
}

try {
  await main();
} catch (error) {
  // Interrupted, the run fails on the browsers being closed under it: that says nothing new.
  if (!interruptedBy) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
