/**
 * Failed-login throttle per client address (DECISIONS D1): at most MAX_FAILED_LOGINS
 * password checks per address in each fixed window of FAILED_LOGIN_WINDOW_MS.
 *
 * Each attempt must first win one of the window's numbered slots with an `onlyIfNew` write,
 * which exactly one of simultaneous writers wins. Of any burst of simultaneous guesses, at
 * most MAX_FAILED_LOGINS win a slot and reach the password check; the rest are refused
 * without taking one. A correct password frees the address's slots.
 * No counter is read and rewritten, and no listing is needed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';
import { AUTH_STORE } from './admin-session.ts';

/** Password checks allowed per address within one window. */
export const MAX_FAILED_LOGINS = 5;
/** Length of a window. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

const addressHash = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 32);

const slotKeys = (address: string, window: number) =>
  Array.from({ length: MAX_FAILED_LOGINS }, (_, index) => `attempt/${addressHash(address)}/${window}/${index + 1}`);

/**
 * Registers an attempt from `address`. Returns 0 when it may check a password now, or the
 * seconds it must wait (until the current window ends).
 */
export async function registerAttempt(address: string): Promise<number> {
  const blobs = openStore(AUTH_STORE);
  const at = now();
  const window = Math.floor(at / FAILED_LOGIN_WINDOW_MS);
  const token = randomUUID();
  for (const key of slotKeys(address, window)) {
    if ((await blobs.set(key, token, { onlyIfNew: true })).modified) return 0;
  }
  return Math.max(1, Math.ceil(((window + 1) * FAILED_LOGIN_WINDOW_MS - at) / 1000));
}

/** Frees the address's slots in the current window after a successful login. */
export async function clearAttempts(address: string): Promise<void> {
  const blobs = openStore(AUTH_STORE);
  const window = Math.floor(now() / FAILED_LOGIN_WINDOW_MS);
  await Promise.all(slotKeys(address, window).map((key) => blobs.delete(key)));
}

/**
 * Deletes the slots of windows that are over (run by the daily retention function); returns
 * how many blobs it removed.
 */
export async function sweepStaleAttempts(): Promise<number> {
  const blobs = openStore(AUTH_STORE);
  const current = Math.floor(now() / FAILED_LOGIN_WINDOW_MS);
  const { blobs: listed } = await blobs.list({ prefix: 'attempt/' });
  const stale = listed
    .map(({ key }) => key)
    .filter((key) => {
      const window = Number(key.split('/')[2]);
      return Number.isSafeInteger(window) && window < current;
    });
  await Promise.all(stale.map((key) => blobs.delete(key)));
  return stale.length;
}
