/**
 * What the notification test files share: an admin session, a receiver on loopback that stands for
 * the owner's webhook and e-mail API, the settings that point at it, and sending an inquiry.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { listInquiries } from './inquiries.ts';
import { startReceiver } from './receiver.ts';
import { inquiryBody, postInquiry, settleBackgroundWork, useAdminSession } from './functions.ts';

/** The admin session's cookie and the receiver, set before the file's tests (live bindings). */
export let cookie: string;
export let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The settings that send notifications and say in which language, cleared after each test. */
export const ENV_KEYS = [
  'INQUIRY_WEBHOOK_URL',
  'INQUIRY_EMAIL_API_URL',
  'INQUIRY_EMAIL_API_KEY',
  'INQUIRY_EMAIL_FROM',
  'INQUIRY_EMAIL_TO',
  'OWNER_LANGUAGE',
];

/** Starts the Blobs server, an admin session and the receiver; after each test: no channel set, answers 200. */
export function useNotificationServers(): void {
  let stopBlobs: () => Promise<void>;
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
}

export const submit = async (name: string, overrides: Record<string, unknown> = {}) => {
  const res = await postInquiry(inquiryBody({ name, ...overrides }));
  expect(res.status).toBe(201);
  await settleBackgroundWork();
};
export const stored = async (name: string) => (await listInquiries()).find((inquiry) => inquiry.name === name);

export function useWebhook() {
  process.env['INQUIRY_WEBHOOK_URL'] = `${receiver.url}/hook`;
}
export function useEmail() {
  process.env['INQUIRY_EMAIL_API_URL'] = `${receiver.url}/emails`;
  process.env['INQUIRY_EMAIL_API_KEY'] = 're_test_key';
  process.env['INQUIRY_EMAIL_FROM'] = 'Studio <inbox@example.com>';
  process.env['INQUIRY_EMAIL_TO'] = 'owner@example.com, partner@example.com';
}
