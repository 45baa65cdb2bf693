import { getStore, type Store } from '@netlify/blobs';

/** A site-wide store with strong consistency: a read right after a write sees it. */
export function openStore(name: string): Store {
  return getStore({ name, consistency: 'strong' });
}

/**
 * Deletes the keys under `prefix` that `stale` picks (the daily retention sweep), 16 at a time,
 * starting none after `deadline` (ms since the epoch; the next run goes on). Returns how many.
 */
export async function sweep(
  name: string,
  prefix: string,
  stale: (key: string) => boolean | Promise<boolean>,
  deadline = Infinity
) {
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

/** A blob's JSON (undefined when absent or not JSON) and its etag (null when absent). */
export async function readJSON(blobs: Store, key: string): Promise<{ value: unknown; etag: string | null }> {
  const found = await blobs.getWithMetadata(key, { type: 'text' });
  if (!found) return { value: undefined, etag: null };
  // Without an etag, `saveIf` would write unconditionally (the client drops an empty condition).
  if (!found.etag) throw new Error(`Netlify Blobs answered ${key} without an etag`);
  try {
    return { value: JSON.parse(found.data) as unknown, etag: found.etag };
  } catch {
    return { value: undefined, etag: found.etag };
  }
}

/** Writes `value` only if `key` still has `etag`, or is still absent (null): atomic (docs/storage.md). */
export const saveIf = async (blobs: Store, key: string, value: unknown, etag: string | null) =>
  (await blobs.setJSON(key, value, etag ? { onlyIfMatch: etag } : { onlyIfNew: true })).modified;

/** After losing a race: a random pause that grows with the losses, up to `capMs`, so that racers spread out. */
export const backoff = (losses: number, capMs = 1000) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(capMs, 2 ** Math.min(losses + 1, 10))));
