/** A new inquiry notifies the owner once stored (webhook, e-mail); a failure never loses it, only marks it. */
import { describe, expect, test } from 'vitest';
import { inquiryBody, postInquiry, settleBackgroundWork } from '../support/functions.ts';
import { receiver, stored, submit, useEmail, useNotificationServers, useWebhook } from '../support/notifications.ts';

useNotificationServers();

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
