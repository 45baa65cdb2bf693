import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import type * as z from 'zod/mini';
import { parseJson } from '../../src/lib/json.ts';
import { deployContext, isLocalEmulator } from './deploy-context.ts';

/** Store `name`, strongly consistent; outside production, the deploy context's own (docs/storage.md). */
export function openStore(name: string): Store {
  const context = deployContext();
  const scoped = context === 'production' ? name : `${context.replace(/[^\w-]/g, '-')}--${name}`;
  return getStore({ name: scoped, consistency: 'strong' });
}

/** Warns once per process of a Blobs without etags, by a marker file: netlify-cli's threads share only the disk. */
export const NO_ETAGS_MARKER = path.join(tmpdir(), `studio-blobs-no-etags-${process.pid}`);
function warnNoEtagsOnce() {
  try {
    writeFileSync(NO_ETAGS_MARKER, '', { flag: 'wx' });
  } catch {
    return;
  }
  console.warn('[blobs] This local Blobs gives no etags (netlify-cli): changes are written without a condition.');
}

/** Deletes the keys under `prefix` that `stale` picks, 16 at a time, none after `deadline`; returns how many. */
export async function sweep(name: string, prefix: string, stale: (key: string) => Promise<boolean>, deadline: number) {
  const [blobs, gate] = [openStore(name), concurrencyGate(16)];
  const deleted = await Promise.all(
    (await blobs.list({ prefix })).blobs.map(({ key }) =>
      gate(async () => Date.now() < deadline && (await stale(key)) && (await blobs.delete(key), true))
    )
  );
  return deleted.filter(Boolean).length;
}

/** Lets at most `limit` tasks run at once; one gate per operation bounds its requests in flight. */
export function concurrencyGate(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export type Gate = ReturnType<typeof concurrencyGate>;

/** Reads blob `key` from its JSON (undefined: absent or not JSON) and etag (null: absent; empty: no etags locally). */
export type Parse<T> = (value: unknown, etag: string | null, key: string) => T;

export async function readJSON<T>(blobs: Store, key: string, parse: Parse<T>): Promise<T> {
  const found = await blobs.getWithMetadata(key, { type: 'text' });
  if (!found) return parse(undefined, null, key);
  if (!found.etag) {
    // netlify-cli's local Blobs never gives one: there `updateJSON` writes without a condition, never on Netlify.
    if (!isLocalEmulator()) throw new Error(`Netlify Blobs answered ${key} without an etag`);
    warnNoEtagsOnce();
  }
  return parse(parseJson(found.data), found.etag ?? '', key);
}

/** A `Parse` by `schema`: null when absent, or when the blob does not match it (logged, then treated as absent). */
export const bySchema =
  <T>(schema: z.ZodMiniType<T>): Parse<T | null> =>
  (value, etag, key) => {
    const parsed = schema.safeParse(value);
    if (etag !== null && !parsed.success) console.error(`[blobs] ${key} is unreadable; it is treated as absent`);
    return parsed.success ? parsed.data : null;
  };

/** What `decide` makes of a blob: the `result` to answer, after saving `write` if there is one. */
export type Decision<R> = { result: R; write?: unknown };
/** After `tries` losses: `giveUp` with the last result, or StoreBusyError. `gate` holds each request. */
type Retries<R> = { tries?: number; capMs?: number; gate?: Gate; giveUp?: (last: R) => R };

/** Another writer kept changing the blob; the caller answers "busy", never a guess. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

/** The one compare-and-swap loop (docs/storage.md): saves `write` if `key` is unchanged, else asks `decide` again. */
export async function updateJSON<T, R>(
  blobs: Store,
  key: string,
  parse: Parse<T>,
  decide: (current: T) => Decision<R> | Promise<Decision<R>>,
  { tries = Infinity, capMs = 1000, gate = (task) => task(), giveUp }: Retries<R> = {}
): Promise<R> {
  for (let losses = 0; ; losses++) {
    const [current, etag] = await gate(() =>
      readJSON(blobs, key, (value, tag) => [parse(value, tag, key), tag] as const)
    );
    const { result, write } = await decide(current);
    const condition = etag === null ? { onlyIfNew: true } : etag ? { onlyIfMatch: etag } : {};
    if (write === undefined || (await gate(() => blobs.setJSON(key, write, condition))).modified) return result;
    if (losses + 1 >= tries) {
      if (giveUp) return giveUp(result);
      throw new StoreBusyError(`${key} kept changing under concurrent writes`);
    }
    // A random pause that grows with the losses, up to `capMs`, so that racers spread out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(capMs, 2 ** Math.min(losses + 1, 10))));
  }
}
