/**
 * Failed-login throttle per client address (DECISIONS D1).
 *
 * Every attempt is first written as its own blob under `attempt/<address hash>/`, and only
 * then are the address's recent attempts counted. Writing before counting means that of
 * many simultaneous guesses, the k-th to be written counts at least k, so no burst slips
 * past the limit; separate blobs mean that no shared counter is overwritten (the local
 * Blobs emulator has no atomic read-modify-write). A refused attempt removes its own blob,
 * so the wait announced in Retry-After holds; a correct password clears the address's
 * attempts; wrong ones stay until they leave the window.
 */
import { createHash, randomUUID } from 'node:crypto';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';
import { AUTH_STORE } from './admin-session.ts';

/** Failed attempts allowed per address within the window. */
export const MAX_FAILED_LOGINS = 5;
/** Length of the window. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

const prefixFor = (address: string) =>
  `attempt/${createHash('sha256').update(address).digest('hex').slice(0, 32)}/`;

const timeOf = (key: string) => Number(key.split('/').pop()?.split('-')[0]);

/**
 * Records an attempt from `address` and returns how many seconds it must wait before it
 * may try a password, or 0 when it may try now (the attempt then stays recorded, as a
 * failure until `clearAttempts`).
 */
export async function registerAttempt(address: string): Promise<number> {
  const blobs = openStore(AUTH_STORE);
  const prefix = prefixFor(address);
  const at = now();
  const mine = `${prefix}${at}-${randomUUID()}`;
  await blobs.set(mine, '');
  const { blobs: attempts } = await blobs.list({ prefix });
  const recent: number[] = [];
  const stale: string[] = [];
  for (const { key } of attempts) {
    if (key === mine) continue;
    const time = timeOf(key);
    if (Number.isFinite(time) && at - time < FAILED_LOGIN_WINDOW_MS) recent.push(time);
    else stale.push(key);
  }
  await Promise.all(stale.map((key) => blobs.delete(key)));
  if (recent.length < MAX_FAILED_LOGINS) return 0;
  await blobs.delete(mine);
  // Allowed again once fewer than MAX_FAILED_LOGINS other attempts remain in the window.
  recent.sort((a, b) => b - a);
  const unblocking = recent[MAX_FAILED_LOGINS - 1] as number;
  return Math.max(1, Math.ceil((unblocking + FAILED_LOGIN_WINDOW_MS - at) / 1000));
}

/** Forgets the attempts of this address after a successful login. */
export async function clearAttempts(address: string): Promise<void> {
  const blobs = openStore(AUTH_STORE);
  const { blobs: attempts } = await blobs.list({ prefix: prefixFor(address) });
  await Promise.all(attempts.map(({ key }) => blobs.delete(key)));
}
