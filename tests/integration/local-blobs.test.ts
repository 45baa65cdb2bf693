/**
 * The local Blobs server (scripts/local-blobs.mjs) keeps Netlify's promises through the real
 * `getStore()` client: conditional writes are atomic, etags change with every change of
 * content, and a listing sees every key written before it started, however busy the store.
 * The bare emulator breaks all three (about 10 winners of 100 `onlyIfNew` on one key, no
 * etag on reads, listings cut short by a write's temporary file).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLocalBlobs } from '../../scripts/local-blobs.mjs';
import { useLocalBlobs } from '../support/functions.ts';

let stopBlobs: () => Promise<void>;
let blobs: Store;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  blobs = getStore({ name: 'atomicity', consistency: 'strong' });
});
afterAll(() => stopBlobs());

/** The store options that point `getStore()` at one server, from its NETLIFY_BLOBS_CONTEXT value. */
const contextOf = (context: string) => {
  const { edgeURL, uncachedEdgeURL, token, siteID } = JSON.parse(Buffer.from(context, 'base64').toString());
  return { edgeURL, uncachedEdgeURL, token, siteID } as {
    edgeURL: string;
    uncachedEdgeURL: string;
    token: string;
    siteID: string;
  };
};

const times = <T>(count: number, task: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => task(index)));

test('100 simultaneous onlyIfNew writes of one key: exactly one wins, and its value is stored', async () => {
  const results = await times(100, (index) => blobs.set('claim', `writer ${index}`, { onlyIfNew: true }));
  const winners = results.flatMap((result, index) => (result.modified ? [index] : []));
  expect(winners).toHaveLength(1);
  expect(await blobs.get('claim')).toBe(`writer ${winners[0]}`);
});

test('40 simultaneous compare-and-swap increments: the counter ends at exactly 40', async () => {
  await blobs.set('counter', '0');
  let attempts = 0;
  await times(40, async () => {
    for (let losses = 0; ; losses++) {
      // After a loss, a random pause that grows with the losses, so that the writers spread out.
      if (losses > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(losses, 10)));
      attempts++;
      const current = await blobs.getWithMetadata('counter');
      expect(current?.etag).toMatch(/^".+"$/);
      const next = String(Number(current?.data) + 1);
      if ((await blobs.set('counter', next, { onlyIfMatch: current?.etag ?? '' })).modified) return;
    }
  });
  expect(await blobs.get('counter')).toBe('40');
  expect(attempts).toBeGreaterThan(40); // the writers really did collide
});

test('etags: a write answers the etag that reads report, and any change of content changes it', async () => {
  const first = await blobs.set('tagged', 'one');
  expect((await blobs.getWithMetadata('tagged'))?.etag).toBe(first.etag);
  expect((await blobs.getMetadata('tagged'))?.etag).toBe(first.etag);
  const second = await blobs.set('tagged', 'two');
  expect(second.etag).not.toBe(first.etag);
  expect((await blobs.set('tagged', 'three', { onlyIfMatch: first.etag ?? '' })).modified).toBe(false);
  expect((await blobs.set('tagged', 'three', { onlyIfMatch: second.etag ?? '' })).modified).toBe(true);
  expect((await blobs.set('missing', 'x', { onlyIfMatch: second.etag ?? '' })).modified).toBe(false);
  expect(await blobs.get('missing')).toBeNull();
  const { blobs: listed } = await blobs.list({ prefix: 'tagged' });
  expect(listed).toEqual([{ key: 'tagged', etag: (await blobs.getMetadata('tagged'))?.etag }]);
});

test('a listing during a burst of writes sees every key written before it started, and nothing else', async () => {
  const before = Array.from({ length: 100 }, (_, i) => `busy/${String(i).padStart(3, '0')}`);
  await times(before.length, (index) => blobs.set(before[index] as string, 'first'));
  let writing = true;
  const burst = times(8, async (writer) => {
    // Overwrites (each a temporary file renamed over the key), new keys and deletions.
    for (let round = 0; writing; round++) {
      await blobs.set(before[(writer * 13 + round) % before.length] as string, `round ${round}`);
      await blobs.set(`busy/new-${writer}-${round}`, 'new');
      await blobs.delete(`busy/new-${writer}-${round}`);
    }
  });
  try {
    for (let listing = 0; listing < 10; listing++) {
      const keys = (await blobs.list({ prefix: 'busy/' })).blobs.map((blob) => blob.key);
      expect(keys.filter((key) => !key.startsWith('busy/new-')).sort()).toEqual(before);
    }
  } finally {
    writing = false;
    await burst;
  }
});

test('two servers on one folder (npm start beside npm run dev, a test seeding beside the server) still let one writer win, and compare-and-swap hold', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-blobs-shared-'));
  const servers = await Promise.all([startLocalBlobs({ directory }), startLocalBlobs({ directory })]);
  const stores = servers.map((server) =>
    getStore({ name: 'shared', consistency: 'strong', ...contextOf(server.context) })
  );
  try {
    for (let round = 0; round < 5; round++) {
      const results = await times(100, (index) =>
        (stores[index % 2] as Store).set(`claim-${round}`, `writer ${index}`, { onlyIfNew: true })
      );
      expect(results.filter((result) => result.modified)).toHaveLength(1);
    }
    await stores[0]?.set('shared-counter', '0');
    await times(40, async (index) => {
      const blobs = stores[index % 2] as Store;
      for (let losses = 0; ; losses++) {
        if (losses > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(losses, 8)));
        const current = await blobs.getWithMetadata('shared-counter');
        const next = String(Number(current?.data) + 1);
        if ((await blobs.set('shared-counter', next, { onlyIfMatch: current?.etag ?? '' })).modified) return;
      }
    });
    expect(await stores[1]?.get('shared-counter')).toBe('40');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(directory, { recursive: true, force: true });
  }
});

test('what a crash mid-write leaves (an empty metadata file, temporary files) breaks no later read, listing or write', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-blobs-crash-'));
  const open = async () => {
    const server = await startLocalBlobs({ directory });
    return { server, store: getStore({ name: 'crash', consistency: 'strong', ...contextOf(server.context) }) };
  };
  try {
    const first = await open();
    await first.store.setJSON('inquiry/1', { id: 1 }, { metadata: { kind: 'record' } });
    await first.store.setJSON('inquiry/2', { id: 2 });
    expect((await first.store.getMetadata('inquiry/1'))?.metadata).toEqual({ kind: 'record' });
    await first.server.stop();
    // As a process killed during the emulator's in-place metadata write, and during two writes' temporary files, left them.
    const metadata = path.join(directory, 'metadata', '0', 'site:crash', 'inquiry', '2');
    await writeFile(metadata, '');
    const leftovers = [
      path.join(directory, 'entries', '0', 'site:crash', 'inquiry', '.k3j2h1'),
      path.join(directory, 'tmp', 'a1b2'),
    ];
    const longAgo = new Date(Date.now() - 120_000);
    for (const file of leftovers) {
      await writeFile(file, '{"id":');
      await utimes(file, longAgo, longAgo);
    }

    const second = await open();
    expect(await second.store.getMetadata('inquiry/2')).toMatchObject({ metadata: {} });
    expect(await second.store.get('inquiry/2', { type: 'json' })).toEqual({ id: 2 });
    expect((await second.store.list({ prefix: 'inquiry/' })).blobs.map((blob) => blob.key).sort()).toEqual([
      'inquiry/1',
      'inquiry/2',
    ]);
    for (const file of leftovers) expect(existsSync(file)).toBe(false);
    expect((await second.store.set('inquiry/2', 'x', { onlyIfNew: true })).modified).toBe(false);
    expect((await second.store.set('inquiry/3', 'x', { onlyIfNew: true })).modified).toBe(true);
    // Writes go whole or not at all: nothing is left beside the blobs or in the temporary folder.
    expect(await readdir(path.join(directory, 'tmp'))).toEqual([]);
    await second.server.stop();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
