/**
 * The inbox at 5,000 stored inquiries: the first page, a filtered page, a search and the
 * counts each cost a bounded number of Blobs requests (see the top of inquiry-store.ts),
 * counted at the HTTP level against the real local Blobs server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BUCKET_SIZE,
  completeInquiry,
  countInquiries,
  createInquiry,
  importInquiries,
  listPage,
} from '../../netlify/lib/inquiry-store.ts';
import { InquiryInputSchema } from '../../src/lib/inquiry.ts';
import { countRequests, inquiryBody, useLocalBlobs } from '../support/functions.ts';

const STORED = 5000;
const BUCKETS = STORED / BUCKET_SIZE;
/** Every 50th inquiry is completed: 100 of them, spread over every bucket. */
const COMPLETED_EVERY = 50;

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  const inputs = Array.from({ length: STORED }, (_, i) =>
    InquiryInputSchema.parse(
      inquiryBody({ name: `Lead ${i + 1}`, ...(i === 1234 ? { message: 'Needle in the haystack, please call.' } : {}) })
    )
  );
  const stored = await importInquiries(inputs);
  expect(stored).toHaveLength(STORED);
  const toComplete = stored.filter((inquiry) => inquiry.id % COMPLETED_EVERY === 0);
  for (let i = 0; i < toComplete.length; i += 10) {
    await Promise.all(toComplete.slice(i, i + 10).map((inquiry) => completeInquiry(inquiry.id)));
  }
  // The completions made every bucket's summary stale; one full read rebuilds them all.
  expect(await countInquiries()).toEqual({ all: STORED, pending: STORED - 100, completed: 100 });
}, 240_000);
afterAll(() => stopBlobs());

describe(`the inbox with ${STORED} inquiries`, () => {
  test('the first page costs a handful of requests', async () => {
    const { result, requests } = await countRequests(() => listPage({ limit: 20 }));
    expect(result.entries.map((entry) => entry.id)).toEqual(Array.from({ length: 20 }, (_, i) => STORED - i));
    expect(result.next).toBe(STORED - 19);
    console.log(`first page: ${requests} Blobs requests`);
    expect(requests).toBeLessThanOrEqual(6);
  });

  test('a new inquiry adds a few requests to the next first page, not a rebuild', async () => {
    const fresh = await createInquiry(InquiryInputSchema.parse(inquiryBody({ name: 'Newest Lead' })));
    const { result, requests } = await countRequests(() => listPage({ limit: 20 }));
    expect(result.entries[0]?.id).toBe(fresh.id);
    console.log(`first page after a new inquiry: ${requests} Blobs requests`);
    expect(requests).toBeLessThanOrEqual(10);
  });

  test('after the owner changes an inquiry, only its bucket is rebuilt', async () => {
    await completeInquiry(STORED - 1);
    const { result, requests } = await countRequests(() => listPage({ limit: 20 }));
    expect(result.entries.find((entry) => entry.id === STORED - 1)?.status).toBe('completed');
    console.log(`first page after a change in its bucket: ${requests} Blobs requests`);
    expect(requests).toBeLessThanOrEqual(2 * BUCKET_SIZE + 12);
    expect((await countRequests(() => listPage({ limit: 20 }))).requests).toBeLessThanOrEqual(6);
  });

  test('a filtered page reads bucket summaries, not inquiries', async () => {
    const { result, requests } = await countRequests(() => listPage({ status: 'completed', limit: 20 }));
    expect(result.entries).toHaveLength(20);
    expect(result.entries.every((entry) => entry.status === 'completed')).toBe(true);
    console.log(`completed filter, first page: ${requests} Blobs requests`);
    // A page and one more (21) lie in the newest 11 buckets; batches that double read at
    // most twice that, two requests per bucket.
    expect(requests).toBeLessThanOrEqual(2 + 2 * 2 * 11);
  });

  test('a search through every inquiry costs two requests per 100 inquiries', async () => {
    const { result, requests } = await countRequests(() => listPage({ q: 'NEEDLE haystack', limit: 20 }));
    expect(result.entries.map((entry) => entry.name)).toEqual(['Lead 1235']);
    expect(result.next).toBeNull();
    console.log(`search through ${STORED}: ${requests} Blobs requests`);
    expect(requests).toBeLessThanOrEqual(2 + 2 * (BUCKETS + 1));
  });

  test('the counts cost the same as a search', async () => {
    const { result, requests } = await countRequests(() => countInquiries());
    expect(result).toEqual({ all: STORED + 1, pending: STORED - 100, completed: 101 });
    console.log(`counts: ${requests} Blobs requests`);
    expect(requests).toBeLessThanOrEqual(2 + 2 * (BUCKETS + 1));
  });
});
