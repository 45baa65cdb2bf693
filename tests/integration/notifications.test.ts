/**
 * The owner is notified of a new inquiry after it is stored: a webhook and a transactional
 * e-mail API, both received by a real HTTP server on loopback. Failures never fail or lose
 * the inquiry; they mark it "not notified" in the admin list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import adminSettings from '../../netlify/functions/admin-settings.mts';
import contact from '../../netlify/functions/contact.mts';
import { runDailyJob } from '../../netlify/functions/daily.mts';
import { listInquiries } from '../support/inquiries.ts';
import { MAX_NOTIFY_ATTEMPTS } from '../../src/lib/inbox.ts';
import { startReceiver } from '../support/receiver.ts';
import { withProof } from '../support/spam.ts';
import {
  call,
  fetchChallenge,
  inquiryBody,
  postInquiry,
  settleBackgroundWork,
  TEST_PASSWORD,
  useAdminSession,
} from '../support/functions.ts';

let stopBlobs: () => Promise<void>;
let cookie: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const ENV_KEYS = [
  'INQUIRY_WEBHOOK_URL',
  'INQUIRY_EMAIL_API_URL',
  'INQUIRY_EMAIL_API_KEY',
  'INQUIRY_EMAIL_FROM',
  'INQUIRY_EMAIL_TO',
  'OWNER_LANGUAGE',
];

beforeAll(async () => {
  ({ cookie, stop: stopBlobs } = await useAdminSession());
  receiver = await startReceiver();
});
afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  receiver.received.length = 0;
  receiver.state.status = 200;
});
afterAll(async () => {
  await receiver.stop();
  await stopBlobs();
});

const submit = async (name: string, overrides: Record<string, unknown> = {}) => {
  const res = await postInquiry(inquiryBody({ name, ...overrides }));
  expect(res.status).toBe(201);
  await settleBackgroundWork();
};
const stored = async (name: string) => (await listInquiries()).find((inquiry) => inquiry.name === name);

function useWebhook() {
  process.env['INQUIRY_WEBHOOK_URL'] = `${receiver.url}/hook`;
}
function useEmail() {
  process.env['INQUIRY_EMAIL_API_URL'] = `${receiver.url}/emails`;
  process.env['INQUIRY_EMAIL_API_KEY'] = 're_test_key';
  process.env['INQUIRY_EMAIL_FROM'] = 'Studio <inbox@example.com>';
  process.env['INQUIRY_EMAIL_TO'] = 'owner@example.com, partner@example.com';
}

describe('notifications', () => {
  test('webhook: Slack-style text and every field of the stored inquiry', async () => {
    useWebhook();
    await submit('Hooked Lead');
    const inquiry = await stored('Hooked Lead');
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook?.path).toBe('/hook');
    expect(hook?.headers['content-type']).toBe('application/json');
    expect(hook?.body).toEqual({
      text: `New inquiry #${inquiry?.id} from Hooked Lead <marie@example.com> (Tremblay Immobilier): New Website`,
      inquiry,
    });
    expect(inquiry?.notified).toBeUndefined();
  });

  test('in French when OWNER_LANGUAGE is fr', async () => {
    useWebhook();
    process.env['OWNER_LANGUAGE'] = 'fr';
    await submit('Piste en français');
    delete process.env['OWNER_LANGUAGE'];
    const inquiry = await stored('Piste en français');
    expect((receiver.received[0]?.body as { text: string }).text).toBe(
      `Nouvelle demande nº\u00a0${inquiry?.id} de Piste en français <marie@example.com> (Tremblay Immobilier)\u00a0: Nouveau site Web`
    );
  });

  test('e-mail: Resend-style call with the key, sender, recipients and a reply-to', async () => {
    useEmail();
    await submit('Mailed Lead', { source: { utm_source: 'google', utm_campaign: 'spring', landingPath: '/fr/' } });
    expect(receiver.received).toHaveLength(1);
    const [mail] = receiver.received;
    expect(mail?.path).toBe('/emails');
    expect(mail?.headers['authorization']).toBe('Bearer re_test_key');
    const body = mail?.body as Record<string, unknown>;
    expect(body['from']).toBe('Studio <inbox@example.com>');
    expect(body['to']).toEqual(['owner@example.com', 'partner@example.com']);
    expect(body['reply_to']).toBe('marie@example.com');
    expect(body['subject']).toMatch(/^New inquiry #\d+ from Mailed Lead/);
    expect(body['text']).toContain('We need a listings site for our brokerage.');
    expect(body['text']).toContain('phone: 514-555-0199');
    // The source's fields one by one; nothing unset or unreadable.
    expect(body['text']).toContain('\nutm_source: google\nutm_campaign: spring\nlandingPath: /fr/\n');
    expect(body['text']).not.toMatch(/: (null|undefined|\[object Object\])$/m);
    expect((await stored('Mailed Lead'))?.notified).toBeUndefined();
  });

  test('a failing receiver: the inquiry is stored, the failure logged and shown as not notified', async () => {
    useWebhook();
    useEmail();
    receiver.state.status = 500;
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await submit('Unlucky Lead');
    } finally {
      console.error = original;
    }
    expect(receiver.received).toHaveLength(2);
    const inquiry = await stored('Unlucky Lead');
    expect(inquiry?.notified).toBe(false);
    expect(String(errors[0]?.[1])).toMatch(/^webhook: answered 500 down; e-mail: answered 500 down$/);
  });

  test('an unreachable receiver counts as a failure too', async () => {
    process.env['INQUIRY_WEBHOOK_URL'] = 'http://127.0.0.1:9/unreachable';
    const original = console.error;
    console.error = () => undefined;
    try {
      await submit('Offline Lead');
    } finally {
      console.error = original;
    }
    expect((await stored('Offline Lead'))?.notified).toBe(false);
  });

  test('no channel configured: nothing is sent and nothing is marked', async () => {
    await submit('Quiet Lead');
    expect(receiver.received).toHaveLength(0);
    expect((await stored('Quiet Lead'))?.notified).toBeUndefined();
  });

  test('the visitor gets the answer before the notification is sent', async () => {
    useWebhook();
    const res = await postInquiry(inquiryBody({ name: 'Early Answer' }));
    expect(res.status).toBe(201);
    expect(receiver.received).toHaveLength(0);
    await settleBackgroundWork();
    expect(receiver.received).toHaveLength(1);
  });
});

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

describe('the settings in effect and the test notification', () => {
  const read = async () => {
    const res = await call(adminSettings, '/api/admin/settings', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.text();
  };
  const test_ = () => call(adminSettings, '/api/admin/settings/test-notification', { method: 'POST', cookie });

  test('which settings are set or generated, never their values', async () => {
    delete process.env['ALTCHA_HMAC_KEY'];
    useWebhook();
    process.env['INQUIRY_EMAIL_API_KEY'] = 're_secret_value';
    const text = await read();
    expect(JSON.parse(text).settings).toEqual({
      adminPassword: 'set',
      passwordSignIn: true,
      passkeys: 0,
      spamKey: 'generated',
      webhook: 'set',
      email: 'incomplete',
      emailMissing: ['INQUIRY_EMAIL_FROM', 'INQUIRY_EMAIL_TO'],
      ownerLanguage: 'en',
    });
    for (const secret of [TEST_PASSWORD, receiver.url, 're_secret_value']) expect(text).not.toContain(secret);
    process.env['ALTCHA_HMAC_KEY'] = 'integration-test-key';
    useEmail();
    delete process.env['INQUIRY_WEBHOOK_URL'];
    process.env['OWNER_LANGUAGE'] = ' FR ';
    expect(JSON.parse(await read()).settings).toMatchObject({
      spamKey: 'set',
      webhook: 'unset',
      email: 'set',
      emailMissing: [],
      ownerLanguage: 'fr',
    });
    process.env['OWNER_LANGUAGE'] = 'de';
    expect(JSON.parse(await read()).settings).toMatchObject({ ownerLanguage: 'en' });
    expect((await call(adminSettings, '/api/admin/settings')).status).toBe(401);
  });

  test('"Send a test notification" reaches every channel, says which failed, and needs one', async () => {
    useWebhook();
    useEmail();
    const sent = await test_();
    expect(sent.status).toBe(200);
    expect((await sent.json()).message).toBe('Test notification sent by webhook and e-mail.');
    expect(receiver.received.map((item) => item.path).sort()).toEqual(['/emails', '/hook']);
    expect((receiver.received.find((item) => item.path === '/hook')?.body as { text: string }).text).toMatch(
      /^Test notification from the admin/
    );
    expect((await listInquiries()).some((inquiry) => inquiry.name === 'Test notification')).toBe(false);
    receiver.state.status = 500;
    const failed = await test_();
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe(
      'The test notification failed (webhook: answered 500 down; e-mail: answered 500 down).'
    );
    for (const key of ENV_KEYS) delete process.env[key];
    expect((await test_()).status).toBe(409);
    expect((await call(adminSettings, '/api/admin/settings/test-notification', { method: 'GET', cookie })).status).toBe(
      405
    );
  });
});
