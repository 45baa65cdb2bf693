/**
 * The owner is notified of a new inquiry after it is stored: a webhook and a transactional
 * e-mail API, both received by a real HTTP server on loopback. Failures never fail or lose
 * the inquiry; they mark it "not notified" in the admin list.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { listInquiries } from '../../netlify/lib/inquiry-store.ts';
import { inquiryBody, postInquiry, settleBackgroundWork, useLocalBlobs } from '../support/functions.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A loopback HTTP server that records what it receives and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stopBlobs: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const ENV_KEYS = [
  'INQUIRY_WEBHOOK_URL',
  'INQUIRY_EMAIL_API_URL',
  'INQUIRY_EMAIL_API_KEY',
  'INQUIRY_EMAIL_FROM',
  'INQUIRY_EMAIL_TO',
];

beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
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

const submit = async (name: string) => {
  const res = await postInquiry(inquiryBody({ name }));
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

  test('e-mail: Resend-style call with the key, sender, recipients and a reply-to', async () => {
    useEmail();
    await submit('Mailed Lead');
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
