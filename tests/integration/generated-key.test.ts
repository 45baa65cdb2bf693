/**
 * A deploy without ALTCHA_HMAC_KEY still takes inquiries: the functions generate a strong key
 * once, keep it in Blobs (written only if absent, so cold starts agree) and use it; the variable,
 * when set, is the key in force.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { listInquiries } from '../support/inquiries.ts';
import { call, fetchChallenge, inquiryBody, postInquiry, useLocalBlobs } from '../support/functions.ts';
import { withProof } from '../support/spam.ts';

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  // As on Netlify: no key, no local emulator.
  for (const name of ['ALTCHA_HMAC_KEY', 'NETLIFY_LOCAL', 'NETLIFY_DEV']) delete process.env[name];
});
afterAll(() => stopBlobs());

/** The secrets module as a cold start loads it: a fresh module scope. */
async function coldStart() {
  vi.resetModules();
  return import('../../netlify/lib/site-secrets.ts');
}

describe('ALTCHA_HMAC_KEY unset on Netlify', () => {
  test('two cold starts at once generate one strong key and both use it', async () => {
    const [first, second] = await Promise.all([coldStart(), coldStart()]);
    const [a, b] = await Promise.all([first.siteSecret('ALTCHA_HMAC_KEY'), second.siteSecret('ALTCHA_HMAC_KEY')]);
    expect(a).toEqual({ value: expect.stringMatching(/^[0-9a-f]{64}$/), source: 'generated' });
    expect(b).toEqual(a);
    const kept = await getStore({ name: 'site_secrets', consistency: 'strong' }).get('ALTCHA_HMAC_KEY');
    expect(kept).toBe(a.value);
    expect((await (await coldStart()).siteSecret('ALTCHA_HMAC_KEY')).value).toBe(a.value);
  });

  test('the form sends: a challenge, its proof, 201 and the inquiry stored', async () => {
    const res = await postInquiry(inquiryBody({ name: 'No Key Set' }));
    expect(res.status).toBe(201);
    expect((await listInquiries()).map((inquiry) => inquiry.name)).toContain('No Key Set');
  });

  test('setting the variable rotates the key: challenges signed with the generated one no longer pass', async () => {
    const signedBefore = await withProof(inquiryBody({ name: 'Signed Before' }), fetchChallenge);
    process.env['ALTCHA_HMAC_KEY'] = 'a-key-set-by-the-owner';
    try {
      expect((await (await coldStart()).siteSecret('ALTCHA_HMAC_KEY')).source).toBe('environment');
      const refused = await call(contact, '/api/contact', { method: 'POST', body: signedBefore });
      expect(refused.status).toBe(400);
      expect((await postInquiry(inquiryBody({ name: 'Signed After' }))).status).toBe(201);
    } finally {
      delete process.env['ALTCHA_HMAC_KEY'];
    }
  });
});
