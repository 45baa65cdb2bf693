/**
 * The passkey tests' store and the calls that manage passkeys (/api/admin/passkeys), against the
 * real function; the answers come from a software authenticator (tests/support/authenticator.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import passkeys from '../../netlify/functions/admin-passkeys.mts';
import { setClock } from '../../netlify/lib/clock.ts';
import { GLOBAL_WINDOW_MS } from '../../netlify/lib/login-throttle.ts';
import type { SoftPasskey } from './authenticator.ts';
import { TEST_PASSWORD, call, useLocalBlobs, type FileClock } from './functions.ts';

/**
 * Runs every test of the file from an empty store with the admin password set, on the file's own
 * clock, which moves on by two throttle windows before each test.
 */
export function usePasskeyStore({ now, advance }: FileClock): void {
  let stopBlobs: () => Promise<void>;
  let restoreClock: () => void;
  beforeAll(() => {
    restoreClock = setClock(now);
  });
  afterAll(() => restoreClock());
  beforeEach(async () => {
    // Every test starts from an empty store.
    stopBlobs = await useLocalBlobs();
    process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
    advance(2 * GLOBAL_WINDOW_MS);
  });
  afterEach(async () => {
    delete process.env['ADMIN_PASSWORD'];
    delete process.env['ADMIN_PASSWORD_LOGIN'];
    await stopBlobs();
  });
}

export async function registrationOptions(cookie: string) {
  const res = await call(passkeys, '/api/admin/passkeys/challenge', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  return (await res.json()).options;
}

export const addPasskey = (cookie: string, name: string, response: unknown) =>
  call(passkeys, '/api/admin/passkeys', { method: 'POST', cookie, body: { name, response } });

export async function register(cookie: string, device: SoftPasskey, name = 'Laptop'): Promise<Response> {
  return addPasskey(cookie, name, device.register(await registrationOptions(cookie)));
}

export const list = async (cookie: string) => call(passkeys, '/api/admin/passkeys', { cookie });
export const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
