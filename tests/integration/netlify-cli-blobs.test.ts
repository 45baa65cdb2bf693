/**
 * netlify-cli's own local Blobs (`netlify dev`, `netlify serve`) answers without etags. There the
 * store's one compare-and-swap loop writes without a condition and says so once; anywhere else, a
 * blob without an etag is refused rather than overwritten blindly (docs/local-server.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { NO_ETAGS_MARKER, openStore, readJSON, updateJSON } from '../../netlify/lib/blobs.ts';

let stop: () => Promise<void>;
beforeAll(async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-bare-blobs-'));
  const server = new BlobsServer({ directory, token: 'bare', port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const site = { edgeURL: url, uncachedEdgeURL: url, token: 'bare', siteID: '0', deployID: '0' };
  process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify(site)).toString('base64');
  stop = async () => {
    await rm(NO_ETAGS_MARKER, { force: true });
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
});
afterAll(() => stop());

const count = (current: unknown) => ({ result: null, write: { n: ((current as { n?: number } | null)?.n ?? 0) + 1 } });

test('on netlify-cli a blob without an etag is written without a condition, with one warning', async () => {
  const store = openStore('counters');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  process.env['NETLIFY_LOCAL'] = 'true';
  try {
    for (let i = 0; i < 3; i++) await updateJSON(store, 'visits', (value) => value ?? null, count);
    expect(await readJSON(store, 'visits', (value) => value)).toEqual({ n: 3 });
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/gives no etags/)]);
  } finally {
    delete process.env['NETLIFY_LOCAL'];
    warn.mockRestore();
  }
  // Not on a local server: refused, and nothing written.
  await expect(updateJSON(store, 'visits', (value) => value ?? null, count)).rejects.toThrow(/without an etag/);
  process.env['NETLIFY_LOCAL'] = 'true';
  expect(await readJSON(store, 'visits', (value) => value)).toEqual({ n: 3 });
  delete process.env['NETLIFY_LOCAL'];
});
