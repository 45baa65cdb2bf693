/**
 * Read-modify-write on one JSON record of the `admin_auth` store, safe when several
 * requests change the same record at once: compare-and-swap on the blob's ETag
 * (`getWithMetadata`, then `setJSON` with `onlyIfMatch`, or `onlyIfNew` for a new record),
 * tried again with a short random pause when another writer got there first.
 *
 * Netlify performs these conditional writes atomically. The local emulator must do the same
 * for the guarantees to hold locally (see docs/auth.md).
 */
import type { z } from 'zod';
import { AUTH_STORE } from './admin-session.ts';
import { openStore } from './blobs.ts';

/** Attempts before `updateRecord` gives up. */
const MAX_TRIES = 25;

/** Another writer kept changing the record; the caller answers "busy", never a guess. */
export class StoreBusyError extends Error {
  constructor(key: string) {
    super(`The record ${key} kept changing under concurrent writes`);
    this.name = 'StoreBusyError';
  }
}

/** What `decide` wants done: write `value` (or leave the record as it is) and return `result`. */
export type Decision<T, R> = { write: T; result: R } | { result: R };

/** A record as read: its parsed value (null when absent or unreadable) and its ETag. */
interface Snapshot<T> {
  value: T | null;
  etag: string | undefined;
}

/** Reads `key` and parses it with `schema`; a record that does not parse counts as absent. */
export async function readRecord<T>(key: string, schema: z.ZodType<T>): Promise<Snapshot<T>> {
  const entry = await openStore(AUTH_STORE).getWithMetadata(key, { type: 'json' });
  if (!entry) return { value: null, etag: undefined };
  const parsed = schema.safeParse(entry.data);
  if (!parsed.success) console.error(`[admin-store] ${key} is unreadable; it is treated as absent`);
  return { value: parsed.success ? parsed.data : null, etag: entry.etag };
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));

/**
 * Reads `key`, lets `decide` choose from its current value, and writes the choice only if
 * nobody changed the record in between; otherwise reads again and asks `decide` again.
 * Throws StoreBusyError after MAX_TRIES lost races.
 */
export async function updateRecord<T, R>(
  key: string,
  schema: z.ZodType<T>,
  decide: (current: T | null) => Decision<T, R>
): Promise<R> {
  const blobs = openStore(AUTH_STORE);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const { value, etag } = await readRecord(key, schema);
    const decision = decide(value);
    if (!('write' in decision)) return decision.result;
    const { modified } = await blobs.setJSON(key, decision.write, etag ? { onlyIfMatch: etag } : { onlyIfNew: true });
    if (modified) return decision.result;
    await pause(attempt);
  }
  throw new StoreBusyError(key);
}
