/** The admin session: logging in, checking and logging out, its lifetime, and the admin password's configuration. */
import { describe, expect, test } from 'vitest';
import session from '../../netlify/functions/admin-session.mts';
import { LOCAL_DEV_PASSWORD } from '../../netlify/lib/admin-auth.ts';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_LIFETIME_MS } from '../../netlify/lib/admin-session.ts';
import { TEST_PASSWORD, call, cookieFrom } from '../support/functions.ts';
import { MINUTE, check, ip, list, login, useSessionServer } from '../support/admin-session.ts';

let clock = Date.now();
useSessionServer({ now: () => clock, advance: (ms) => (clock += ms) });

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
