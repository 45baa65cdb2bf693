/**
 * Id allocation against in-memory store doubles. One models Netlify Blobs (conditional
 * writes are atomic); the other models the local emulator (the `onlyIfNew` check and the
 * write are separate steps, so racing writers can all "succeed"). Random delays on every
 * call shuffle the interleavings.
 */
import { describe, expect, test } from 'vitest';
import type { ClaimStore } from '../../netlify/lib/blobs.ts';
import { allocateId } from '../../netlify/lib/inquiry-store.ts';

const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));

function storeDouble(atomicConditionalWrites: boolean) {
  const data = new Map<string, string>();
  let conditionalSuccesses = 0;
  const store = {
    async get(key: string) {
      await jitter();
      return data.get(key) ?? null;
    },
    async set(key: string, value: string, options?: { onlyIfNew?: boolean }) {
      await jitter();
      if (options?.onlyIfNew) {
        if (data.has(key)) return { modified: false };
        if (!atomicConditionalWrites) await jitter(); // the emulator's gap between check and write
        conditionalSuccesses++;
      }
      data.set(key, value);
      return { modified: true, etag: 'x' };
    },
  };
  return { store: store as unknown as ClaimStore, data, conditionalSuccesses: () => conditionalSuccesses };
}

describe.each([
  ['Netlify (atomic conditional writes)', true],
  ['local emulator (non-atomic conditional writes)', false],
])('allocateId on %s', (_label, atomic) => {
  test('one claimant gets 1, 2, 3 in turn', async () => {
    const { store } = storeDouble(atomic);
    expect([await allocateId(store), await allocateId(store), await allocateId(store)]).toEqual([1, 2, 3]);
  });

  test('60 simultaneous claimants get 60 distinct positive ids', async () => {
    const { store } = storeDouble(atomic);
    const ids = await Promise.all(Array.from({ length: 60 }, () => allocateId(store)));
    expect(new Set(ids).size).toBe(60);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  test('a claimant after a burst gets an id above every id of the burst', async () => {
    const { store } = storeDouble(atomic);
    const burst = await Promise.all(Array.from({ length: 20 }, () => allocateId(store)));
    expect(await allocateId(store)).toBeGreaterThan(Math.max(...burst));
  });

  test('claimed ids form an unbroken run from 1, which the admin list relies on', async () => {
    const { store, data } = storeDouble(atomic);
    await Promise.all(Array.from({ length: 30 }, () => allocateId(store)));
    const claimed = [...data.keys()].filter((key) => /^id\/\d+$/.test(key)).map((key) => Number(key.slice(3)));
    const highest = Math.max(...claimed);
    expect(claimed.sort((a, b) => a - b)).toEqual(Array.from({ length: highest }, (_, i) => i + 1));
  });
});

test('the emulator model really lets several claimants pass onlyIfNew for one key', async () => {
  // Guards the double itself: without this race the second describe block would prove nothing.
  const { store, conditionalSuccesses } = storeDouble(false);
  await Promise.all(Array.from({ length: 20 }, () => store.set('id/1', 'x', { onlyIfNew: true })));
  expect(conditionalSuccesses()).toBeGreaterThan(1);
});
