/**
 * The inquiry store against the real local Blobs server, whose conditional writes are atomic
 * as Netlify's are: ids, concurrent changes, and the index (bucket summaries and counts) kept
 * in step with the per-id records, or rebuilt from them.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getStore } from '@netlify/blobs';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  INQUIRY_STORE,
  LIST_CONCURRENCY,
  completeInquiry,
  deleteInquiry,
  recordKey,
} from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries, listPage } from '../../netlify/lib/inquiry-query.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { countRequests, inquiryBody, useLocalBlobs } from '../support/functions.ts';
import { listInquiries } from '../support/inquiries.ts';

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
});
afterAll(() => stopBlobs());

const input = (name: string) => InquiryInputSchema.parse(inquiryBody({ name }));
const blobs = () => getStore({ name: INQUIRY_STORE, consistency: 'strong' });

describe('ids and concurrent changes', () => {
  test('30 simultaneous creations in one process: 30 stored inquiries, an unbroken run of ids, nothing lost', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Concurrent ${i}`);
    const created = await Promise.all(names.map((name) => createInquiry(input(name))));
    const ids = created.map((inquiry) => inquiry.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await listInquiries();
    expect(stored.map((inquiry) => inquiry.name).sort()).toEqual([...names].sort());
    for (const inquiry of created) expect(stored.find((s) => s.id === inquiry.id)?.name).toBe(inquiry.name);
  });

  test('a burst from 8 processes, each one call at a time as a Netlify instance runs them: all stored once, ids unbroken', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-burst-'));
    try {
      const instance = path.join(dir, 'instance.mjs');
      const entry = path.resolve(import.meta.dirname, '../support/burst-instance.ts');
      await esbuild.build({ entryPoints: [entry], outfile: instance, bundle: true, platform: 'node', format: 'esm' });
      const before = (await listInquiries()).length;
      const [processes, calls, startAt] = [8, 5, Date.now() + 2000];
      const run = (i: number) =>
        promisify(execFile)(process.execPath, [instance, String(i), String(calls), String(startAt)]);
      const answered = (await Promise.all(Array.from({ length: processes }, (_, i) => run(i))))
        .flatMap(({ stdout }) => JSON.parse(stdout) as number[])
        .sort((a, b) => a - b);
      console.log(`a burst of ${processes} processes x ${calls} calls stored in ${Date.now() - startAt} ms`);
      const stored = await listInquiries();
      expect(stored).toHaveLength(before + processes * calls);
      const first = answered[0] ?? 0;
      expect(answered).toEqual(Array.from({ length: processes * calls }, (_, i) => first + i));
      for (const id of answered) expect(stored.filter((s) => s.id === id)).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('simultaneous complete and delete calls on the same ids leave a consistent store', async () => {
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => createInquiry(input(`Race ${i}`))));
    const targets = created.map((inquiry) => inquiry.id);
    const toDelete = new Set(targets.filter((_, i) => i % 2 === 0));
    await Promise.all(
      targets.flatMap((id) => [
        completeInquiry(id),
        completeInquiry(id),
        ...(toDelete.has(id) ? [deleteInquiry(id), deleteInquiry(id), completeInquiry(id)] : []),
      ])
    );
    const stored = await listInquiries();
    for (const id of targets) {
      const found = stored.find((inquiry) => inquiry.id === id);
      if (toDelete.has(id)) expect(found).toBeUndefined();
      else expect(found?.status).toBe('completed');
    }
    // A deleted inquiry leaves a tombstone without personal data, even when a completion raced it.
    for (const id of toDelete) {
      expect(Object.keys((await blobs().get(recordKey(id), { type: 'json' })) ?? {}).sort()).toEqual([
        'deletedAt',
        'id',
      ]);
    }
    const counts = await countInquiries();
    expect(counts).toMatchObject({ all: stored.length, completed: 5, unreadable: [] });
  });

  test('ids another process took meanwhile are skipped, and nothing is overwritten', async () => {
    // Another instance wrote the next three records and has not moved the hint yet. (The newest
    // listed inquiry is no guide: the test before may have deleted the highest id.)
    const next = Number(await blobs().get('meta/last-id'));
    const elsewhere = [1, 2, 3].map((i) => ({
      ...input(`Elsewhere ${i}`),
      id: next + i,
      status: 'pending' as const,
      createdAt: new Date().toISOString(),
      readAt: null,
      answeredAt: null,
    }));
    for (const record of elsewhere) await blobs().setJSON(recordKey(record.id), record);
    const here = await Promise.all([1, 2, 3, 4, 5].map((i) => createInquiry(input(`Here ${i}`))));
    expect(here.map((inquiry) => inquiry.id).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8].map((i) => next + i));
    const stored = await listInquiries();
    for (const record of [...elsewhere, ...here])
      expect(stored.find((s) => s.id === record.id)?.name).toBe(record.name);
  });

  test('a submission that cannot reach the store fails, and the next one is stored', async () => {
    const context = process.env['NETLIFY_BLOBS_CONTEXT'];
    delete process.env['NETLIFY_BLOBS_CONTEXT'];
    try {
      await expect(createInquiry(input('No Store'))).rejects.toThrow();
    } finally {
      process.env['NETLIFY_BLOBS_CONTEXT'] = context;
    }
    expect((await createInquiry(input('Store Back'))).id).toBeGreaterThan(0);
  });

  test('a deleted id is never handed out again, nor is a second delete reported as done', async () => {
    const gone = await createInquiry(input('Short Lived'));
    expect(await deleteInquiry(gone.id)).toBe(true);
    expect(await deleteInquiry(gone.id)).toBe(false);
    expect(await completeInquiry(gone.id)).toBeNull();
    expect((await createInquiry(input('Next One'))).id).toBe(gone.id + 1);
  });

  test(`listing reads at most ${LIST_CONCURRENCY} blobs at once`, async () => {
    await blobs().delete('index/0'); // a rebuild reads 100 records
    let inFlight = 0;
    let peak = 0;
    const original = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      try {
        return await original(...args);
      } finally {
        inFlight--;
      }
    };
    try {
      expect((await listInquiries()).length).toBeGreaterThan(LIST_CONCURRENCY * 2);
    } finally {
      globalThis.fetch = original;
    }
    expect(peak).toBeLessThanOrEqual(LIST_CONCURRENCY);
    expect(peak).toBeGreaterThan(1);
  });
});

describe('the index', () => {
  test('a new inquiry is folded into its summary by the next read, for a few requests', async () => {
    await listPage({ limit: 5 });
    const fresh = await createInquiry(input('Fresh Arrival'));
    const first = await countRequests(() => listPage({ limit: 5 }));
    expect(first.result.entries[0]).toMatchObject({ id: fresh.id, name: 'Fresh Arrival' });
    // hint, probe, summary, the new record, the save
    expect(first.requests).toBe(5);
    expect((await countRequests(() => listPage({ limit: 5 }))).requests).toBe(3);
  });

  test("a submission costs 3 requests, and an owner's change 7", async () => {
    const created = await countRequests(() => createInquiry(input('Counted')));
    expect(created.requests).toBe(3); // hint, the record, the new hint
    const id = created.result.id;
    // the record read and written, the summary read, the record read again, the summary and the counts saved
    expect((await countRequests(() => completeInquiry(id))).requests).toBe(7);
    expect((await countRequests(() => deleteInquiry(id))).requests).toBe(7);
  });

  test('the next read after a change costs a few requests, and shows the change', async () => {
    const target = await createInquiry(input('Changed Under The Reader'));
    await listPage({ limit: 5 });
    await completeInquiry(target.id);
    const after = await countRequests(() => listPage({ limit: 5 }));
    expect(after.result.entries.find((entry) => entry.id === target.id)?.status).toBe('completed');
    expect(after.requests).toBe(3);
    await deleteInquiry(target.id);
    expect((await listPage({ limit: 5 })).entries.some((entry) => entry.id === target.id)).toBe(false);
  });

  test('a missing or damaged summary, or missing counts, are rebuilt from the records', async () => {
    const before = await listInquiries();
    const counts = await countInquiries();
    await blobs().delete('index/0');
    await blobs().set('index/1', 'not a summary');
    await blobs().delete('index/counts');
    expect(await countInquiries()).toEqual(counts);
    expect(await listInquiries()).toEqual(before);
    expect((await countRequests(() => countInquiries())).requests).toBe(3);
  });

  test('a counts line that lacks a field, or is not a line, is read again from its summary', async () => {
    const counts = await countInquiries();
    const lines = (await blobs().get('index/counts', { type: 'json' })) as Record<string, Record<string, unknown>>;
    const { latest: _latest, ...withoutLatest } = lines['0'] ?? {};
    await blobs().setJSON('index/counts', { ...lines, 0: { ...withoutLatest, pending: 999 }, 1: 'not a line' });
    expect(await countInquiries()).toEqual(counts);
    const saved = (await blobs().get('index/counts', { type: 'json' })) as Record<string, Record<string, unknown>>;
    expect(saved['0']).toMatchObject({ pending: lines['0']?.['pending'], latest: lines['0']?.['latest'] });
    expect(saved['1']).toEqual(lines['1']);
  });

  test('a change cut short before its summary is finished by the next action on the inquiry', async () => {
    const target = await createInquiry(input('Half Done'));
    await listPage({ limit: 5 });
    // The record changed, but the process stopped before its summary: the summary still says pending.
    await blobs().setJSON(recordKey(target.id), { ...target, status: 'completed' });
    expect((await listPage({ limit: 5 })).entries[0]?.status).toBe('pending');
    await completeInquiry(target.id); // the owner tries again
    expect((await listPage({ limit: 5 })).entries[0]?.status).toBe('completed');
    expect((await countInquiries()).completed).toBe(6);
  });
});
