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

/**
 * A gate that lets at most `limit` tasks run at once; the others wait their turn. One gate
 * shared by every read of an operation bounds its requests in flight, however they nest.
 */
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

/** The store operations `claimOnce` needs; tests pass doubles that model Netlify. */
export type ClaimStore = Pick<Store, 'get' | 'set'>;

/**
 * Claims `key` for `token`. However many callers race for the same key, at most one gets
 * true, on Netlify and on the local emulator alike; a key once claimed is never claimed
 * again until it is deleted.
 *
 * 1. `set(key, token, { onlyIfNew: true })`. On Netlify this conditional write is atomic:
 *    exactly one caller passes, and it then runs step 2 alone, which it always wins.
 * 2. A splitter (Moir and Anderson) over the plain blobs `<key>.x` and `<key>.y`: write
 *    x = token; if y is set, lose; set y; win only if x still holds the token. It needs
 *    only whole-blob writes and reads, which the local emulator performs atomically (it
 *    writes a temporary file and renames it), whereas the emulator's `onlyIfNew` checks
 *    and writes in two steps and lets several racing callers pass step 1. Of those, the
 *    splitter lets at most one win; possibly none, and the key then stays taken by nobody.
 *
 * Nothing here uses `list()`: under concurrent writes the emulator's listing can stop
 * early without an error (a temporary file vanishing mid-walk ends it).
 */
export async function claimOnce(blobs: ClaimStore, key: string, token: string): Promise<boolean> {
  const { modified } = await blobs.set(key, token, { onlyIfNew: true });
  if (!modified) return false;
  const x = `${key}.x`;
  const y = `${key}.y`;
  await blobs.set(x, token);
  if ((await blobs.get(y, { type: 'text' })) !== null) return false;
  await blobs.set(y, token);
  return (await blobs.get(x, { type: 'text' })) === token;
}
