/**
 * Failed-login throttle per client address (DECISIONS D1). Each failure is its own blob
 * under `failure/<address hash>/`, so simultaneous failures never overwrite a shared
 * counter (the local Blobs emulator has no atomic read-modify-write); counting is a list.
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
  `failure/${createHash('sha256').update(address).digest('hex').slice(0, 32)}/`;

const timeOf = (key: string) => Number(key.split('/').pop()?.split('-')[0]);

/** Seconds until this address may try again, or 0 when it may try now. */
export async function retryAfterSeconds(address: string): Promise<number> {
  const blobs = openStore(AUTH_STORE);
  const at = now();
  const { blobs: failures } = await blobs.list({ prefix: prefixFor(address) });
  const recent: number[] = [];
  const stale: string[] = [];
  for (const { key } of failures) {
    const time = timeOf(key);
    if (Number.isFinite(time) && at - time < FAILED_LOGIN_WINDOW_MS) recent.push(time);
    else stale.push(key);
  }
  await Promise.all(stale.map((key) => blobs.delete(key)));
  if (recent.length < MAX_FAILED_LOGINS) return 0;
  // Allowed again once enough of the recent failures have left the window.
  recent.sort((a, b) => b - a);
  const unblockingFailure = recent[MAX_FAILED_LOGINS - 1] as number;
  return Math.max(1, Math.ceil((unblockingFailure + FAILED_LOGIN_WINDOW_MS - at) / 1000));
}

/** Remembers one failed attempt from this address. */
export async function recordFailedLogin(address: string): Promise<void> {
  await openStore(AUTH_STORE).set(`${prefixFor(address)}${now()}-${randomUUID()}`, '');
}

/** Forgets the failures of this address after a successful login. */
export async function clearFailedLogins(address: string): Promise<void> {
  const blobs = openStore(AUTH_STORE);
  const { blobs: failures } = await blobs.list({ prefix: prefixFor(address) });
  await Promise.all(failures.map(({ key }) => blobs.delete(key)));
}
