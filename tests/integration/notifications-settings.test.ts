/** The admin's settings in effect (set or not, never their values) and its test notification to every channel. */
import { describe, expect, test } from 'vitest';
import adminSettings from '../../netlify/functions/admin-settings.mts';
import { listInquiries } from '../support/inquiries.ts';
import { call, TEST_PASSWORD } from '../support/functions.ts';
import { cookie, ENV_KEYS, receiver, useEmail, useNotificationServers, useWebhook } from '../support/notifications.ts';

useNotificationServers();

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
