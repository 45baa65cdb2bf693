/** Passkeys: who may reach the routes; registering, listing, removing, signing in; registration challenges. */
import { describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import passkeys from '../../netlify/functions/admin-passkeys.mts';
import session from '../../netlify/functions/admin-session.mts';
import { CHALLENGE_TTL_MS } from '../../netlify/lib/passkey-records.ts';
import { MAX_PASSKEY_NAME } from '../../src/lib/api-types.ts';
import { SoftPasskey } from '../support/authenticator.ts';
import { ORIGIN, call, setCookies } from '../support/functions.ts';
import { sendAssertion, signIn, signInChallenge, signInWithPassword } from '../support/admin-login.ts';
import { addPasskey, list, messageOf, register, registrationOptions, usePasskeyStore } from '../support/passkeys.ts';

let clock = Date.now();
usePasskeyStore({ now: () => clock, advance: (ms) => (clock += ms) });

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
