/**
 * Passkeys against the real functions and a real local Blobs server, answered by a software
 * authenticator with real signatures (tests/support/authenticator.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import passkeys from '../../netlify/functions/admin-passkeys.mts';
import session from '../../netlify/functions/admin-session.mts';
import { CHALLENGE_TTL_MS } from '../../netlify/lib/admin-passkeys.ts';
import { MAX_PASSKEY_NAME } from '../../src/lib/api-types.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { GLOBAL_MAX_FAILED_LOGINS, GLOBAL_WINDOW_MS, MAX_FAILED_LOGINS } from '../../netlify/lib/login-throttle.ts';
import { SoftPasskey } from '../support/authenticator.ts';
import { ORIGIN, TEST_PASSWORD, call, cookieFrom, useLocalBlobs, type CallOptions } from '../support/functions.ts';

let stopBlobs: () => Promise<void>;
let clock = Date.now();
let restoreClock: () => void;

beforeAll(() => {
  restoreClock = setClock(() => clock);
});
afterAll(() => restoreClock());
beforeEach(async () => {
  // Every test starts from an empty store.
  stopBlobs = await useLocalBlobs();
  process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
  clock += 2 * GLOBAL_WINDOW_MS;
});
afterEach(async () => {
  delete process.env['ADMIN_PASSWORD'];
  delete process.env['ADMIN_PASSWORD_LOGIN'];
  await stopBlobs();
});

const passwordLogin = (password = TEST_PASSWORD, options: CallOptions = {}) =>
  call(session, '/api/admin/session', { method: 'POST', body: { password }, ...options });

async function signInWithPassword(): Promise<string> {
  const res = await passwordLogin();
  expect(res.status).toBe(204);
  return cookieFrom(res);
}

/** Every `Set-Cookie` of an answer, as `name=value` pairs. */
const setCookies = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);

async function registrationOptions(cookie: string) {
  const res = await call(passkeys, '/api/admin/passkeys/challenge', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  return (await res.json()).options;
}

const addPasskey = (cookie: string, name: string, response: unknown) =>
  call(passkeys, '/api/admin/passkeys', { method: 'POST', cookie, body: { name, response } });

async function register(cookie: string, device: SoftPasskey, name = 'Laptop'): Promise<Response> {
  return addPasskey(cookie, name, device.register(await registrationOptions(cookie)));
}

/** Starts a passkey sign-in: the options, and the challenge cookie to send back. */
async function signInChallenge() {
  const res = await call(session, '/api/admin/session/challenge', { method: 'POST' });
  expect(res.status).toBe(200);
  const [challengeCookie] = setCookies(res);
  return { options: (await res.json()).options, challengeCookie: challengeCookie as string };
}

const sendAssertion = (challengeCookie: string | null, assertion: unknown) =>
  call(session, '/api/admin/session', { method: 'POST', cookie: challengeCookie, body: { passkey: assertion } });

async function signIn(device: SoftPasskey): Promise<Response> {
  const { options, challengeCookie } = await signInChallenge();
  return sendAssertion(challengeCookie, device.signIn(options));
}

const list = async (cookie: string) => call(passkeys, '/api/admin/passkeys', { cookie });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('access', () => {
  test('without a session every passkey route answers 401 with a message', async () => {
    const answers = await Promise.all([
      call(passkeys, '/api/admin/passkeys'),
      call(passkeys, '/api/admin/passkeys/challenge', { method: 'POST' }),
      call(passkeys, '/api/admin/passkeys', { method: 'POST', body: { name: 'x', response: {} } }),
      call(passkeys, '/api/admin/passkeys/abc', { method: 'DELETE' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(await messageOf(res)).toMatch(/Authentication required/);
    }
  });

  test('state changes from another site are refused with 403', async () => {
    const cookie = await signInWithPassword();
    const foreign = { origin: 'https://evil.example' };
    const answers = await Promise.all([
      call(passkeys, '/api/admin/passkeys/challenge', { method: 'POST', cookie, headers: foreign }),
      call(passkeys, '/api/admin/passkeys', { method: 'POST', cookie, headers: foreign, body: {} }),
      call(passkeys, '/api/admin/passkeys/abc', {
        method: 'DELETE',
        cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      call(session, '/api/admin/session/challenge', { method: 'POST', headers: foreign }),
    ]);
    for (const res of answers) expect(res.status).toBe(403);
  });

  test('wrong methods answer 405 with Allow and a message', async () => {
    const cookie = await signInWithPassword();
    const res = await call(passkeys, '/api/admin/passkeys/challenge', { cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await messageOf(res)).toMatch(/Method not allowed/);
    expect((await call(session, '/api/admin/session/challenge')).status).toBe(405);
  });
});

describe('registering and signing in', () => {
  test('a registered passkey signs in to the same kind of server-side session as the password', async () => {
    const cookie = await signInWithPassword();
    const device = new SoftPasskey({ origin: ORIGIN });

    const options = await registrationOptions(cookie);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const added = await addPasskey(cookie, '  Work laptop ', device.register(options));
    expect(added.status).toBe(201);
    const body = await added.json();
    expect(body.message).toBe('Passkey “Work laptop” added.');
    expect(body.passkey).toEqual({ id: device.id, name: 'Work laptop', createdAt: new Date(clock).toISOString() });

    const listed = await (await list(cookie)).json();
    expect(listed).toEqual({
      success: true,
      message: '1 passkey registered.',
      passkeys: [body.passkey],
      passwordSignIn: true,
    });

    clock += 60_000;
    const { options: signInOptions, challengeCookie } = await signInChallenge();
    expect(signInOptions.rpId).toBe('localhost');
    expect(signInOptions.userVerification).toBe('required');
    expect(challengeCookie).toMatch(/^admin_passkey_challenge=[A-Za-z0-9_-]{43}$/);
    const signedIn = await sendAssertion(challengeCookie, device.signIn(signInOptions));
    expect(signedIn.status).toBe(204);
    const [sessionCookie = '', clearedChallenge] = setCookies(signedIn);
    expect(sessionCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}$/);
    expect(clearedChallenge).toBe('admin_passkey_challenge=');
    expect(signedIn.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Strict; Max-Age=28800$/);

    expect((await call(session, '/api/admin/session', { cookie: sessionCookie })).status).toBe(200);
    expect((await call(inquiries, '/api/admin/inquiries', { cookie: sessionCookie })).status).toBe(200);
    const [used] = (await (await list(sessionCookie)).json()).passkeys;
    expect(used.lastUsedAt).toBe(new Date(clock).toISOString());
    // Logging out ends that session like any other.
    await call(session, '/api/admin/session', { method: 'DELETE', cookie: sessionCookie });
    expect((await call(session, '/api/admin/session', { cookie: sessionCookie })).status).toBe(401);
  });

  test('several passkeys can be registered and each one signs in; the list never shows key material', async () => {
    const cookie = await signInWithPassword();
    const phone = new SoftPasskey({ origin: ORIGIN });
    const laptop = new SoftPasskey({ origin: ORIGIN });
    expect((await register(cookie, phone, 'Phone')).status).toBe(201);
    expect((await register(cookie, laptop, 'Laptop')).status).toBe(201);
    const listed = await (await list(cookie)).json();
    expect(listed.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual(['Phone', 'Laptop']);
    expect(JSON.stringify(listed)).not.toMatch(/publicKey|counter/);
    expect((await signIn(phone)).status).toBe(204);
    expect((await signIn(laptop)).status).toBe(204);
  });

  test('registering the same authenticator twice is refused, and it is left out of the options', async () => {
    const cookie = await signInWithPassword();
    const device = new SoftPasskey({ origin: ORIGIN });
    expect((await register(cookie, device)).status).toBe(201);
    const options = await registrationOptions(cookie);
    expect(options.excludeCredentials.map((credential: { id: string }) => credential.id)).toEqual([device.id]);
    const again = await addPasskey(cookie, 'Again', device.register(options));
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('This passkey is already registered.');
  });

  test('passkeys registered at the same time are all kept', async () => {
    const cookies = await Promise.all(Array.from({ length: 4 }, () => signInWithPassword()));
    const results = await Promise.all(
      cookies.map((cookie, index) => register(cookie, new SoftPasskey({ origin: ORIGIN }), `Device ${index + 1}`))
    );
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect((await (await list(cookies[0] as string)).json()).passkeys).toHaveLength(4);
  });

  test('a passkey can be removed; an unknown id answers 404', async () => {
    const cookie = await signInWithPassword();
    const device = new SoftPasskey({ origin: ORIGIN });
    await register(cookie, device);
    const removed = await call(passkeys, `/api/admin/passkeys/${device.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(await messageOf(removed)).toBe('Passkey removed.');
    expect((await (await list(cookie)).json()).passkeys).toEqual([]);
    const again = await call(passkeys, `/api/admin/passkeys/${device.id}`, { method: 'DELETE', cookie });
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toBe('Passkey not found.');
  });

  test.each([
    ['', 'Give the passkey a name.'],
    ['   ', 'Give the passkey a name.'],
    ['x'.repeat(MAX_PASSKEY_NAME + 1), `A passkey name has at most ${MAX_PASSKEY_NAME} characters.`],
    ['Laptop\u202Egnp.exe', 'Use letters, digits, spaces and punctuation.'],
    ['Lap\u0000top', 'Use letters, digits, spaces and punctuation.'],
    ['\u200B\u200B', 'Use letters, digits, spaces and punctuation.'],
  ])('the name %j is refused: %s', async (name, message) => {
    const cookie = await signInWithPassword();
    const res = await register(cookie, new SoftPasskey({ origin: ORIGIN }), name);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
    expect((await (await list(cookie)).json()).passkeys).toEqual([]);
  });
});

describe('registration challenges', () => {
  test('are single-use', async () => {
    const cookie = await signInWithPassword();
    const response = new SoftPasskey({ origin: ORIGIN }).register(await registrationOptions(cookie));
    expect((await addPasskey(cookie, 'First', response)).status).toBe(201);
    const replay = await addPasskey(cookie, 'Replay', response);
    expect(replay.status).toBe(400);
    expect(await messageOf(replay)).toBe('This passkey request has expired or was already used. Start again.');
  });

  test('are bound to the session that asked for them', async () => {
    const first = await signInWithPassword();
    const second = await signInWithPassword();
    const response = new SoftPasskey({ origin: ORIGIN }).register(await registrationOptions(first));
    expect((await addPasskey(second, 'Other session', response)).status).toBe(400);
    expect((await (await list(first)).json()).passkeys).toEqual([]);
  });

  test(`expire after ${CHALLENGE_TTL_MS / 60_000} minutes`, async () => {
    const cookie = await signInWithPassword();
    const response = new SoftPasskey({ origin: ORIGIN }).register(await registrationOptions(cookie));
    clock += CHALLENGE_TTL_MS + 1;
    expect((await addPasskey(cookie, 'Late', response)).status).toBe(400);
  });

  test('an answer made for another site is refused and nothing is stored', async () => {
    const cookie = await signInWithPassword();
    const phished = new SoftPasskey({ origin: 'https://evil.example' });
    const res = await register(cookie, phished);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe('The passkey could not be verified. Try again.');
    const wrongRp = new SoftPasskey({ origin: ORIGIN, rpId: 'evil.example' });
    expect((await register(cookie, wrongRp)).status).toBe(400);
    expect((await (await list(cookie)).json()).passkeys).toEqual([]);
  });
});

describe('passkey sign-in is refused', () => {
  let device: SoftPasskey;
  beforeEach(async () => {
    device = new SoftPasskey({ origin: ORIGIN });
    expect((await register(await signInWithPassword(), device)).status).toBe(201);
  });

  const expectRefused = async (res: Response, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(await messageOf(res)).toBe(message);
    expect(setCookies(res).some((cookie) => cookie.startsWith('admin_session='))).toBe(false);
  };

  test('for a passkey this site never registered', async () => {
    const stranger = new SoftPasskey({ origin: ORIGIN });
    await expectRefused(await signIn(stranger), 401, 'This passkey is not registered for this site.');
  });

  test('for a removed passkey', async () => {
    const cookie = await signInWithPassword();
    await call(passkeys, `/api/admin/passkeys/${device.id}`, { method: 'DELETE', cookie });
    await expectRefused(await signIn(device), 401, 'This passkey is not registered for this site.');
  });

  test('for a forged signature', async () => {
    const { options, challengeCookie } = await signInChallenge();
    const assertion = device.signIn(options);
    const signature = Buffer.from(assertion.response.signature, 'base64url');
    signature[signature.length - 1] = (signature.at(-1) as number) ^ 1;
    assertion.response.signature = signature.toString('base64url');
    await expectRefused(await sendAssertion(challengeCookie, assertion), 401, 'The passkey could not be verified.');
  });

  test('for an answer made on another site', async () => {
    const { options, challengeCookie } = await signInChallenge();
    const res = await sendAssertion(challengeCookie, device.signIn(options, 'https://evil.example'));
    await expectRefused(res, 401, 'The passkey could not be verified.');
  });

  test('for a replayed answer, and for a second use of one challenge', async () => {
    const { options, challengeCookie } = await signInChallenge();
    const assertion = device.signIn(options);
    expect((await sendAssertion(challengeCookie, assertion)).status).toBe(204);
    const expired = 'This passkey sign-in has expired or was already used. Try again.';
    await expectRefused(await sendAssertion(challengeCookie, assertion), 400, expired);
    await expectRefused(await sendAssertion(challengeCookie, device.signIn(options)), 400, expired);
  });

  test('for a cloned authenticator (its signature counter went back)', async () => {
    expect((await signIn(device)).status).toBe(204);
    device.counter -= 1;
    await expectRefused(await signIn(device), 401, 'The passkey could not be verified.');
  });

  test(`after ${CHALLENGE_TTL_MS / 60_000} minutes, or without the challenge cookie`, async () => {
    const expired = 'This passkey sign-in has expired or was already used. Try again.';
    const first = await signInChallenge();
    clock += CHALLENGE_TTL_MS + 1;
    await expectRefused(await sendAssertion(first.challengeCookie, device.signIn(first.options)), 400, expired);
    const second = await signInChallenge();
    await expectRefused(await sendAssertion(null, device.signIn(second.options)), 400, expired);
  });

  test('when the answer is malformed', async () => {
    const { challengeCookie } = await signInChallenge();
    const res = await sendAssertion(challengeCookie, { id: 'not base64!', type: 'public-key' });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe('Send { "password": "..." } or a passkey answer.');
  });

  test('when no admin password is configured (the admin is locked)', async () => {
    delete process.env['ADMIN_PASSWORD'];
    expect((await call(session, '/api/admin/session/challenge', { method: 'POST' })).status).toBe(503);
  });
});

describe('ADMIN_PASSWORD_LOGIN=off', () => {
  const turnedOff = 'Password sign-in is turned off on this site. Sign in with a passkey.';

  test('refuses the password once a passkey exists, and only then', async () => {
    process.env['ADMIN_PASSWORD_LOGIN'] = 'off';
    const cookie = await signInWithPassword(); // no passkey yet: the password is the only way in
    const device = new SoftPasskey({ origin: ORIGIN });
    await register(cookie, device);
    expect((await (await list(cookie)).json()).passwordSignIn).toBe(false);

    const refused = await passwordLogin();
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(turnedOff);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await signIn(device)).status).toBe(204);

    // Recovery: unset the switch and the password works again.
    delete process.env['ADMIN_PASSWORD_LOGIN'];
    expect((await passwordLogin()).status).toBe(204);
  });

  test('refused passwords are not counted by the throttle', async () => {
    process.env['ADMIN_PASSWORD_LOGIN'] = 'off';
    await register(await signInWithPassword(), new SoftPasskey({ origin: ORIGIN }));
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) expect((await passwordLogin(`guess-${i}`)).status).toBe(403);
    delete process.env['ADMIN_PASSWORD_LOGIN'];
    expect((await passwordLogin()).status).toBe(204);
  });

  test('removing the last passkey brings the password back', async () => {
    process.env['ADMIN_PASSWORD_LOGIN'] = 'off';
    const cookie = await signInWithPassword();
    const device = new SoftPasskey({ origin: ORIGIN });
    await register(cookie, device);
    expect((await passwordLogin()).status).toBe(403);
    await call(passkeys, `/api/admin/passkeys/${device.id}`, { method: 'DELETE', cookie });
    expect((await passwordLogin()).status).toBe(204);
  });
});

test('the cap on failed passwords across all addresses leaves passkey sign-in open', async () => {
  const device = new SoftPasskey({ origin: ORIGIN });
  await register(await signInWithPassword(), device);
  for (let a = 0; a < GLOBAL_MAX_FAILED_LOGINS / MAX_FAILED_LOGINS; a++) {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await passwordLogin(`guess-${i}`, { ip: `192.0.2.${a + 1}` });
  }
  expect((await passwordLogin(TEST_PASSWORD, { ip: '192.0.2.200' })).status).toBe(429);
  expect((await signIn(device)).status).toBe(204);
});
