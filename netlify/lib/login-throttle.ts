/** The password sign-in throttle (docs/auth.md): sliding windows per address and for all, kept by compare-and-swap. */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { AUTH_STORE, readRecord, tokenDigest, updateRecord } from './auth-store.ts';
import { openStore, StoreBusyError, sweep } from './blobs.ts';
import { now } from './clock.ts';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const GLOBAL_MAX_FAILED_LOGINS = 30;
export const GLOBAL_WINDOW_MS = 60 * 60 * 1000;
/** What a refused attempt is told when the store was too busy to decide: try again soon. */
const BUSY_RETRY_MS = 1000;
const ADDRESS_PREFIX = 'throttle/address/';
const EntrySchema = z.object({ at: z.number(), id: z.string() });
const LogSchema = z.object({ attempts: z.array(EntrySchema) });
type Entry = z.infer<typeof EntrySchema>;
type Window = { key: string; max: number; ms: number };

const addressKey = (address: string) => ADDRESS_PREFIX + tokenDigest(address).slice(0, 32);
const addressWindow = (key: string): Window => ({ key, max: MAX_FAILED_LOGINS, ms: FAILED_LOGIN_WINDOW_MS });
const GLOBAL: Window = { key: 'throttle/global', max: GLOBAL_MAX_FAILED_LOGINS, ms: GLOBAL_WINDOW_MS };

/** Whether an entry still counts at `at`: it counts for `window.ms` after it, inclusive. */
const inWindow = (window: Window, at: number) => (entry: Entry) => at - entry.at <= window.ms;
const counting = (log: { attempts: Entry[] } | null, window: Window, at: number): Entry[] =>
  (log?.attempts ?? []).filter(inWindow(window, at));

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

/** Keeps the entries of `window` that `keep` picks; writes only when that drops some. */
const prune = (window: Window, keep: (entry: Entry) => boolean) =>
  updateRecord(window.key, LogSchema, (log) => {
    const kept = log?.attempts.filter(keep) ?? [];
    return log && kept.length < log.attempts.length ? { write: { attempts: kept }, result: 0 } : { result: 0 };
  });
const release = (window: Window, id: string) => prune(window, (entry) => entry.id !== id);

/** An admitted password check, to hand back to `passwordAccepted` if the password is right. */
type Ticket = { address: string; id: string };
const refuse = (ms: number) => ({ admitted: false as const, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/** Asks to check a password sent from `address`; a refused attempt takes no place. */
export async function admitPasswordCheck(address: string) {
  const entry: Entry = { at: now(), id: randomUUID() };
  const own = addressWindow(addressKey(address));
  try {
    const ownWait = await reserve(own, entry);
    if (ownWait > 0) {
      const log = await readRecord(GLOBAL.key, LogSchema);
      return refuse(Math.max(ownWait, waitMs(counting(log, GLOBAL, entry.at), GLOBAL, entry.at)));
    }
    const globalWait = await reserve(GLOBAL, entry);
    if (globalWait > 0) {
      await release(own, entry.id);
      return refuse(globalWait);
    }
    return { admitted: true as const, ticket: { address, id: entry.id } };
  } catch (cause) {
    if (cause instanceof StoreBusyError) return refuse(BUSY_RETRY_MS);
    throw cause;
  }
}

/** The password was right: its address starts afresh and its place in the shared log is freed. */
export async function passwordAccepted(ticket: Ticket): Promise<void> {
  await openStore(AUTH_STORE).delete(addressKey(ticket.address));
  await release(GLOBAL, ticket.id);
}

/** Daily: removes address logs with no entry that still counts, and old entries of the shared log. */
export async function sweepStaleAttempts(deadline: number): Promise<number> {
  const at = now();
  const stale = async (key: string) => counting(await readRecord(key, LogSchema), addressWindow(key), at).length === 0;
  const removed = await sweep(AUTH_STORE, ADDRESS_PREFIX, stale, deadline);
  await prune(GLOBAL, inWindow(GLOBAL, at));
  return removed;
}
