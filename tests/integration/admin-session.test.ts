import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import session from '../../netlify/functions/admin-session.mts';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import { LOCAL_DEV_PASSWORD } from '../../netlify/lib/admin-auth.ts';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_LIFETIME_MS } from '../../netlify/lib/admin-session.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import {
  FAILED_LOGIN_WINDOW_MS,
  GLOBAL_MAX_FAILED_LOGINS,
  GLOBAL_WINDOW_MS,
  MAX_FAILED_LOGINS,
} from '../../netlify/lib/login-throttle.ts';
import { TEST_PASSWORD, call, cookieFrom, useLocalBlobs } from '../support/functions.ts';

const MINUTE = 60_000;
let stopBlobs: () => Promise<void>;
let clock = Date.now();
let restoreClock: () => void;
let ipCounter = 0;
let ip: string;

beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  restoreClock = setClock(() => clock);
});
afterAll(async () => {
  restoreClock();
  await stopBlobs();
});
beforeEach(() => {
  process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
  ip = `198.51.100.${++ipCounter}`; // each test its own client address, so throttling stays local to it
  clock += 2 * GLOBAL_WINDOW_MS; // and no failure of an earlier test still counts across addresses
});
afterEach(() => {
  delete process.env['ADMIN_PASSWORD'];
  delete process.env['NETLIFY_LOCAL'];
});

const login = (password: unknown, extra: Parameters<typeof call>[2] = {}) =>
  call(session, '/api/admin/session', { method: 'POST', body: { password }, ip, ...extra });
const check = (cookie: string | null) => call(session, '/api/admin/session', { cookie });
const list = (cookie: string | null) => call(inquiries, '/api/admin/inquiries', { cookie });

describe('POST /api/admin/session', () => {
  test('the right password answers 204 with an HttpOnly, SameSite=Strict session cookie', async () => {
    const res = await login(TEST_PASSWORD);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure'); // plain http: a Secure cookie would not come back
  });

  test('over https the cookie is Secure and uses the __Host- prefix', async () => {
    const res = await login(TEST_PASSWORD, { origin: 'https://studio.example' });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; Path=\/; /);
    expect(setCookie).toContain('Secure');
    const cookie = cookieFrom(res);
    const ok = await call(session, '/api/admin/session', { cookie, origin: 'https://studio.example' });
    expect(ok.status).toBe(200);
  });

  test('a wrong password answers 401 "Invalid password" and sets no cookie', async () => {
    const res = await login('nope');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Invalid password' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('each login gets a fresh token', async () => {
    const first = cookieFrom(await login(TEST_PASSWORD));
    const second = cookieFrom(await login(TEST_PASSWORD));
    expect(first).not.toBe(second);
  });

  test('a non-JSON body answers 415, malformed JSON 400, a missing password 400', async () => {
    expect(
      (
        await call(session, '/api/admin/session', {
          method: 'POST',
          body: 'password=x',
          headers: { 'content-type': 'text/plain' },
          ip,
        })
      ).status
    ).toBe(415);
    expect((await call(session, '/api/admin/session', { method: 'POST', body: '{"password":', ip })).status).toBe(400);
    expect((await call(session, '/api/admin/session', { method: 'POST', body: {}, ip })).status).toBe(400);
  });

  test('a cross-site login is refused with 403', async () => {
    expect((await login(TEST_PASSWORD, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await login(TEST_PASSWORD, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(
      (await login(TEST_PASSWORD, { headers: { origin: 'http://localhost:8888', 'sec-fetch-site': 'same-origin' } }))
        .status
    ).toBe(204);
  });

  test('other methods answer 405 with Allow', async () => {
    const res = await call(session, '/api/admin/session', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, DELETE');
  });
});

describe('failed-login throttling', () => {
  test(`after ${MAX_FAILED_LOGINS} failures the address gets 429 with Retry-After, even with the right password`, async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login('guess-' + i)).status).toBe(401);
    const blocked = await login(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Failures count for the whole 15 minutes, ends included: the wait is up to one second more.
    expect(retryAfter).toBeLessThanOrEqual(FAILED_LOGIN_WINDOW_MS / 1000 + 1);
    expect((await blocked.json()).message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    expect(blocked.headers.get('set-cookie')).toBeNull();
  });

  test('another address is not affected', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(429);
    expect((await login(TEST_PASSWORD, { ip: '192.0.2.250' })).status).toBe(204);
  });

  test('the block lifts once the failures leave the window', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('guess');
    const blocked = await login(TEST_PASSWORD);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    clock += (retryAfter - 2) * 1000;
    expect((await login(TEST_PASSWORD)).status).toBe(429);
    clock += 3000;
    expect((await login(TEST_PASSWORD)).status).toBe(204);
  });

  test('a successful login clears earlier failures', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(204);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(204);
  });

  test(`a burst of 30 simultaneous guesses gets at most ${MAX_FAILED_LOGINS} password checks`, async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`burst-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - MAX_FAILED_LOGINS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('the throttle policy as stated', () => {
  const retryAfterOf = (res: Response) => Number(res.headers.get('retry-after'));

  test(`never more than ${MAX_FAILED_LOGINS} password checks from an address in any 15 minutes, across what used to be a window boundary`, async () => {
    // One second before a boundary of the old fixed 15-minute windows, then one second after.
    clock = Math.ceil(clock / FAILED_LOGIN_WINDOW_MS) * FAILED_LOGIN_WINDOW_MS - 1000;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(`before-${i}`)).status).toBe(401);
    clock += 2000;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(`after-${i}`)).status).toBe(429);

    // An attacker who keeps trying every 20 seconds for an hour and a half, whatever the answer.
    const checked: number[] = [];
    for (let elapsed = 0; elapsed < 90 * MINUTE; elapsed += 20_000) {
      clock += 20_000;
      const res = await login(`steady-${elapsed}`);
      expect([401, 429]).toContain(res.status);
      if (res.status === 401) checked.push(clock);
    }
    for (const start of checked) {
      const inSpan = checked.filter((at) => at >= start && at <= start + FAILED_LOGIN_WINDOW_MS);
      expect(inSpan.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    }
    // The window slides rather than locks: the attacker still got through at the stated pace.
    expect(checked.length).toBeGreaterThanOrEqual(MAX_FAILED_LOGINS * 4);
  });

  test('Retry-After is the exact wait: a second earlier is refused, at that time a check is made', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(`guess-${i}`)).status).toBe(401);
      clock += 60_000; // spread out: the wait depends on the oldest failure only
    }
    const blocked = await login('again');
    expect(blocked.status).toBe(429);
    const wait = retryAfterOf(blocked);
    expect(wait).toBe((FAILED_LOGIN_WINDOW_MS - MAX_FAILED_LOGINS * 60_000) / 1000 + 1);
    const start = clock;
    clock = start + (wait - 1) * 1000;
    expect((await login('too early')).status).toBe(429);
    clock = start + wait * 1000;
    expect((await login('on time')).status).toBe(401);
    // That check took the one place that came free; the next waits for the second-oldest.
    const next = await login('once more');
    expect(next.status).toBe(429);
    expect(retryAfterOf(next)).toBe(60);
  });

  test(`the cap of ${GLOBAL_MAX_FAILED_LOGINS} failures an hour across all addresses engages, and slows rather than locks`, async () => {
    const addresses = GLOBAL_MAX_FAILED_LOGINS / MAX_FAILED_LOGINS;
    const first = clock;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
        expect((await login(`guess-${i}`, { ip: `192.0.2.${a + 1}` })).status).toBe(401);
        clock += 1000;
      }
      clock += MINUTE;
    }
    // A fresh address is refused before any password check, even with the right password.
    const capped = await login(TEST_PASSWORD, { ip: '192.0.2.100' });
    expect(capped.status).toBe(429);
    expect((await capped.json()).message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes\.$/);
    const wait = retryAfterOf(capped);
    expect(wait).toBe(Math.ceil((first + GLOBAL_WINDOW_MS + 1 - clock) / 1000));
    expect(capped.headers.get('set-cookie')).toBeNull();
    // Refusals under the cap take no place: the wait does not grow.
    expect(retryAfterOf(await login('x', { ip: '192.0.2.101' }))).toBe(wait);

    // Once the oldest failure stops counting, one check goes through; the next waits again.
    clock += wait * 1000;
    expect((await login(TEST_PASSWORD, { ip: '192.0.2.100' })).status).toBe(204);
    expect((await login('guess', { ip: '192.0.2.101' })).status).toBe(401);
    expect((await login('guess', { ip: '192.0.2.102' })).status).toBe(429);
  });

  test(`a burst of 60 guesses from 60 addresses gets at most ${GLOBAL_MAX_FAILED_LOGINS} password checks`, async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`burst-${i}`, { ip: `203.0.113.${i + 1}` }))
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(GLOBAL_MAX_FAILED_LOGINS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('GET and DELETE /api/admin/session', () => {
  test('a live session answers 200 { authenticated: true }; none answers 401', async () => {
    const cookie = cookieFrom(await login(TEST_PASSWORD));
    const ok = await check(cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ authenticated: true, preview: false });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const none = await check(null);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toMatch(/Authentication required/);
  });

  test.each([
    ['a tampered token', (cookie: string) => cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A')],
    ['a truncated token', (cookie: string) => cookie.slice(0, -5)],
    ['a made-up token', () => `admin_session=${'A'.repeat(43)}`],
    ['the https cookie name over http', (cookie: string) => `__Host-${cookie}`],
    ['an empty cookie', () => 'admin_session='],
  ])('%s answers 401', async (_label, mangle) => {
    const cookie = cookieFrom(await login(TEST_PASSWORD));
    expect((await check(mangle(cookie))).status).toBe(401);
    expect((await list(mangle(cookie))).status).toBe(401);
  });

  test('logout answers 204, clears the cookie, and the old cookie is worthless afterwards', async () => {
    const cookie = cookieFrom(await login(TEST_PASSWORD));
    const res = await call(session, '/api/admin/session', { method: 'DELETE', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^admin_session=; .*Max-Age=0/);
    expect((await check(cookie)).status).toBe(401);
    expect((await list(cookie)).status).toBe(401);
  });

  test('logout without a session still answers 204', async () => {
    expect((await call(session, '/api/admin/session', { method: 'DELETE' })).status).toBe(204);
  });
});

describe('session lifetime (injected clock)', () => {
  test(`a session idle for ${SESSION_IDLE_TIMEOUT_MS / MINUTE} minutes expires`, async () => {
    const cookie = cookieFrom(await login(TEST_PASSWORD));
    clock += SESSION_IDLE_TIMEOUT_MS - MINUTE;
    expect((await check(cookie)).status).toBe(200);
    clock += SESSION_IDLE_TIMEOUT_MS + 1;
    expect((await check(cookie)).status).toBe(401);
    expect((await list(cookie)).status).toBe(401);
  });

  test('activity keeps a session alive, but never past its absolute lifetime', async () => {
    const cookie = cookieFrom(await login(TEST_PASSWORD));
    const step = 20 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < SESSION_MAX_LIFETIME_MS) {
      clock += step;
      elapsed += step;
      expect((await list(cookie)).status).toBe(200);
    }
    clock += SESSION_MAX_LIFETIME_MS - elapsed;
    expect((await list(cookie)).status).toBe(401);
  });
});

describe('admin password configuration', () => {
  test('unset on Netlify: the admin stays locked with 503', async () => {
    delete process.env['ADMIN_PASSWORD'];
    for (const password of [LOCAL_DEV_PASSWORD, '', 'anything']) {
      const res = await login(password);
      expect(res.status).toBe(503);
      expect((await res.json()).message).toMatch(/locked/);
    }
  });

  test('unset on the local emulator: the documented development password works, with a warning', async () => {
    delete process.env['ADMIN_PASSWORD'];
    process.env['NETLIFY_LOCAL'] = 'true';
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect((await login('wrong')).status).toBe(401);
      expect((await login(LOCAL_DEV_PASSWORD)).status).toBe(204);
    } finally {
      console.warn = original;
    }
    expect(String(warnings[0])).toMatch(/ADMIN_PASSWORD is not set/);
  });

  test('when set, the development password is refused', async () => {
    process.env['NETLIFY_LOCAL'] = 'true';
    expect((await login(LOCAL_DEV_PASSWORD)).status).toBe(401);
  });
});
