/** A notification that failed: a retried send notifies once; "Notify again"; the daily job retries, then gives up. */
import { describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import contact from '../../netlify/functions/contact.mts';
import { runDailyJob } from '../../netlify/functions/daily.mts';
import { MAX_NOTIFY_ATTEMPTS } from '../../src/lib/inbox.ts';
import { withProof } from '../support/spam.ts';
import { call, fetchChallenge, inquiryBody, settleBackgroundWork } from '../support/functions.ts';
import { cookie, receiver, stored, submit, useNotificationServers, useWebhook } from '../support/notifications.ts';

useNotificationServers();

/** Runs `task` with console.error silenced (the failures these tests cause are logged on purpose). */
async function quietly<T>(task: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => undefined;
  try {
    return await task();
  } finally {
    console.error = original;
  }
}

const notifyAgain = (id: number, method = 'POST') =>
  call(inquiries, `/api/admin/inquiries/${id}/notify`, { method, cookie, params: { id: String(id) } });

describe('a notification that failed', () => {
  test('a retried send (the answer lost on the way back) notifies the owner once', async () => {
    useWebhook();
    const body = await withProof(inquiryBody({ name: 'Retried Lead' }), fetchChallenge);
    for (let i = 0; i < 3; i++) {
      expect((await call(contact, '/api/contact', { method: 'POST', body })).status).toBe(201);
    }
    await settleBackgroundWork();
    expect(receiver.received).toHaveLength(1);
  });

  test('"Notify again" delivers to a webhook that failed the first time, and clears Not notified', async () => {
    useWebhook();
    receiver.state.status = 500;
    await quietly(() => submit('Second Chance Lead'));
    const before = await stored('Second Chance Lead');
    expect(before).toMatchObject({ notified: false, notifyAttempts: 1 });
    receiver.state.status = 200;
    const res = await notifyAgain(before?.id ?? 0);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const updated = await res.json();
    expect(updated).toMatchObject({ id: before?.id, name: 'Second Chance Lead' });
    expect(updated).not.toHaveProperty('notified');
    expect(receiver.received).toHaveLength(2);
    // What the owner receives is the inquiry itself, not the record's bookkeeping.
    expect(receiver.received[1]?.body).toMatchObject({ inquiry: { id: before?.id, name: 'Second Chance Lead' } });
    expect((receiver.received[1]?.body as { inquiry: object }).inquiry).not.toHaveProperty('notifyAttempts');
    expect((await stored('Second Chance Lead'))?.notified).toBeUndefined();
  });

  test('"Notify again": 502 with the reason when it fails again, 409 without a channel, 404, 405', async () => {
    useWebhook();
    receiver.state.status = 500;
    await quietly(() => submit('Still Failing Lead'));
    const { id } = (await stored('Still Failing Lead')) ?? { id: 0 };
    const failed = await quietly(() => notifyAgain(id));
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe(
      'The notification failed again (webhook: answered 500 down). Try again later.'
    );
    expect(await stored('Still Failing Lead')).toMatchObject({ notified: false, notifyAttempts: 1 });
    delete process.env['INQUIRY_WEBHOOK_URL'];
    const noChannel = await notifyAgain(id);
    expect(noChannel.status).toBe(409);
    expect((await noChannel.json()).message).toMatch(/^No notification channel is set/);
    useWebhook();
    expect((await notifyAgain(999_999)).status).toBe(404);
    const wrong = await notifyAgain(id, 'GET');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(
      (await call(inquiries, `/api/admin/inquiries/${id}/notify`, { method: 'POST', params: { id: String(id) } }))
        .status
    ).toBe(401);
  });

  test(`the daily job tries again, ${MAX_NOTIFY_ATTEMPTS} attempts in all, then gives up and says so`, async () => {
    useWebhook();
    receiver.state.status = 500;
    await quietly(() => submit('Stubborn Lead'));
    for (let attempts = 2; attempts <= MAX_NOTIFY_ATTEMPTS; attempts++) {
      const report = await quietly(() => runDailyJob());
      expect(report.notifications.failed).toContain((await stored('Stubborn Lead'))?.id);
      expect((await stored('Stubborn Lead'))?.notifyAttempts).toBe(attempts);
    }
    // The morning digest names it too; notifications of it stop.
    const notifications = () => receiver.received.filter((item) => !('digest' in (item.body as object)));
    const sent = notifications().length;
    expect((await quietly(() => runDailyJob())).notifications.failed).toEqual([]);
    expect(notifications()).toHaveLength(sent);
    expect(await stored('Stubborn Lead')).toMatchObject({ notified: false, notifyAttempts: MAX_NOTIFY_ATTEMPTS });
  });

  test('the daily job clears Not notified once a retry goes through', async () => {
    useWebhook();
    receiver.state.status = 500;
    await quietly(() => submit('Late Lead'));
    receiver.state.status = 200;
    const { id } = (await stored('Late Lead')) ?? { id: 0 };
    expect((await runDailyJob()).notifications.notified).toContain(id);
    expect((await stored('Late Lead'))?.notified).toBeUndefined();
  });
});
