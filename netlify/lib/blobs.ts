import { getStore, type Store } from '@netlify/blobs';

/**
 * Opens a site-wide store with strong consistency, so that a read made right after a write
 * (the admin list after a submission, a session check after login) sees it.
 * The Blobs context comes from the environment on every call, which lets tests point the
 * functions at their own local Blobs server.
 */
export function openStore(name: string): Store {
  return getStore({ name, consistency: 'strong' });
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
