/**
 * The retention sweep with an injected clock: completed inquiries older than the period go,
 * pending ones and recent ones stay; stale login-throttle records and passkey challenges go too.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import daily, { config, runDailyJob } from '../../netlify/functions/daily.mts';
import { signInOptions } from '../../netlify/lib/admin-passkeys.ts';
import { createToken } from '../../netlify/lib/admin-session.ts';
import { AUTH_STORE } from '../../netlify/lib/auth-store.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { completeInquiry } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { listInquiries } from '../support/inquiries.ts';
import { GLOBAL_WINDOW_MS, admitPasswordCheck } from '../../netlify/lib/login-throttle.ts';
import { beginSend, CHALLENGE_TTL_S, newChallenge, SEND_RECORD_TTL_MS } from '../../netlify/lib/spam.ts';
import { site } from '../../src/config/site.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { retentionDays } from '../../src/config/retention.ts';
import { inquiryBody, useLocalBlobs } from '../support/functions.ts';
import { solve } from '../support/spam.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2024-01-10T12:00:00Z');

let stopBlobs: () => Promise<void>;
let restoreClock: () => void = () => undefined;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
});
afterEach(() => {
  restoreClock();
  delete process.env['RETENTION_DAYS'];
});
afterAll(() => stopBlobs());

const at = (time: number) => {
  restoreClock = setClock(() => time);
};
const create = async (name: string, time: number, completed: boolean) => {
  at(time);
  const inquiry = await createInquiry(InquiryInputSchema.parse(inquiryBody({ name })));
  if (completed) await completeInquiry(inquiry.id);
  return inquiry;
};
const names = async () => (await listInquiries()).map((inquiry) => inquiry.name).sort();

describe('retention', () => {
  test('the period: site configuration by default, RETENTION_DAYS when set', () => {
    expect(site.inquiryRetentionDays).toBe(730);
    expect(retentionDays({})).toBe(730);
    expect(retentionDays({ RETENTION_DAYS: '365' })).toBe(365);
    expect(retentionDays({ RETENTION_DAYS: ' ' })).toBe(730);
    for (const bad of ['0', '-3', '1.5', 'two years', '1e3']) {
      expect(() => retentionDays({ RETENTION_DAYS: bad })).toThrow(/RETENTION_DAYS/);
    }
  });

  test('deletes completed inquiries older than the period, keeps pending and recent ones', async () => {
    await create('Old Completed', START, true);
    await create('Old Pending', START, false);
    await create('Borderline Completed', START + 10 * DAY, true);
    await create('Recent Completed', START + 700 * DAY, true);

    at(START + 739 * DAY); // 739 days after the first two, 729 after the borderline one
    const report = await runDailyJob();
    expect(report.days).toBe(730);
    expect(report.deleted).toHaveLength(1);
    expect(await names()).toEqual(['Borderline Completed', 'Old Pending', 'Recent Completed']);

    at(START + 741 * DAY);
    expect((await runDailyJob()).deleted).toHaveLength(1);
    expect(await names()).toEqual(['Old Pending', 'Recent Completed']);
  });

  test('RETENTION_DAYS shortens the period, through the scheduled function itself', async () => {
    await create('Last Month', START + 1000 * DAY, true);
    at(START + 1031 * DAY);
    process.env['RETENTION_DAYS'] = '30';
    const logs: unknown[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => logs.push(args.join(' '));
    try {
      const res = await daily();
      expect(res.status).toBe(204);
    } finally {
      console.log = original;
    }
    expect(await names()).not.toContain('Last Month');
    expect(String(logs[0])).toMatch(/kept 30 days .* deleted \d+ completed inquiries/);
  });

  test('runs every morning as a scheduled function (11:00 UTC, 6 or 7 a.m. in Montreal)', () => {
    expect(config.schedule).toBe('0 11 * * *');
  });

  test('stale throttle records and expired passkey challenges are swept, current ones kept', async () => {
    const store = getStore({ name: AUTH_STORE, consistency: 'strong' });
    const keys = async (prefix: string) => (await store.list({ prefix })).blobs.map(({ key }) => key);
    at(START);
    expect((await admitPasswordCheck('198.51.100.1')).admitted).toBe(true);
    await signInOptions(new Request('http://localhost/api/admin/session/challenge'), createToken());
    at(START + GLOBAL_WINDOW_MS + 1); // past every window: the attempt and the challenge of START are stale
    expect((await admitPasswordCheck('198.51.100.2')).admitted).toBe(true);
    await signInOptions(new Request('http://localhost/api/admin/session/challenge'), createToken());
    expect(await keys('throttle/address/')).toHaveLength(2);

    const report = await runDailyJob();
    expect(report.staleAuthRecords).toBe(2); // one address log, one challenge
    expect(await keys('throttle/address/')).toHaveLength(1);
    expect(await keys('challenge/')).toHaveLength(1);
    // The shared log keeps only the attempts that still count.
    expect((await store.get('throttle/global', { type: 'json' })).attempts).toHaveLength(1);
  });

  test('the records of sends stay a day after their challenge expires (late retries get their answer), then go', async () => {
    const sends = getStore({ name: 'spam_shield', consistency: 'strong' });
    const proof = await solve(await newChallenge());
    expect(await beginSend(proof, 'fingerprint')).toMatchObject({ kind: 'store' });
    const expired = Date.now() + (CHALLENGE_TTL_S + 1) * 1000;
    restoreClock = setClock(() => expired);
    expect((await runDailyJob()).sendRecords).toBe(0);
    expect((await sends.list()).blobs).toHaveLength(1);
    restoreClock = setClock(() => expired + SEND_RECORD_TTL_MS);
    expect((await runDailyJob()).sendRecords).toBe(1);
    expect((await sends.list()).blobs).toHaveLength(0);
  });
});
