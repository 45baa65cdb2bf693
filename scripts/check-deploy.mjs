// @ts-check
/**
 * `npm run check:deploy`: builds and serves the site with Netlify's own CLI (offline), runs one set
 * of HTTP checks against it and against `npm start`'s server, and prints every difference
 * (docs/local-server.md, "The deploy check"). Exits 1 on a failed check or an unexplained difference.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { spawnReady, spawnServer } from './bench-server.mjs';
import { installNetlifyCli, netlifyBin } from './netlify-cli.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NETLIFY_PORT = Number(process.env.CHECK_PORT ?? 4380);
const LOCAL_PORT = NETLIFY_PORT + 2;
const PASSWORD = 'deploy-check-password';
/** Both servers run as `netlify serve` does by default: the dev context, its own stores. */
const ENV = { ...process.env, ADMIN_PASSWORD: PASSWORD, CONTEXT: 'dev', BROWSER: 'none' };

/** Every page, with the language it is in. */
const PAGES = {
  '/': 'en-CA',
  '/terms': 'en-CA',
  '/privacy': 'en-CA',
  '/admin': 'en-CA',
  '/fr/': 'fr-CA',
  '/fr/conditions': 'fr-CA',
  '/fr/confidentialite': 'fr-CA',
};
const SECURITY = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];
/** Differences with a known cause, by header; any other difference fails the check. @type {Record<string, string>} */
const EXPLAINED = {
  'content-encoding': 'compression: the local server compresses text as Netlify’s CDN does; netlify-cli does not',
  'cache-control':
    'netlify-cli’s static server sends `public, max-age=0` on every file and drops the `_headers` caching rules',
};

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** The entries of a zip file, from its central directory: name and uncompressed size. @param {string} file */
function zipEntries(file) {
  const zip = readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = [];
  for (let at = zip.readUInt32LE(end + 16), left = zip.readUInt16LE(end + 10); left > 0; left--) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, size: zip.readUInt32LE(at + 24) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The functions netlify-cli bundled, largest first, with what the largest holds; fails on one over 5 MB or with sharp. */
function functionReport() {
  /** @type {{ functions: { name: string, path: string, routes?: { pattern: string }[] }[] }} */
  const { functions } = JSON.parse(readFileSync(path.join(root, '.netlify/functions/manifest.json'), 'utf8'));
  const sized = functions
    .map((fn) => ({ ...fn, zipped: statSync(fn.path).size, entries: zipEntries(fn.path) }))
    .sort((a, b) => b.zipped - a.zipped);
  const problems = [];
  for (const fn of sized) {
    const unzipped = fn.entries.reduce((sum, entry) => sum + entry.size, 0);
    const routes = fn.routes?.map((route) => route.pattern).join(' ') ?? '(scheduled)';
    console.log(`  ${fn.name.padEnd(18)} ${mb(fn.zipped).padStart(8)} zipped, ${mb(unzipped)} unzipped  ${routes}`);
    if (fn.zipped > 5e6) problems.push(`${fn.name} is over 5 MB zipped`);
    if (fn.entries.some((entry) => /(^|\/)(sharp|@img)\//.test(entry.name))) problems.push(`${fn.name} holds sharp`);
    if (fn.routes?.some((route) => route.pattern === '/*')) problems.push(`${fn.name} answers every address`);
  }
  const [largest] = sized;
  if (largest) {
    const byPackage = new Map();
    for (const { name, size } of largest.entries) {
      const key = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? name.split('/')[0];
      byPackage.set(key, (byPackage.get(key) ?? 0) + size);
    }
    const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  largest, ${largest.name}, holds: ${top.map(([name, size]) => `${name} ${mb(size)}`).join(', ')}`);
  }
  return problems;
}

/**
 * One set of checks against `base`: what each answer is (status, type, language, security headers), and whether it
 * is what the site promises. @param {string} base
 */
async function observe(base) {
  /** @type {Map<string, Record<string, string>>} */
  const seen = new Map();
  /** @type {string[]} */
  const failures = [];
  /** @param {string} name @param {Response} response @param {(body: string) => string | undefined} [expect] */
  const record = async (name, response, expect) => {
    const body = await response.text();
    const header = (/** @type {string} */ key) => response.headers.get(key) ?? '';
    /** @type {Record<string, string>} */
    const fields = {
      status: String(response.status),
      'content-type': header('content-type'),
      lang: body.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? '',
      'frame-ancestors': /frame-ancestors 'none'/.test(header('content-security-policy')) ? 'yes' : '',
      'content-encoding': header('content-encoding'),
      'cache-control': header('cache-control'),
      ...Object.fromEntries(SECURITY.map((key) => [key, header(key)])),
    };
    seen.set(name, fields);
    const problem = expect?.(body);
    if (problem) failures.push(`${name}: ${problem}`);
    for (const field of [...SECURITY, 'frame-ancestors']) if (!fields[field]) failures.push(`${name}: no ${field}`);
  };
  const get = (/** @type {string} */ address, /** @type {RequestInit} */ init = {}) =>
    fetch(new URL(address, base), { headers: { 'accept-encoding': 'gzip, br' }, ...init });
  const is = (/** @type {boolean} */ ok, /** @type {string} */ what) => (ok ? undefined : what);

  for (const [address, lang] of Object.entries(PAGES))
    await record(`GET ${address}`, await get(address), (body) => is(body.includes(`lang="${lang}"`), `not ${lang}`));
  await record('GET /sitemap.xml', await get('/sitemap.xml'), (body) => is(body.includes('<sitemapindex'), 'no index'));
  for (const [address, language] of Object.entries({ '/no-such-page': 'en-CA', '/fr/no-such-page': 'fr-CA' })) {
    const answer = await get(address);
    await record(`GET ${address}`, answer, () => is(answer.status === 404, `answered ${answer.status}`));
    if (seen.get(`GET ${address}`)?.lang !== language) failures.push(`GET ${address}: not the ${language} 404 page`);
  }
  const api404 = await get('/api/no-such-endpoint');
  await record('GET /api/no-such-endpoint', api404, (body) =>
    is(api404.status === 404 && body.includes('"message"'), `answered ${api404.status} ${body.slice(0, 60)}`)
  );

  // The form, as the browser sends it: a challenge, its proof, the inquiry.
  const challenge = await (await get('/api/contact-challenge')).json();
  const json = { 'content-type': 'application/json', origin: base };
  const post = (/** @type {string} */ address, /** @type {object} */ body) =>
    get(address, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const sent = await post('/api/contact', {
    name: 'Deploy Check',
    email: 'deploy-check@example.com',
    projectType: 'new-website',
    message: 'An inquiry the deploy check sends.',
    altcha: { challenge, solution: await solveChallenge({ challenge, deriveKey }) },
  });
  await record('POST /api/contact', sent, (body) => is(sent.ok && body.includes('"success":true'), body.slice(0, 80)));

  const locked = await get('/api/admin/inquiries');
  await record('GET /api/admin/inquiries (no session)', locked, () => is(locked.status === 401, `${locked.status}`));
  const signIn = await post('/api/admin/session', { password: PASSWORD });
  await record('POST /api/admin/session', signIn, () => is(signIn.status === 204, `${signIn.status}`));
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const list = await get('/api/admin/inquiries', { headers: { cookie } });
  await record('GET /api/admin/inquiries', list, (body) => is(body.includes('deploy-check@example.com'), 'not listed'));
  return { seen, failures };
}

const started = Date.now();
installNetlifyCli();
// `netlify serve` builds first.
const serveArgs = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(NETLIFY_PORT)];
const netlifyServe = await spawnReady(ENV, netlifyBin, serveArgs, 'server ready');
const build = netlifyServe.log.match(/Netlify Build completed in ([\d.]+)s/)?.[1];
console.log(`netlify serve ready in ${seconds(Date.now() - started)} (its build: ${build ?? '?'} s)`);
const netlifySide = await observe(`http://127.0.0.1:${NETLIFY_PORT}`).finally(() => netlifyServe.stop());
console.log('Functions as netlify-cli bundled them:');
const problems = functionReport();

// `netlify serve` moved dist/_headers and dist/_redirects away: `npm start` builds again.
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore', env: ENV });
const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-deploy-check-'));
const local = await spawnServer({ ...ENV, PORT: String(LOCAL_PORT), DATA_DIR: dataDir });
const localSide = await observe(`http://127.0.0.1:${LOCAL_PORT}`).finally(async () => {
  await local.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let unexplained = 0;
const explained = new Set();
for (const [name, ours] of localSide.seen) {
  const theirs = netlifySide.seen.get(name) ?? {};
  for (const [field, value] of Object.entries(ours)) {
    if (theirs[field] === value) continue;
    if (EXPLAINED[field]) explained.add(field);
    else {
      unexplained++;
      console.log(`DIFFERENT ${name} ${field}: netlify serve "${theirs[field]}", npm start "${value}"`);
    }
  }
}
for (const field of explained) console.log(`Known difference, ${field}: ${EXPLAINED[field]}`);
const failures = [
  ...problems,
  ...netlifySide.failures.map((failure) => `netlify serve: ${failure}`),
  ...localSide.failures.map((failure) => `npm start: ${failure}`),
];
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(
  `${localSide.seen.size} checks on each server; ${unexplained} unexplained difference(s), ` +
    `${failures.length} failure(s); ${seconds(Date.now() - started)} in all.`
);
process.exit(unexplained + failures.length > 0 ? 1 : 0);
