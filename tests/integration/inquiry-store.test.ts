import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  INQUIRY_STORE,
  LIST_CONCURRENCY,
  allocateId,
  completeInquiry,
  createInquiry,
  deleteInquiry,
  listInquiries,
  listPage,
} from '../../netlify/lib/inquiry-store.ts';
import { InquiryInputSchema } from '../../src/lib/inquiry.ts';
import { countRequests, inquiryBody, useLocalBlobs } from '../support/functions.ts';

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
});
afterAll(() => stopBlobs());

const input = (name: string) => InquiryInputSchema.parse(inquiryBody({ name }));

describe('inquiry store on the local Blobs emulator (non-atomic conditional writes)', () => {
  test('100 simultaneous creations: 100 stored inquiries, 100 distinct ids, nothing lost', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `Concurrent ${i}`);
    const created = await Promise.all(names.map((name) => createInquiry(input(name))));
    const ids = created.map((inquiry) => inquiry.id);
    expect(new Set(ids).size).toBe(100);
    const stored = await listInquiries();
    expect(stored.map((inquiry) => inquiry.name).sort()).toEqual([...names].sort());
    for (const inquiry of created) expect(stored.find((s) => s.id === inquiry.id)?.name).toBe(inquiry.name);
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
    // A deleted inquiry leaves no blob behind, even when a completion raced it.
    const blobs = getStore({ name: INQUIRY_STORE, consistency: 'strong' });
    for (const id of toDelete) expect(await blobs.get(`inquiry/${String(id).padStart(10, '0')}`)).toBeNull();
  });

  test(`listing reads at most ${LIST_CONCURRENCY} inquiries at once`, async () => {
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
      const all = await listInquiries();
      expect(all.length).toBeGreaterThan(LIST_CONCURRENCY * 2);
    } finally {
      globalThis.fetch = original;
    }
    expect(peak).toBeLessThanOrEqual(LIST_CONCURRENCY);
    expect(peak).toBeGreaterThan(1);
  });

  test('a record stored before inquiries had a language lists as English', async () => {
    const blobs = getStore({ name: INQUIRY_STORE, consistency: 'strong' });
    const { language: _omitted, ...older } = await createInquiry(input('Older Record'));
    await blobs.setJSON(`inquiry/${String(older.id).padStart(10, '0')}`, older);
    const listed = (await listInquiries()).find((inquiry) => inquiry.id === older.id);
    expect(listed).toMatchObject({ name: 'Older Record', language: 'en' });
  });

  test('a damaged blob is skipped (and logged) instead of hiding every other lead', async () => {
    const blobs = getStore({ name: INQUIRY_STORE, consistency: 'strong' });
    const victim = await createInquiry(input('Damaged'));
    const key = `inquiry/${String(victim.id).padStart(10, '0')}`;
    await blobs.setJSON(key, { id: victim.id, name: 42 });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const all = await listInquiries();
      expect(all.length).toBeGreaterThan(10);
      expect(all.some((inquiry) => inquiry.id === victim.id)).toBe(false);
    } finally {
      console.error = original;
    }
    expect(errors.length).toBe(1);
  });
});

describe('bucket summaries', () => {
  test('an id claimed but not yet written appears once its record lands, without a full rebuild', async () => {
    const blobs = getStore({ name: INQUIRY_STORE, consistency: 'strong' });
    await listPage({ limit: 5 }); // summaries up to date
    const id = await allocateId(blobs);
    const before = await countRequests(() => listPage({ limit: 5 }));
    expect(before.result.entries.some((entry) => entry.id === id)).toBe(false);
    // While the id stays open, each read looks at it again and rewrites nothing.
    expect((await countRequests(() => listPage({ limit: 5 }))).requests).toBeLessThanOrEqual(before.requests);

    const late = { ...input('Late Writer'), id, status: 'pending', createdAt: new Date().toISOString() };
    await blobs.setJSON(`inquiry/${String(id).padStart(10, '0')}`, late);
    const after = await countRequests(() => listPage({ limit: 5 }));
    expect(after.result.entries[0]).toMatchObject({ id, name: 'Late Writer' });
    expect(after.requests).toBeLessThan(20);
  });

  test('a summary built before a change is never trusted after it', async () => {
    const target = await createInquiry(input('Changed Under The Reader'));
    await listPage({ limit: 5 });
    await completeInquiry(target.id);
    expect((await listPage({ limit: 5 })).entries.find((entry) => entry.id === target.id)?.status).toBe('completed');
    await deleteInquiry(target.id);
    expect((await listPage({ limit: 5 })).entries.some((entry) => entry.id === target.id)).toBe(false);
  });
});
