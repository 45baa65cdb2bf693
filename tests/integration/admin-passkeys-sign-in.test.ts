/** Passkey sign-ins refused (unknown, removed, forged, replayed, cloned, late), ADMIN_PASSWORD_LOGIN=off, the cap. */
import { beforeEach, describe, expect, test } from 'vitest';
import passkeys from '../../netlify/functions/admin-passkeys.mts';
import session from '../../netlify/functions/admin-session.mts';
import { CHALLENGE_TTL_MS } from '../../netlify/lib/passkey-records.ts';
import { GLOBAL_MAX_FAILED_LOGINS, MAX_FAILED_LOGINS } from '../../netlify/lib/login-throttle.ts';
import { SoftPasskey } from '../support/authenticator.ts';
import { ORIGIN, TEST_PASSWORD, call, setCookies } from '../support/functions.ts';
import { passwordLogin, sendAssertion, signIn, signInChallenge, signInWithPassword } from '../support/admin-login.ts';
import { list, messageOf, register, usePasskeyStore } from '../support/passkeys.ts';

let clock = Date.now();
usePasskeyStore({ now: () => clock, advance: (ms) => (clock += ms) });

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
