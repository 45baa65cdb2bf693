/**
 * The throttle on password sign-in (see docs/auth.md). Two sliding windows:
 * - per client address: at most MAX_FAILED_LOGINS password checks within any
 *   FAILED_LOGIN_WINDOW_MS;
 * - all addresses together: at most GLOBAL_MAX_FAILED_LOGINS within any GLOBAL_WINDOW_MS,
 *   so that many addresses do not add up to many more guesses. Once that cap is reached
 *   every address waits for a place to free up; passkey sign-in never passes here, so the
 *   owner still gets in.
 *
 * Each window is a log of the checks it admitted (time and id), one record per address plus
 * one shared record. A check first takes a place in both logs with a compare-and-swap
 * write, so a burst of simultaneous guesses passes no more checks than the logs allow. A
 * wrong password leaves its places taken (that is the failure being counted); a right one
 * gives its place in the shared log back and clears its address's log.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';
import { AUTH_STORE } from './admin-session.ts';
import { readRecord, StoreBusyError, updateRecord } from './admin-store.ts';

/** Password checks allowed per address within any FAILED_LOGIN_WINDOW_MS. */
export const MAX_FAILED_LOGINS = 5;
/** The per-address window. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Password checks allowed across all addresses within any GLOBAL_WINDOW_MS. */
export const GLOBAL_MAX_FAILED_LOGINS = 30;
/** The window of the cap across all addresses. */
export const GLOBAL_WINDOW_MS = 60 * 60 * 1000;

/** What a refused attempt is told when the store was too busy to decide: try again soon. */
const BUSY_RETRY_MS = 1000;

const ADDRESS_PREFIX = 'throttle/address/';
const GLOBAL_KEY = 'throttle/global';
/** Keys of the fixed-window throttle this one replaced; the sweep removes what is left of them. */
const LEGACY_PREFIX = 'attempt/';

const EntrySchema = z.object({ at: z.number(), id: z.string() });
const LogSchema = z.object({ attempts: z.array(EntrySchema) });
type Entry = z.infer<typeof EntrySchema>;
type Log = z.infer<typeof LogSchema>;

interface Window {
  key: string;
  max: number;
  ms: number;
}

const addressWindow = (address: string): Window => ({
  key: ADDRESS_PREFIX + createHash('sha256').update(address).digest('hex').slice(0, 32),
  max: MAX_FAILED_LOGINS,
  ms: FAILED_LOGIN_WINDOW_MS,
});
const GLOBAL: Window = { key: GLOBAL_KEY, max: GLOBAL_MAX_FAILED_LOGINS, ms: GLOBAL_WINDOW_MS };

/** The entries that still count at `at`: an entry counts for `window.ms` after it, inclusive. */
const counting = (log: Log | null, window: Window, at: number): Entry[] =>
  (log?.attempts ?? []).filter((entry) => at - entry.at <= window.ms);

/** Milliseconds from `at` until the window has a free place; 0 when it has one now. */
function waitMs(entries: Entry[], window: Window, at: number): number {
  if (entries.length < window.max) return 0;
  const times = entries.map((entry) => entry.at).sort((a, b) => a - b);
  // Enough entries must stop counting to leave one place: the oldest `length - max + 1`.
  const last = times[times.length - window.max] as number;
  return last + window.ms + 1 - at;
}

/** Takes a place in `window` for `entry`: 0 when taken, or the milliseconds to wait. */
const reserve = (window: Window, entry: Entry): Promise<number> =>
  updateRecord(window.key, LogSchema, (log) => {
    const entries = counting(log, window, entry.at);
    const wait = waitMs(entries, window, entry.at);
    return wait > 0 ? { result: wait } : { write: { attempts: [...entries, entry] }, result: 0 };
  });

/** Gives `id`'s place in `window` back. */
const release = (window: Window, id: string): Promise<void> =>
  updateRecord(window.key, LogSchema, (log) =>
    log?.attempts.some((entry) => entry.id === id)
      ? { write: { attempts: log.attempts.filter((entry) => entry.id !== id) }, result: undefined }
      : { result: undefined }
  );

/** Milliseconds from `at` until `window` has a free place, without taking it. */
async function peekWait(window: Window, at: number): Promise<number> {
  const { value } = await readRecord(window.key, LogSchema);
  return waitMs(counting(value, window, at), window, at);
}

/** An admitted password check, to hand back to `passwordAccepted` if the password is right. */
export interface Ticket {
  address: string;
  id: string;
}

/** Whether a password may be checked now; if not, how long until one would be. */
export type Admission = { admitted: true; ticket: Ticket } | { admitted: false; retryAfterSeconds: number };

const refuse = (ms: number): Admission => ({ admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/**
 * Asks to check a password sent from `address`. Refused attempts take no place and are not
 * counted; `retryAfterSeconds` is how long until an attempt would be admitted, unless other
 * attempts take the freed place first.
 */
export async function admitPasswordCheck(address: string): Promise<Admission> {
  const entry: Entry = { at: now(), id: randomUUID() };
  const own = addressWindow(address);
  try {
    const ownWait = await reserve(own, entry);
    if (ownWait > 0) return refuse(Math.max(ownWait, await peekWait(GLOBAL, entry.at)));
    const globalWait = await reserve(GLOBAL, entry);
    if (globalWait > 0) {
      await release(own, entry.id);
      return refuse(globalWait);
    }
    return { admitted: true, ticket: { address, id: entry.id } };
  } catch (cause) {
    if (cause instanceof StoreBusyError) return refuse(BUSY_RETRY_MS);
    throw cause;
  }
}

/** The password was right: its address starts afresh and its place in the shared log is freed. */
export async function passwordAccepted(ticket: Ticket): Promise<void> {
  await openStore(AUTH_STORE).delete(addressWindow(ticket.address).key);
  await release(GLOBAL, ticket.id);
}

/**
 * Removes the logs of addresses with no entry that still counts and drops old entries from
 * the shared log (run by the daily retention function); returns how many records it removed.
 * An address that tries again between the read and the delete here loses that one entry:
 * the window is minutes, the sweep daily, and the race a few milliseconds wide.
 */
export async function sweepStaleAttempts(): Promise<number> {
  const blobs = openStore(AUTH_STORE);
  const at = now();
  const removed: string[] = [];
  const { blobs: legacy } = await blobs.list({ prefix: LEGACY_PREFIX });
  removed.push(...legacy.map(({ key }) => key));
  const { blobs: addresses } = await blobs.list({ prefix: ADDRESS_PREFIX });
  for (const { key } of addresses) {
    const { value } = await readRecord(key, LogSchema);
    const window: Window = { key, max: MAX_FAILED_LOGINS, ms: FAILED_LOGIN_WINDOW_MS };
    if (counting(value, window, at).length === 0) removed.push(key);
  }
  await Promise.all(removed.map((key) => blobs.delete(key)));
  await updateRecord(GLOBAL_KEY, LogSchema, (log) => {
    const kept = counting(log, GLOBAL, at);
    return log && kept.length < log.attempts.length
      ? { write: { attempts: kept }, result: undefined }
      : { result: undefined };
  });
  return removed.length;
}
