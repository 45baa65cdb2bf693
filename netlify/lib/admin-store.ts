/**
 * Read-modify-write on one JSON record of the `admin_auth` store: compare-and-swap on its ETag,
 * tried again after a random pause when another writer got there first (docs/auth.md).
 */
import type { z } from 'zod';
import { AUTH_STORE } from './admin-session.ts';
import { backoff, openStore, readJSON, saveIf } from './blobs.ts';

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

/** Reads `key` and parses it with `schema`; a record that does not parse counts as absent. */
export async function readRecord<T>(
  key: string,
  schema: z.ZodType<T>
): Promise<{ value: T | null; etag: string | null }> {
  const { value, etag } = await readJSON(openStore(AUTH_STORE), key);
  const parsed = schema.safeParse(value);
  if (etag !== null && !parsed.success) console.error(`[admin-store] ${key} is unreadable; it is treated as absent`);
  return { value: parsed.success ? parsed.data : null, etag };
}

/**
 * Lets `decide` choose from the current value of `key`, and writes the choice only if nobody
 * changed the record in between; otherwise asks again. StoreBusyError after MAX_TRIES lost races.
 */
export async function updateRecord<T, R>(
  key: string,
  schema: z.ZodType<T>,
  decide: (current: T | null) => Decision<T, R>
): Promise<R> {
  const blobs = openStore(AUTH_STORE);
  for (let losses = 0; losses < MAX_TRIES; losses++) {
    const { value, etag } = await readRecord(key, schema);
    const decision = decide(value);
    if (!('write' in decision) || (await saveIf(blobs, key, decision.write, etag))) return decision.result;
    await backoff(losses, 200);
  }
  throw new StoreBusyError(key);
}
