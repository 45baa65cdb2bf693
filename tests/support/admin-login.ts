/** Signing in to the admin in the passkey tests (/api/admin/session): with the password, or with a passkey. */
import { expect } from 'vitest';
import session from '../../netlify/functions/admin-session.mts';
import type { SoftPasskey } from './authenticator.ts';
import { TEST_PASSWORD, call, cookieFrom, setCookies, type CallOptions } from './functions.ts';

export const passwordLogin = (password = TEST_PASSWORD, options: CallOptions = {}) =>
  call(session, '/api/admin/session', { method: 'POST', body: { password }, ...options });

export async function signInWithPassword(): Promise<string> {
  const res = await passwordLogin();
  expect(res.status).toBe(204);
  return cookieFrom(res);
}

/** Starts a passkey sign-in: the options, and the challenge cookie to send back. */
export async function signInChallenge() {
  const res = await call(session, '/api/admin/session/challenge', { method: 'POST' });
  expect(res.status).toBe(200);
  const [challengeCookie] = setCookies(res);
  return { options: (await res.json()).options, challengeCookie: challengeCookie as string };
}

export const sendAssertion = (challengeCookie: string | null, assertion: unknown) =>
  call(session, '/api/admin/session', { method: 'POST', cookie: challengeCookie, body: { passkey: assertion } });

export async function signIn(device: SoftPasskey): Promise<Response> {
  const { options, challengeCookie } = await signInChallenge();
  return sendAssertion(challengeCookie, device.signIn(options));
}
