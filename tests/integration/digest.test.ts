/**
 * The morning digest of the daily job: exactly the inquiries still waiting for an answer, those
 * of the last day and those past 24 hours, on the owner's channels; nothing when nothing waits.
 * The functions' clock is set to place each inquiry in time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import * as daily from '../../netlify/functions/daily.mts';
import { setClock } from '../../netlify/lib/clock.ts';
import { DIGEST_LIST_LIMIT, digestMessage } from '../../netlify/lib/digest.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { call, inquiryBody, postInquiry, settleBackgroundWork, useAdminSession } from '../support/functions.ts';
import { startReceiver } from '../support/receiver.ts';

const HOUR_MS = 3_600_000;
let stop: () => Promise<void>;
let cookie: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let restoreClock = () => {};
const start = Date.now();

beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
  receiver = await startReceiver();
  process.env['INQUIRY_WEBHOOK_URL'] = `${receiver.url}/hook`;
  process.env['INQUIRY_EMAIL_API_URL'] = `${receiver.url}/emails`;
  process.env['INQUIRY_EMAIL_API_KEY'] = 're_test_key';
  process.env['INQUIRY_EMAIL_FROM'] = 'Studio <inbox@example.com>';
  process.env['INQUIRY_EMAIL_TO'] = 'owner@example.com';
});
afterEach(() => restoreClock());
afterAll(async () => {
  for (const key of ['INQUIRY_WEBHOOK_URL', 'INQUIRY_EMAIL_API_URL', 'INQUIRY_EMAIL_API_KEY']) delete process.env[key];
  for (const key of ['INQUIRY_EMAIL_FROM', 'INQUIRY_EMAIL_TO']) delete process.env[key];
  await receiver.stop();
  await stop();
});

/** An inquiry sent `hoursAgo` hours before the test began, by the functions' clock. */
async function sendAt(hoursAgo: number, name: string, overrides: Record<string, unknown> = {}): Promise<number> {
  restoreClock = setClock(() => start - hoursAgo * HOUR_MS);
  const res = await postInquiry(inquiryBody({ name, ...overrides }));
  expect(res.status).toBe(201);
  await settleBackgroundWork();
  restoreClock();
  return ((await res.json()) as { id: number }).id;
}
const act = async (id: number, action: string) => {
  const res = await call(inquiries, `/api/admin/inquiries/${id}/${action}`, {
    method: 'PATCH',
    cookie,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
};
/** The daily job, run at the test's start. */
async function runDailyJob() {
  receiver.received.length = 0;
  restoreClock = setClock(() => start);
  const report = await daily.runDailyJob();
  restoreClock();
  return report;
}
const digestsReceived = () =>
  receiver.received.filter((item) => item.path === '/emails' || 'digest' in (item.body as object));

describe('the morning digest', () => {
  test('lists exactly the waiting inquiries: past 24 h, and of the last day', async () => {
    const overdue = await sendAt(30, 'Waiting Since Yesterday', {
      source: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
    });
    await act(await sendAt(30, 'Answered Yesterday'), 'answered');
    await act(await sendAt(26, 'Completed Yesterday'), 'complete');
    const recentRead = await sendAt(5, 'Read This Morning', { source: { referrer: 'example.org' } });
    await act(recentRead, 'read');
    const recentNew = await sendAt(2, 'New This Morning');

    const report = await runDailyJob();
    expect(report.digest).toEqual({ overdue: [overdue], recent: [recentNew, recentRead], sent: true, failures: [] });
    const [hook, email] = ['/hook', '/emails'].map((path) => digestsReceived().find((item) => item.path === path));
    const mail = email?.body as { subject: string; text: string; reply_to?: string };
    expect(mail.subject).toBe('3 inquiries wait for an answer, 1 past 24 h');
    expect(mail.text).toContain(`Waiting past 24 h (1):\n#${overdue} Waiting Since Yesterday <marie@example.com>`);
    expect(mail.text).toContain(': New Website, waiting 30 h, google / cpc · spring\n');
    expect(mail.text).toContain(`Received in the last day (2):\n#${recentNew} New This Morning`);
    expect(mail.text).toContain(`#${recentRead} Read This Morning <marie@example.com> (Tremblay Immobilier): `);
    expect(mail.text).toContain('waiting 5 h, from example.org\n');
    expect(mail.text).toMatch(/The inbox: https?:\/\/\S+\/admin$/);
    for (const name of ['Answered Yesterday', 'Completed Yesterday', 'Stored Before Read State']) {
      expect(mail.text).not.toContain(name);
    }
    expect(mail).not.toHaveProperty('reply_to');
    const { text, digest } = hook?.body as { text: string; digest: Record<string, InboxEntry[]> };
    expect(text).toBe(mail.text);
    expect(digest['overdue']?.map((entry) => entry.id)).toEqual([overdue]);
    expect(digest['recent']?.map((entry) => entry.id)).toEqual([recentNew, recentRead]);
  });

  test('is not sent when nothing waits', async () => {
    for (const entry of (await runDailyJob()).digest.overdue) await act(entry, 'answered');
    for (const entry of (await runDailyJob()).digest.recent) await act(entry, 'complete');
    const report = await runDailyJob();
    expect(report.digest).toEqual({ overdue: [], recent: [], sent: false, failures: [] });
    expect(digestsReceived()).toEqual([]);
  });

  test('a long list names the first ones and how many more wait', () => {
    const entry = (id: number): InboxEntry => ({
      ...(inquiryBody() as Omit<InboxEntry, 'id' | 'status' | 'createdAt' | 'language'>),
      id,
      status: 'pending',
      language: 'en',
      createdAt: new Date(start - 30 * HOUR_MS).toISOString(),
      readAt: null,
      answeredAt: null,
    });
    const overdue = Array.from({ length: DIGEST_LIST_LIMIT + 3 }, (_, i) => entry(i + 1));
    const message = digestMessage({ overdue, recent: [], complete: true }, start);
    expect(message.subject).toBe(
      `${DIGEST_LIST_LIMIT + 3} inquiries wait for an answer, ${DIGEST_LIST_LIMIT + 3} past 24 h`
    );
    expect(message.text.match(/^#\d+ /gm)).toHaveLength(DIGEST_LIST_LIMIT);
    expect(message.text).toContain('…and 3 more in the inbox.');
  });

  test('is in French when OWNER_LANGUAGE is fr', () => {
    const entry = (id: number, hoursAgo: number, extra: Partial<InboxEntry>): InboxEntry => ({
      ...(inquiryBody() as Omit<InboxEntry, 'id' | 'status' | 'createdAt' | 'language'>),
      id,
      status: 'pending',
      language: 'fr',
      createdAt: new Date(start - hoursAgo * HOUR_MS).toISOString(),
      readAt: null,
      answeredAt: null,
      ...extra,
    });
    process.env['OWNER_LANGUAGE'] = 'fr';
    try {
      const message = digestMessage(
        {
          overdue: [entry(7, 30, { source: { referrer: 'example.org' } })],
          recent: [entry(9, 2, { business: '', projectType: 'redesign' })],
          complete: false,
        },
        start
      );
      expect(message.subject).toBe('2 demandes attendent une réponse, dont 1 depuis plus de 24 h');
      expect(message.text).toContain(
        'En attente depuis plus de 24 h (1) :\nNº 7 Marie Tremblay <marie@example.com> (Tremblay Immobilier) : ' +
          'Nouveau site Web, en attente depuis 30 h, via example.org\n'
      );
      expect(message.text).toContain(
        'Reçues depuis 24 h (1) :\nNº 9 Marie Tremblay <marie@example.com> : Refonte de site Web, en attente depuis 2 h\n'
      );
      expect(message.text).toContain('La tâche quotidienne a manqué de temps');
      expect(message.text).toMatch(/La boîte de réception\u00a0: https?:\/\/\S+\/admin$/);
    } finally {
      delete process.env['OWNER_LANGUAGE'];
    }
  });
});
