// @ts-check
/**
 * API benchmark (`npm run bench:api`, after a build): admin calls on inboxes of two sizes, then POST
 * /api/contact under load beside GET /api/health, every accepted inquiry checked as stored (docs/local-server.md).
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { median, spawnServer } from './bench-server.mjs';

const firstPort = Number(process.env['BENCH_PORT'] ?? 4390);
const [SMALL = 100, LARGE = 5000] = (process.env['BENCH_SIZES'] ?? '100,5000').split(',').map(Number);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const CALLS = Number(process.env['BENCH_CALLS'] ?? 10);
const CONNECTIONS = (process.env['BENCH_CONNECTIONS'] ?? '1,16,64').split(',').map(Number);
const PASSWORD = 'bench-password';
const BENCH_PREFIX = 'Bench load';
const SEED_BATCH = 1000;

const dataDirs = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
process.once('exit', () => rmSync(dataDirs, { recursive: true, force: true }));
/** @type {(() => Promise<void>)[]} */
const stops = [];

/** @typedef {{ size: number, origin: string, cookie: string }} Server */

/** Starts scripts/serve.mjs on `port` with a fresh data folder, and logs in. @returns {Promise<Server>} */
async function startServer(/** @type {number} */ size, /** @type {number} */ port) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(dataDirs, String(port));
  stops.push((await spawnServer({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD })).stop);
  const login = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (login.status !== 204) throw new Error(`login failed: ${login.status}`);
  return { size, origin, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

/**
 * Sends `count` inquiries to POST /api/contact, their proofs solved up front so the load measures the function.
 * @param {Server} server @param {number} count @param {number} connections
 * @param {(n: number) => Record<string, string>} inquiryOf
 */
async function post(server, count, connections, inquiryOf) {
  /** @type {Record<string, unknown>[]} */
  const bodies = [];
  for (let i = 1; i <= count; i++) {
    const challenge = await (await fetch(`${server.origin}/api/contact-challenge`)).json();
    bodies.push({ ...inquiryOf(i), altcha: { challenge, solution: await solveChallenge({ challenge, deriveKey }) } });
  }
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {string[]} */
  const accepted = [];
  const result = await autocannon({
    url: `${server.origin}/api/contact`,
    timeout: 60,
    connections: Math.min(connections, count),
    amount: count,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request, context) => {
          const inquiry = bodies.shift() ?? {};
          /** @type {Record<string, string>} */ (context)['name'] = String(inquiry['name'] ?? '');
          return { ...request, body: JSON.stringify(inquiry) };
        },
        onResponse: (status, _body, context) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 201) accepted.push(/** @type {Record<string, string>} */ (context)['name'] ?? '');
        },
      },
    ],
  });
  return { result, statuses, accepted };
}

/** Seeds `server` with its size of inquiries; every 10th is then completed, every 500th says "needle". */
async function seed(/** @type {Server} */ server) {
  const started = Date.now();
  // In batches: a proof expires five minutes after its challenge, and solving 5,000 takes longer.
  for (let from = 0; from < server.size; from += SEED_BATCH) {
    const count = Math.min(SEED_BATCH, server.size - from);
    const { accepted, statuses, result } = await post(server, count, 16, (i) => {
      const n = from + i;
      return {
        name: `Seeded ${n}`,
        email: `seeded${n}@example.com`,
        business: n % 3 ? `Business ${n}` : '',
        phone: n % 2 ? '514-555-0199' : '',
        projectType: 'redesign',
        message: n % 500 === 0 ? 'A needle in the haystack: call us back.' : 'We need a faster site with listings.',
      };
    });
    if (accepted.length !== count) {
      const answers = [...statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
      throw new Error(
        `seeding ${server.size}: ${accepted.length} of ${count} accepted (${answers}; no answer: ${result.errors}, timed out: ${result.timeouts})`
      );
    }
  }
  const inquiries = await listAll(server, '/api/admin/inquiries?limit=100&order=oldest');
  for (const { id } of inquiries.filter((_, index) => index % 10 === 9)) {
    const res = await fetch(`${server.origin}/api/admin/inquiries/${id}/complete`, {
      method: 'PATCH',
      headers: { cookie: server.cookie, origin: server.origin },
    });
    if (!res.ok) throw new Error(`completing ${id}: ${res.status}`);
  }
  console.log(`seeded ${server.size} inquiries (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Milliseconds `url` takes to answer in full with the owner's cookie; with `parts`, every part
 * of a backup (`next` gives where the following one starts), as the admin downloads it.
 */
async function timeGet(/** @type {Server} */ server, /** @type {string} */ url, parts = false) {
  const started = performance.now();
  for (let next = /** @type {string | null} */ (url); next;) {
    const res = await fetch(`${server.origin}${next}`, { headers: { cookie: server.cookie } });
    if (!res.ok) throw new Error(`${next}: ${res.status}`);
    const after = parts
      ? /** @type {{ next: number | null }} */ (await res.json()).next
      : (await res.arrayBuffer(), null);
    next = after === null ? null : `${url}?after=${after}`;
  }
  return performance.now() - started;
}

/** The admin calls timed; `alongside` is requested at the same time, untimed; `parts`: a backup in parts. */
const ADMIN_CALLS = [
  { label: 'GET /api/admin/session', url: '/api/admin/session' },
  { label: 'first page', url: '/api/admin/inquiries' },
  { label: 'first page, counts alongside', url: '/api/admin/inquiries', alongside: '/api/admin/inquiry-counts' },
  { label: 'completed filter', url: '/api/admin/inquiries?status=completed' },
  { label: 'search "needle"', url: '/api/admin/inquiries?q=needle' },
  { label: 'counts', url: '/api/admin/inquiry-counts' },
  { label: 'leads at a glance', url: '/api/admin/inquiry-stats?tz=America%2FToronto' },
  { label: 'CSV export (all)', url: '/api/admin/inquiries.csv' },
  { label: 'backup (every part)', url: '/api/admin/backup', parts: true },
];

const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);

/** Every inquiry of a listing from its first page `url`, through its `Link: rel="next"` headers. */
async function listAll(/** @type {Server} */ server, /** @type {string} */ url) {
  const inquiries = [];
  for (let next = /** @type {string | undefined} */ (url); next;) {
    const res = await fetch(`${server.origin}${next}`, { headers: { cookie: server.cookie } });
    if (!res.ok) throw new Error(`listing: ${res.status}`);
    inquiries.push(.../** @type {{ id: number, name: string }[]} */ (await res.json()));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
  }
  return inquiries;
}

try {
  const [small, large] = await Promise.all([startServer(SMALL, firstPort), startServer(LARGE, firstPort + 1)]);
  await seed(small);
  await seed(large);

  /** @type {Map<string, number[]>} sample medians per round, by `label size` */
  const perRound = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const call of ADMIN_CALLS) {
      for (const server of round % 2 ? [large, small] : [small, large]) {
        const samples = [];
        for (let i = 0; i < CALLS; i++) {
          const alongside = call.alongside && timeGet(server, call.alongside);
          samples.push(await timeGet(server, call.url, call.parts));
          await alongside;
        }
        const key = `${call.label} ${server.size}`;
        perRound.set(key, [...(perRound.get(key) ?? []), median(samples)]);
      }
    }
  }

  /** Load on the small server: contact against the floor, level by level. */
  const contactRows = [];
  const accepted = [];
  let counter = 0;
  for (const connections of CONNECTIONS) {
    const amount = Math.max(20, connections * 4);
    const floor = await autocannon({ url: `${small.origin}/api/health`, connections, amount, timeout: 60 });
    const contact = await post(small, amount, connections, () => ({
      name: `${BENCH_PREFIX} ${connections}-${++counter}`,
      email: 'load@example.com',
      projectType: 'ecommerce',
      message: 'A shop for our new condo project.',
    }));
    accepted.push(...contact.accepted);
    contactRows.push({ connections, amount, floor, ...contact });
  }
  const stored = (
    await listAll(small, `/api/admin/inquiries?limit=100&order=oldest&q=${encodeURIComponent(BENCH_PREFIX)}`)
  ).map((inquiry) => inquiry.name);
  const missing = accepted.filter((name) => !stored.includes(name));
  const duplicated = new Set(stored.filter((name, index) => stored.indexOf(name) !== index));

  console.log(
    `\nAdmin calls through HTTP, 1 connection: median over ${ROUNDS} alternating rounds of each round's median of ${CALLS} calls` +
      ` (load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; ÷page: as a ratio to the first page at the same size)`
  );
  console.log(
    `${'call'.padEnd(32)}${pad(SMALL, 12)}${pad(LARGE, 12)}${pad(`${LARGE}/${SMALL}`, 12)}` +
      `${pad(`÷page ${SMALL}`, 14)}${pad(`÷page ${LARGE}`, 14)}`
  );
  const at = (/** @type {string} */ label, /** @type {number} */ size) =>
    median(perRound.get(`${label} ${size}`) ?? []);
  const [pageA, pageB] = [at('first page', SMALL), at('first page', LARGE)];
  for (const call of ADMIN_CALLS) {
    const [a, b] = [at(call.label, SMALL), at(call.label, LARGE)];
    console.log(
      `${call.label.padEnd(32)}${pad(ms(a), 12)}${pad(ms(b), 12)}${pad(`×${(b / a).toFixed(2)}`, 12)}` +
        `${pad(`×${(a / pageA).toFixed(2)}`, 14)}${pad(`×${(b / pageB).toFixed(2)}`, 14)}`
    );
  }

  console.log(`\nPOST /api/contact against GET /api/health (inbox of ${SMALL}, same server, same run)`);
  console.log(
    `${'conn.'.padEnd(6)}${pad('calls', 6)}${pad('p50', 10)}${pad('floor', 10)}${pad('p99', 10)}${pad('floor', 10)}` +
      `${pad('req/s', 8)}${pad('floor', 8)}  answers`
  );
  for (const { connections, amount, floor, result, statuses } of contactRows) {
    const answers = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .concat(result.errors > 0 ? [`no answer: ${result.errors}`] : [])
      .concat(result.timeouts > 0 ? [`timed out: ${result.timeouts}`] : [])
      .join(', ');
    const rate = (/** @type {autocannon.Result} */ r) => (r.requests.total / (r.duration || 1)).toFixed(0);
    console.log(
      `${String(connections).padEnd(6)}${pad(amount, 6)}${pad(ms(result.latency.p50), 10)}${pad(ms(floor.latency.p50), 10)}` +
        `${pad(ms(result.latency.p99), 10)}${pad(ms(floor.latency.p99), 10)}${pad(rate(result), 8)}${pad(rate(floor), 8)}  ${answers}`
    );
  }
  console.log(
    `\nAccepted (201): ${accepted.length}; stored: ${stored.length}; accepted but missing: ${missing.length}; ` +
      `stored more than once: ${duplicated.size}`
  );
  if (missing.length > 0 || duplicated.size > 0 || stored.length !== accepted.length) {
    throw new Error('an accepted inquiry is missing or duplicated, or an unaccepted one was stored');
  }
} catch (error) {
  console.error('FAILED:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(stops.map((stop) => stop()));
}
