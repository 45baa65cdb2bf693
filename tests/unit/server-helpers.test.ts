import { describe, expect, test } from 'vitest';
import { isLocalEmulator } from '../../netlify/lib/deploy-context.ts';
import { passwordsMatch, rejectCrossSite, adminPassword, LOCAL_DEV_PASSWORD } from '../../netlify/lib/admin-auth.ts';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
  clearedSessionCookie,
  cookieName,
  createToken,
  isSessionAlive,
  readSessionToken,
  sessionCookie,
} from '../../netlify/lib/admin-session.ts';
import { MAX_BODY_BYTES, json, methodNotAllowed, readJsonBody } from '../../netlify/lib/http.ts';
import { parseInquiryId } from '../../src/lib/inbox.ts';

describe('parseInquiryId', () => {
  test.each([
    ['1', 1],
    ['42', 42],
    ['9999999999', 9999999999],
  ])('%j -> %d', (raw, id) => expect(parseInquiryId(raw)).toBe(id));

  test.each([
    undefined,
    '',
    '0',
    '00',
    '01',
    '-1',
    '+1',
    '1.0',
    '1e3',
    '0x10',
    ' 1',
    '1 ',
    'abc',
    '12345678901',
    'NaN',
    'Infinity',
  ])('%j is malformed', (raw) => expect(parseInquiryId(raw)).toBeNull());
});

describe('session tokens and cookies', () => {
  test('tokens are 256-bit base64url and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, createToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  test('https uses the __Host- cookie with Secure; http a plain one without', () => {
    const token = createToken();
    expect(cookieName('https://studio.example/api/admin/session')).toBe('__Host-admin_session');
    expect(cookieName('http://localhost:4321/api/admin/session')).toBe('admin_session');
    expect(sessionCookie(token, 'https://studio.example/x')).toBe(
      `__Host-admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure`
    );
    expect(sessionCookie(token, 'http://localhost/x')).toBe(
      `admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800`
    );
    expect(clearedSessionCookie('https://studio.example/x')).toMatch(
      /^__Host-admin_session=; Path=\/; .*Max-Age=0; Secure$/
    );
  });

  test('reads the token among other cookies and ignores malformed ones', () => {
    const token = createToken();
    const req = (cookie: string, url = 'http://localhost/api') => new Request(url, { headers: { cookie } });
    expect(readSessionToken(req(`theme=dark; admin_session=${token}; other=1`))).toBe(token);
    expect(readSessionToken(req(`admin_session=${token}`, 'https://studio.example/api'))).toBeNull();
    expect(readSessionToken(req(`__Host-admin_session=${token}`, 'https://studio.example/api'))).toBe(token);
    expect(readSessionToken(req(`admin_session=${token}x`))).toBeNull();
    expect(readSessionToken(req('admin_session=../../etc/passwd'))).toBeNull();
    expect(readSessionToken(new Request('http://localhost/api'))).toBeNull();
  });

  test('a session lives until idle for 30 minutes or 8 hours old, whichever comes first', () => {
    const start = 1_000_000;
    expect(isSessionAlive({ createdAt: start, lastSeenAt: start }, start + SESSION_IDLE_TIMEOUT_MS - 1)).toBe(true);
    expect(isSessionAlive({ createdAt: start, lastSeenAt: start }, start + SESSION_IDLE_TIMEOUT_MS)).toBe(false);
    const active = start + SESSION_MAX_LIFETIME_MS - 1000;
    expect(isSessionAlive({ createdAt: start, lastSeenAt: active }, start + SESSION_MAX_LIFETIME_MS - 1)).toBe(true);
    expect(isSessionAlive({ createdAt: start, lastSeenAt: active }, start + SESSION_MAX_LIFETIME_MS)).toBe(false);
  });
});

describe('admin password', () => {
  test('compares whole passwords', () => {
    expect(passwordsMatch('s3cret!', 's3cret!')).toBe(true);
    expect(passwordsMatch('s3cret', 's3cret!')).toBe(false);
    expect(passwordsMatch('', 's3cret!')).toBe(false);
    expect(passwordsMatch('S3CRET!', 's3cret!')).toBe(false);
  });

  test('the development password applies only on a local emulator with no password set', () => {
    expect(adminPassword({ ADMIN_PASSWORD: 'set' })).toBe('set');
    expect(adminPassword({})).toBeNull();
    expect(adminPassword({ NETLIFY_LOCAL: 'false' })).toBeNull();
    expect(adminPassword({ NETLIFY_LOCAL: 'true' })).toBe(LOCAL_DEV_PASSWORD);
    expect(isLocalEmulator({ NETLIFY_DEV: 'true' })).toBe(true);
  });

  test('cross-site guard', () => {
    const req = (headers: Record<string, string>) =>
      new Request('https://studio.example/api/admin/session', { method: 'POST', headers });
    expect(rejectCrossSite(req({}))).toBeNull();
    expect(rejectCrossSite(req({ origin: 'https://studio.example', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(rejectCrossSite(req({ origin: 'https://evil.example' }))?.status).toBe(403);
    expect(rejectCrossSite(req({ origin: 'http://studio.example' }))?.status).toBe(403);
    expect(rejectCrossSite(req({ 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
    expect(rejectCrossSite(req({ 'sec-fetch-site': 'same-site' }))?.status).toBe(403);
    expect(rejectCrossSite(req({ origin: 'null' }))?.status).toBe(403);
  });
});

describe('http helpers', () => {
  test('json answers carry nosniff, and no-store when asked', async () => {
    const plain = json({ a: 1 });
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('cache-control')).toBeNull();
    expect(json({}, 200, { noStore: true }).headers.get('cache-control')).toBe('no-store');
  });

  test('405 lists the allowed methods', async () => {
    const res = methodNotAllowed(['GET', 'POST']);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(await res.json()).toEqual({ success: false, message: 'Method not allowed. Use GET or POST.' });
  });

  const bodyRequest = (body: string, type = 'application/json') =>
    new Request('http://localhost/api', { method: 'POST', headers: { 'content-type': type }, body });
  const statusOf = async (req: Request) => {
    try {
      await readJsonBody(req);
      return 200;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  test.each([
    ['application/json', 200],
    ['application/json; charset=utf-8', 200],
    ['Application/JSON', 200],
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
  ])('content type %j -> %d', async (type, status) => {
    expect(await statusOf(bodyRequest('{}', type))).toBe(status);
  });

  test('a body exactly at the limit is read; one byte more is 413', async () => {
    const at = `"${'a'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect(await statusOf(bodyRequest(at))).toBe(200);
    expect(await statusOf(bodyRequest(`"${'a'.repeat(MAX_BODY_BYTES - 1)}"`))).toBe(413);
  });

  test('multi-byte characters count as bytes', async () => {
    expect(await statusOf(bodyRequest(`"${'é'.repeat(MAX_BODY_BYTES / 2)}"`))).toBe(413);
  });

  test('malformed JSON is 400; an empty body too', async () => {
    expect(await statusOf(bodyRequest('{'))).toBe(400);
    expect(await statusOf(bodyRequest(''))).toBe(400);
  });
});
