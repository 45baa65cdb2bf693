/**
 * Deploy contexts (docs/storage.md): production opens the site-wide stores; a deploy preview, a
 * branch deploy or `netlify dev` opens stores of its own, notifies nobody unless it says so, and
 * runs no daily job. The context comes from Netlify's request context, else from CONTEXT.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import session from '../../netlify/functions/admin-session.mts';
import daily from '../../netlify/functions/daily.mts';
import { setClock } from '../../netlify/lib/clock.ts';
import { completeInquiry, INQUIRY_STORE } from '../../netlify/lib/inquiry-store.ts';
import { listInquiries } from '../support/inquiries.ts';
import { startReceiver } from '../support/receiver.ts';
import {
  call,
  cookieFrom,
  inquiryBody,
  postInquiry,
  settleBackgroundWork,
  TEST_PASSWORD,
  useLocalBlobs,
} from '../support/functions.ts';

let stopBlobs: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  receiver = await startReceiver();
  process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
  process.env['INQUIRY_WEBHOOK_URL'] = receiver.url;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Netlify');
  delete process.env['CONTEXT'];
  delete process.env['PREVIEW_NOTIFICATIONS'];
  receiver.received.length = 0;
});
afterAll(async () => {
  delete process.env['ADMIN_PASSWORD'];
  delete process.env['INQUIRY_WEBHOOK_URL'];
  await receiver.stop();
  await stopBlobs();
});

/** Runs the functions as Netlify does in `context`: its request context on the `Netlify` global. */
const inContext = (context: string) =>
  Reflect.set(globalThis, 'Netlify', { context: { deploy: { context, id: 'abc', published: false } } });

const signIn = async () =>
  cookieFrom(await call(session, '/api/admin/session', { method: 'POST', body: { password: TEST_PASSWORD } }));

/** The names in the admin's list, through the real function. */
async function listed(cookie: string): Promise<string[]> {
  const res = await call(inquiries, '/api/admin/inquiries', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((inquiry) => inquiry.name);
}

/** The inquiry records of a store, read straight from Blobs. */
const recordsIn = async (store: string) =>
  (await getStore({ name: store, consistency: 'strong' }).list({ prefix: 'inquiry/' })).blobs.length;

describe('deploy contexts', () => {
  test('a preview reads and writes only its own stores; production’s stay untouched', async () => {
    expect((await postInquiry(inquiryBody({ name: 'Real Lead' }))).status).toBe(201);
    const productionCookie = await signIn();
    expect(await listed(productionCookie)).toEqual(['Real Lead']);

    inContext('deploy-preview');
    // Production's session is unknown here: sessions live in the preview's own store.
    expect((await call(inquiries, '/api/admin/inquiries', { cookie: productionCookie })).status).toBe(401);
    expect((await postInquiry(inquiryBody({ name: 'Preview Test' }))).status).toBe(201);
    const previewCookie = await signIn();
    expect(await listed(previewCookie)).toEqual(['Preview Test']);
    const check = await call(session, '/api/admin/session', { cookie: previewCookie });
    expect(await check.json()).toEqual({ authenticated: true, preview: true });

    Reflect.deleteProperty(globalThis, 'Netlify');
    expect(await listed(productionCookie)).toEqual(['Real Lead']);
    expect((await call(inquiries, '/api/admin/inquiries', { cookie: previewCookie })).status).toBe(401);
    expect(await recordsIn(INQUIRY_STORE)).toBe(1);
    expect(await recordsIn(`deploy-preview--${INQUIRY_STORE}`)).toBe(1);
    const none = await call(session, '/api/admin/session');
    expect(await none.json()).toMatchObject({ success: false, preview: false });
  });

  test('CONTEXT names the context where Netlify gives none (netlify dev, the local server)', async () => {
    process.env['CONTEXT'] = 'branch-deploy';
    expect((await postInquiry(inquiryBody({ name: 'Branch Test' }))).status).toBe(201);
    expect(await listed(await signIn())).toEqual(['Branch Test']);
    // Netlify's own context wins over the variable; `netlify dev` gives an empty one.
    inContext('');
    expect(await listed(await signIn())).toEqual(['Branch Test']);
    inContext('production');
    expect(await listed(await signIn())).toEqual(['Real Lead']);
  });

  test('a preview notifies nobody unless its own context turns notifications on', async () => {
    inContext('deploy-preview');
    await postInquiry(inquiryBody({ name: 'Quiet Preview' }));
    await settleBackgroundWork();
    expect(receiver.received).toEqual([]);
    process.env['PREVIEW_NOTIFICATIONS'] = 'on';
    await postInquiry(inquiryBody({ name: 'Loud Preview' }));
    await settleBackgroundWork();
    expect(receiver.received.map(({ body }) => (body as { inquiry: { name: string } }).inquiry.name)).toEqual([
      'Loud Preview',
    ]);
    Reflect.deleteProperty(globalThis, 'Netlify');
    receiver.received.length = 0;
    await postInquiry(inquiryBody({ name: 'Production Lead' }));
    await settleBackgroundWork();
    expect(receiver.received).toHaveLength(1);
  });

  test('the daily job runs in production and by hand under netlify dev, never on a deployed preview', async () => {
    const names = async () => (await listInquiries()).map((inquiry) => inquiry.name);
    for (const inquiry of await listInquiries()) await completeInquiry(inquiry.id);
    inContext('deploy-preview');
    for (const inquiry of await listInquiries()) await completeInquiry(inquiry.id);
    const previewNames = await names();
    const restoreClock = setClock(() => Date.now() + 3000 * 24 * 60 * 60 * 1000);
    try {
      for (const context of ['deploy-preview', 'branch-deploy']) {
        inContext(context);
        expect((await daily()).status).toBe(204);
      }
      inContext('deploy-preview');
      expect(await names()).toEqual(previewNames);
      Reflect.deleteProperty(globalThis, 'Netlify');
      expect(await names()).toContain('Real Lead');
      process.env['CONTEXT'] = 'dev';
      expect((await daily()).status).toBe(204);
      delete process.env['CONTEXT'];
      expect(await names()).toContain('Real Lead');
      await daily();
      expect(await names()).toEqual([]);
    } finally {
      restoreClock();
    }
  });
});
