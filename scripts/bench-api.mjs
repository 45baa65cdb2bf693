// @ts-check
/**
 * API benchmark (`npm run bench:api`), against the local production server (scripts/serve.mjs)
 * in a temporary data folder, with autocannon. Needs a build (`npm run build`).
 *
 * 1. The admin list with 100, 1,000 and 5,000 stored inquiries (seeded straight through the
 *    storage module into the server's Blobs folder): latency of the first page, a filtered
 *    page, a search and the counts, and the Blobs requests each costs, counted by running
 *    the same storage call in this process against the same data.
 * 2. `POST /api/contact` at 1, 16 and 64 connections, each beside the floor: `GET /api/health`,
 *    a function that touches no storage, served by the same server in the same run.
 * 3. Every inquiry the server accepted (201) is stored exactly once.
 *
 *   BENCH_PORT         port of the server (default 4390)
 *   BENCH_ADMIN_CALLS  calls per admin measurement (default 8)
 *
 * Each contact and floor run sends a fixed number of calls (20, or twice the connections)
 * and waits for every answer: the local server answers at most MAX_CONCURRENT_CALLS (8) at
 * once, so at 64 connections a call waits its turn for several seconds, and a run cut off by
 * time would not count the calls still in line.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startLocalBlobs } from './local-blobs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env['BENCH_PORT'] ?? 4390);
const adminCalls = Number(process.env['BENCH_ADMIN_CALLS'] ?? 8);
const origin = `http://127.0.0.1:${port}`;
const password = 'bench-password';
const SIZES = [100, 1000, 5000];
const CONNECTIONS = [1, 16, 64];
const BENCH_PREFIX = 'Bench load';

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('No production build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`server did not start:\n${serverLog}`)), 60_000);
  const read = (/** @type {Buffer} */ chunk) => {
    serverLog += chunk.toString();
    if (serverLog.includes('Site ready')) {
      clearTimeout(timer);
      resolve(undefined);
    }
  };
  server.stdout.on('data', read);
  server.stderr.on('data', read);
  server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${serverLog}`)));
});

// The storage module, pointed at the server's data through a second emulator on the same folder.
const blobs = await startLocalBlobs({ directory: dataDir });
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
const store = await import('../netlify/lib/inquiry-store.ts');
const { InquiryInputSchema } = await import('../src/lib/inquiry.ts');

/** Runs `task` and counts its HTTP requests (all of them go to the Blobs emulator). */
async function countRequests(/** @type {() => Promise<unknown>} */ task) {
  const original = globalThis.fetch;
  let count = 0;
  globalThis.fetch = (...args) => {
    count++;
    return original(...args);
  };
  try {
    await task();
  } finally {
    globalThis.fetch = original;
  }
  return count;
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
/** Answers per second over the whole run (autocannon's per-second average skips partial seconds). */
const throughput = (/** @type {any} */ result) => (result.requests.total / (result.duration || 1)).toFixed(2);
const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);

/** @param {import('autocannon').Options} options */
const run = (options) => autocannon({ timeout: 60, ...options, url: `${origin}${options.url ?? ''}` });

async function cookieHeader() {
  const res = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ password }),
  });
  if (res.status !== 204) throw new Error(`login failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

let seeded = 0;
/** Seeds inquiries up to `total`: every 10th completed, every 500th mentions "needle". */
async function seedTo(/** @type {number} */ total) {
  const inputs = Array.from({ length: total - seeded }, (_, i) => {
    const n = seeded + i + 1;
    return InquiryInputSchema.parse({
      name: `Seeded ${n}`,
      email: `seeded${n}@example.com`,
      business: n % 3 ? `Business ${n}` : '',
      phone: n % 2 ? '514-555-0199' : '',
      projectType: 'redesign',
      message: n % 500 === 0 ? 'A needle in the haystack: call us back.' : 'We need a faster site with listings.',
    });
  });
  const stored = await store.importInquiries(inputs);
  for (const inquiry of stored.filter((item) => item.id % 10 === 0)) await store.completeInquiry(inquiry.id);
  seeded = total;
  await store.countInquiries(); // the owner's first visit after the completions rebuilds their buckets
}

/** @type {{ label: string, url: string, query: import('../netlify/lib/inquiry-store.ts').PageQuery | null }[]} */
const ADMIN_CALLS = [
  { label: 'first page', url: '/api/admin/inquiries', query: { limit: 50 } },
  {
    label: 'completed filter',
    url: '/api/admin/inquiries?status=completed',
    query: { status: 'completed', limit: 50 },
  },
  { label: 'search "needle"', url: '/api/admin/inquiries?q=needle', query: { q: 'needle', limit: 50 } },
  { label: 'counts', url: '/api/admin/inquiry-counts', query: null },
];

const adminRows = [];
const cookie = await cookieHeader();
for (const size of SIZES) {
  const started = Date.now();
  await seedTo(size);
  console.log(`seeded ${size} inquiries (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const call of ADMIN_CALLS) {
    const query = call.query;
    const requests = await countRequests(() => (query ? store.listPage(query) : store.countInquiries()));
    const result = await run({ url: call.url, connections: 1, amount: adminCalls, headers: { cookie } });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${call.label}: ${result.non2xx} non-2xx answers`);
    adminRows.push({ size, label: call.label, requests, p50: result.latency.p50, p99: result.latency.p99 });
  }
  // One change by the owner: the next first page rebuilds the bucket it touched.
  await store.completeInquiry(size - 1);
  const afterChange = await countRequests(() => store.listPage({ limit: 50 }));
  adminRows.push({ size, label: 'first page after a change', requests: afterChange, p50: NaN, p99: NaN });
}

/** Names of the inquiries the server accepted, from autocannon's answers. @type {string[]} */
const accepted = [];
const contactRows = [];
let counter = 0;
for (const connections of CONNECTIONS) {
  const amount = Math.max(20, connections * 2);
  const floor = await run({ url: '/api/health', connections, amount });
  const contact = await run({
    url: '/api/contact',
    connections,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request, context) => {
          const name = `${BENCH_PREFIX} ${connections}-${++counter}`;
          /** @type {Record<string, string>} */ (context)['name'] = name;
          return {
            ...request,
            body: JSON.stringify({
              name,
              email: 'load@example.com',
              projectType: 'ecommerce',
              message: 'A shop for our new condo project.',
            }),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) accepted.push(/** @type {Record<string, string>} */ (context)['name'] ?? '');
        },
      },
    ],
  });
  contactRows.push({ connections, amount, floor, contact });
}

// Every accepted inquiry is stored exactly once.
const stored = [];
for await (const inquiry of store.scanInquiries({ q: BENCH_PREFIX, order: 'oldest' })) stored.push(inquiry.name);
const storedCounts = new Map();
for (const name of stored) storedCounts.set(name, (storedCounts.get(name) ?? 0) + 1);
const missing = accepted.filter((name) => !storedCounts.has(name));
const duplicated = [...storedCounts].filter(([, count]) => count > 1);

await blobs.stop();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });

console.log(`\nAdmin list (1 connection, ${adminCalls} calls each; Blobs requests counted per call)`);
console.log(`${'stored'.padEnd(7)}${'call'.padEnd(28)}${pad('Blobs req.', 11)}${pad('p50', 9)}${pad('p99', 9)}`);
for (const row of adminRows) {
  const latency = Number.isNaN(row.p50)
    ? `${pad('-', 9)}${pad('-', 9)}`
    : `${pad(ms(row.p50), 9)}${pad(ms(row.p99), 9)}`;
  console.log(`${String(row.size).padEnd(7)}${row.label.padEnd(28)}${pad(row.requests, 11)}${latency}`);
}

const floorAlone = contactRows[0]?.floor;
if (floorAlone) {
  console.log(
    `floor for comparison (GET /api/health, 1 connection): p50 ${ms(floorAlone.latency.p50)}, p99 ${ms(floorAlone.latency.p99)}`
  );
}

console.log('\nPOST /api/contact against the floor (GET /api/health, same server, same run)');
console.log(
  `${'conn.'.padEnd(6)}${pad('calls', 6)}${pad('contact req/s', 14)}${pad('floor req/s', 12)}${pad('ratio', 7)}` +
    `${pad('p50', 9)}${pad('floor', 8)}${pad('ratio', 7)}${pad('p99', 9)}${pad('floor', 8)}${pad('ratio', 7)}${pad('errors', 8)}`
);
for (const { connections, amount, floor, contact } of contactRows) {
  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? (a / b).toFixed(2) : '-');
  console.log(
    `${String(connections).padEnd(6)}${pad(amount, 6)}${pad(throughput(contact), 14)}${pad(throughput(floor), 12)}` +
      `${pad(ratio(Number(throughput(contact)), Number(throughput(floor))), 7)}` +
      `${pad(ms(contact.latency.p50), 9)}${pad(ms(floor.latency.p50), 8)}${pad(ratio(contact.latency.p50, floor.latency.p50), 7)}` +
      `${pad(ms(contact.latency.p99), 9)}${pad(ms(floor.latency.p99), 8)}${pad(ratio(contact.latency.p99, floor.latency.p99), 7)}` +
      `${pad(contact.non2xx + contact.errors + contact.timeouts, 8)}`
  );
}

console.log(
  `\nAccepted (201): ${accepted.length}; stored: ${stored.length}; accepted but missing: ${missing.length}; ` +
    `stored more than once: ${duplicated.length}`
);
if (missing.length > 0 || duplicated.length > 0) {
  console.error('FAILED: an accepted inquiry is missing or duplicated');
  process.exit(1);
}
