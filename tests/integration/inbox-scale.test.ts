/**
 * What each inbox call costs in Blobs requests with 100 and with 1,000 stored inquiries,
 * counted at the HTTP level against the real local Blobs server (docs/storage.md quotes these
 * figures). A first page, the counts and the page after a change stay the same size; only a
 * filtered page and a search grow with the inbox (one summary read per 100 inquiries).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { completeInquiry } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries, listPage } from '../../netlify/lib/inquiry-query.ts';
import { BUCKET_SIZE } from '../../netlify/lib/inquiry-index.ts';
import { leadStats } from '../../netlify/lib/lead-stats.ts';
import { NO_SOURCE } from '../../src/lib/inbox.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { countRequests, inquiryBody, useLocalBlobs } from '../support/functions.ts';
import { storeRecords } from '../support/inquiries.ts';

/** Every 50th inquiry is completed: two per summary. */
const COMPLETED_EVERY = 50;

/** Expected requests per call; `buckets` is the number of summaries (stored / 100, plus one for the newest). */
const expected = (buckets: number) => ({
  firstPage: 3, // hint, probe for a newer id, the newest summary
  afterNewInquiry: 6, // the new id opens a summary: it reads the record, saves, then reads the one before
  afterChange: 4, // the change updated its summary: two summaries read, nothing rebuilt
  completedFilter: 2 + Math.min(buckets, 16), // 21 completed entries lie in the newest 11 summaries; reads go 1, 1, 2, 4, 8
  search: 2 + buckets, // every summary, once
  countsAfterNewInquiry: 6, // the newest summary's line is behind: that summary, and the line saved
  counts: 3, // hint, probe, index/counts
  leadStats: 3 + buckets, // hint, probe, index/counts, then every summary with recent inquiries: here all
});

describe.each([100, 1000])('the inbox with %i inquiries', (stored) => {
  const figures: Record<string, number> = {};
  const measure = async <T>(label: keyof ReturnType<typeof expected>, task: () => Promise<T>) => {
    const { result, requests } = await countRequests(task);
    figures[label] = requests;
    return { result, requests };
  };
  const buckets = stored / BUCKET_SIZE + 1;
  let stopBlobs: () => Promise<void>;

  beforeAll(async () => {
    stopBlobs = await useLocalBlobs();
    const inputs = Array.from({ length: stored }, (_, i) =>
      InquiryInputSchema.parse(
        inquiryBody({ name: `Lead ${i + 1}`, ...(i === 12 ? { message: 'Needle in the haystack, please call.' } : {}) })
      )
    );
    expect(await storeRecords(inputs)).toHaveLength(stored);
    const toComplete = Array.from({ length: stored / COMPLETED_EVERY }, (_, i) => (i + 1) * COMPLETED_EVERY);
    for (let i = 0; i < toComplete.length; i += 10) {
      await Promise.all(toComplete.slice(i, i + 10).map((id) => completeInquiry(id)));
    }
    const completed = stored / COMPLETED_EVERY;
    expect(await countInquiries()).toEqual({
      all: stored,
      new: stored - completed,
      pending: stored - completed,
      completed,
      unreadable: [],
      sources: { [NO_SOURCE]: stored },
      inboxNew: stored - completed,
    });
  }, 300_000);
  afterAll(async () => {
    console.log(`Blobs requests per call with ${stored} inquiries: ${JSON.stringify(figures)}`);
    await stopBlobs();
  });

  test('the first page', async () => {
    const { result, requests } = await measure('firstPage', () => listPage({ limit: 20 }));
    expect(result.entries.map((entry) => entry.id)).toEqual(Array.from({ length: 20 }, (_, i) => stored - i));
    expect(result.next).toBe(stored - 19);
    expect(requests).toBe(expected(buckets).firstPage);
  });

  test('the first page after a new inquiry folds it in, without a rebuild', async () => {
    const fresh = await createInquiry(InquiryInputSchema.parse(inquiryBody({ name: 'Newest Lead' })));
    const { result, requests } = await measure('afterNewInquiry', () => listPage({ limit: 20 }));
    expect(result.entries[0]?.id).toBe(fresh.id);
    expect(requests).toBe(expected(buckets).afterNewInquiry);
  });

  test('the first page after the owner changes an inquiry', async () => {
    await completeInquiry(stored - 1);
    const { result, requests } = await measure('afterChange', () => listPage({ limit: 20 }));
    expect(result.entries.find((entry) => entry.id === stored - 1)?.status).toBe('completed');
    expect(requests).toBe(expected(buckets).afterChange);
  });

  test('a filtered page reads summaries until the page is full', async () => {
    const { result, requests } = await measure('completedFilter', () => listPage({ status: 'completed', limit: 20 }));
    expect(result.entries).toHaveLength(Math.min(20, stored / COMPLETED_EVERY + 1));
    expect(result.entries.every((entry) => entry.status === 'completed')).toBe(true);
    expect(requests).toBe(expected(buckets).completedFilter);
  });

  test('a search reads every summary once', async () => {
    const { result, requests } = await measure('search', () => listPage({ q: 'NEEDLE haystack', limit: 20 }));
    expect(result.entries.map((entry) => entry.name)).toEqual(['Lead 13']);
    expect(result.next).toBeNull();
    expect(requests).toBe(expected(buckets).search);
  });

  test('the counts of the whole inbox read index/counts, not the summaries', async () => {
    const completed = stored / COMPLETED_EVERY + 1;
    const pending = stored + 1 - completed;
    const total = {
      all: stored + 1,
      new: pending,
      pending,
      completed,
      unreadable: [],
      sources: { [NO_SOURCE]: stored + 1 },
      inboxNew: pending,
    };
    const first = await measure('countsAfterNewInquiry', () => countInquiries());
    expect(first.result).toEqual(total);
    expect(first.requests).toBe(expected(buckets).countsAfterNewInquiry);
    const { result, requests } = await measure('counts', () => countInquiries());
    expect(result).toEqual(total);
    expect(requests).toBe(expected(buckets).counts);
  });

  test('the leads at a glance read the summaries of recent inquiries, never the records', async () => {
    const { result, requests } = await measure('leadStats', () => leadStats('America/Toronto'));
    expect(result.months.current + result.months.previous).toBe(stored + 1);
    expect(requests).toBe(expected(buckets).leadStats);
  });
});
