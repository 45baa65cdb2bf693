/**
 * The leads at a glance against inquiries of known dates, sources and answer times, counted in
 * Montreal's time zone (weeks from Monday, across the change from daylight time), and read from
 * the summaries of recent ids only (docs/admin.md#leads-at-a-glance).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import { setClock } from '../../netlify/lib/clock.ts';
import { leadStats } from '../../netlify/lib/lead-stats.ts';
import { completeInquiry, markAnswered } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries } from '../../netlify/lib/inquiry-query.ts';
import type { InquirySource } from '../../src/lib/inquiry.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import type { LeadStats } from '../../src/lib/leads.ts';
import { call, countRequests, inquiryBody, useAdminSession } from '../support/functions.ts';
import { importInquiries } from '../support/inquiries.ts';

const TIME_ZONE = 'America/Toronto';
/** A Thursday, 10:00 in Montreal. */
const NOW = Date.parse('2026-11-26T15:00:00Z');
const HOUR = 3_600_000;

type Answer = { after: number } | 'waiting' | 'completed';
/** Each lead: when it arrived (UTC), where from, and what the owner did. */
const LEADS: [string, InquirySource | undefined, Answer][] = [
  ['2026-08-30T12:00:00Z', { utm_source: 'google' }, { after: 1 }], // before the twelve weeks and last month
  ['2026-09-08T14:00:00Z', { utm_source: 'google' }, { after: 2 }],
  ['2026-10-05T13:00:00Z', { utm_source: 'Newsletter' }, { after: 30 }],
  ['2026-10-20T12:00:00Z', { referrer: 'example.org' }, { after: 3 }],
  ['2026-10-27T16:00:00Z', { gclid: 'abc' }, { after: 1 }],
  ['2026-10-31T23:30:00Z', { utm_source: 'google' }, { after: 20 }], // 19:30 on Oct 31 in Montreal
  ['2026-11-02T04:30:00Z', { utm_source: 'facebook' }, 'waiting'], // 23:30 on Sunday Nov 1 in Montreal
  ['2026-11-10T15:00:00Z', { referrer: 'example.org' }, 'completed'],
  ['2026-11-17T15:00:00Z', undefined, 'waiting'],
  ['2026-11-20T12:00:00Z', { utm_source: 'google' }, { after: 48 }],
  ['2026-11-23T03:00:00Z', { utm_source: 'linkedin' }, { after: 10 }], // Sunday Nov 22 in Montreal
  ['2026-11-24T12:00:00Z', { utm_source: 'google' }, { after: 5 }],
  ['2026-11-25T12:00:00Z', { utm_source: 'bing' }, 'completed'],
  ['2026-11-26T05:00:00Z', { utm_source: 'newsletter' }, 'waiting'], // 10 hours ago: still in time
];

/** Figures worked out by hand from LEADS (docs/admin.md says what each counts). */
const EXPECTED: LeadStats = {
  timeZone: TIME_ZONE,
  // google 5; example.org and newsletter 2 each; then (none), bing, facebook, linkedin 1 each.
  sources: ['google', 'example.org', 'newsletter', '(none)', 'bing'],
  weeks: [
    { start: '2026-09-07', counts: [1, 0, 0, 0, 0], other: 0 },
    { start: '2026-09-14', counts: [0, 0, 0, 0, 0], other: 0 },
    { start: '2026-09-21', counts: [0, 0, 0, 0, 0], other: 0 },
    { start: '2026-09-28', counts: [0, 0, 0, 0, 0], other: 0 },
    { start: '2026-10-05', counts: [0, 0, 1, 0, 0], other: 0 },
    { start: '2026-10-12', counts: [0, 0, 0, 0, 0], other: 0 },
    { start: '2026-10-19', counts: [0, 1, 0, 0, 0], other: 0 },
    { start: '2026-10-26', counts: [2, 0, 0, 0, 0], other: 1 },
    { start: '2026-11-02', counts: [0, 0, 0, 0, 0], other: 0 },
    { start: '2026-11-09', counts: [0, 1, 0, 0, 0], other: 0 },
    { start: '2026-11-16', counts: [1, 0, 0, 1, 0], other: 1 },
    { start: '2026-11-23', counts: [1, 0, 1, 0, 1], other: 0 },
  ],
  // Due: the eight answered and the two waiting past 24 h; within 24 h: 2, 3, 1, 20, 10 and 5 hours.
  answered: { within: 6, due: 10 },
  // 1, 2, 3, 5, 10, 20, 30, 48 hours.
  answers: 8,
  medianAnswerMs: 7.5 * HOUR,
  // November in Montreal: from Sunday Nov 1 on; October up to the 26th: the 5th and the 20th.
  months: { current: 8, previous: 4, previousToDate: 2, currentStart: '2026-11-01', previousStart: '2026-10-01' },
};

let stop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
  const restoreClock = setClock(() => Date.parse('2025-11-01T12:00:00Z'));
  try {
    // A year-old summary and a half (ids 1–150), which the figures never need to read.
    await importInquiries(
      Array.from({ length: 150 }, (_, i) => InquiryInputSchema.parse(inquiryBody({ name: `Old ${i}` })))
    );
    const stored = [];
    for (const [createdAt, source] of LEADS) {
      setClock(() => Date.parse(createdAt));
      stored.push(await createInquiry(InquiryInputSchema.parse(inquiryBody({ source }))));
    }
    for (const [i, [createdAt, , answer]] of LEADS.entries()) {
      const { id } = stored[i] as { id: number };
      if (answer === 'completed') await completeInquiry(id);
      if (typeof answer === 'object') {
        setClock(() => Date.parse(createdAt) + answer.after * HOUR);
        await markAnswered(id);
      }
    }
  } finally {
    restoreClock();
  }
  await countInquiries(); // as the owner's first visit would: the counts lines are up to date
}, 120_000);
afterAll(() => stop());

describe('the leads at a glance', () => {
  test('counts weeks, sources, the 24-hour promise, the time to answer and the months as worked out by hand', async () => {
    expect(await leadStats(TIME_ZONE, NOW)).toEqual(EXPECTED);
  });

  test('reads the hint, index/counts and the one summary with recent inquiries, not the year-old one', async () => {
    const { result, requests } = await countRequests(() => leadStats(TIME_ZONE, NOW));
    expect(result).toEqual(EXPECTED);
    // Hint, probe for a newer id, index/counts, summary 1 (ids 101–200).
    expect(requests).toBe(4);
  });

  test('in UTC the week and the month of a lead near midnight change', async () => {
    const utc = await leadStats('UTC', NOW);
    // Nov 2 04:30 UTC is a Monday: its own week, no longer the one of Oct 26.
    expect(utc.weeks.find((week) => week.start === '2026-11-02')?.other).toBe(1);
    expect(utc.months).toMatchObject({ current: 8, previous: 4 });
  });

  test('GET /api/admin/inquiry-stats answers in the time zone asked for, and refuses an unknown one', async () => {
    const res = await call(inquiries, '/api/admin/inquiry-stats?tz=America%2FToronto', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stats = (await res.json()) as LeadStats;
    expect(stats.timeZone).toBe(TIME_ZONE);
    expect(stats.weeks).toHaveLength(12);
    const bad = await call(inquiries, '/api/admin/inquiry-stats?tz=Mars%2FOlympus', { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/time zone/);
    expect((await call(inquiries, '/api/admin/inquiry-stats', {})).status).toBe(401);
  });
});
