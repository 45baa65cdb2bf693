/**
 * Storage down: the local Blobs server stops under the running functions. The visitor gets a
 * 503 "try again" in the form's language, nothing half-written remains, and the same send
 * retried once storage is back is stored once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import contactChallenge from '../../netlify/functions/contact-challenge.mts';
import { listInquiries } from '../support/inquiries.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { startLocalBlobs } from '../../scripts/local-blobs.mjs';
import { call, fetchChallenge, inquiryBody } from '../support/functions.ts';
import { withProof } from '../support/spam.ts';

let directory: string;
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
const start = async () => {
  blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
};
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'studio-blobs-down-'));
  await start();
});
afterAll(async () => {
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

test('the Blobs server stops: 503 in the form language, nothing written; back up, the retry is stored once', async () => {
  // Unset, the spam-check key is generated and kept in Blobs: it is read before storage goes.
  delete process.env['ALTCHA_HMAC_KEY'];
  const body = await withProof(inquiryBody({ name: 'Storm Outage', language: 'fr' }), fetchChallenge);
  await blobs.stop();

  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const down = await call(contact, '/api/contact', { method: 'POST', body });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('10');
    expect(await down.json()).toEqual({ success: false, message: fr.failure.unavailable });
    // A warm instance has read the generated key already and still hands out challenges; a cold
    // start cannot read it and says to try again.
    expect((await call(contactChallenge, '/api/contact-challenge')).status).toBe(200);
    vi.resetModules();
    const cold = (await import('../../netlify/functions/contact-challenge.mts')).default;
    const refused = await call(cold, '/api/contact-challenge');
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe(
      'The spam check is unavailable right now. Please try again in a moment.'
    );
    expect(errors.length).toBeGreaterThan(0);
  } finally {
    console.error = original;
  }

  await start();
  expect(await listInquiries()).toEqual([]);
  expect((await getStore({ name: 'spam_shield', consistency: 'strong' }).list()).blobs).toEqual([]);
  const back = await call(contact, '/api/contact', { method: 'POST', body });
  expect(back.status).toBe(201);
  const again = await call(contact, '/api/contact', { method: 'POST', body });
  expect((await again.json()).id).toBe((await back.json()).id);
  expect((await listInquiries()).map((inquiry) => inquiry.name)).toEqual(['Storm Outage']);
});
