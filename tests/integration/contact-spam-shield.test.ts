/** POST /api/contact's spam shield: the signed challenge, and proofs missing, forged, expired or left unspent. */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { listInquiries } from '../support/inquiries.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { call, fetchChallenge, inquiryBody } from '../support/functions.ts';
import { withProof } from '../support/spam.ts';
import { raw, useBlobsForFile } from '../support/contact.ts';

useBlobsForFile();

describe('POST /api/contact: the spam shield', () => {
  let before: number;
  beforeEach(async () => {
    before = (await listInquiries()).length;
  });
  const refused = async (res: Response, message = en.failure.spamCheck) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message });
    expect((await listInquiries()).length).toBe(before);
  };

  test('GET /api/contact-challenge answers a signed, expiring challenge, never cached', async () => {
    const res = await call(
      (await import('../../netlify/functions/contact-challenge.mts')).default,
      '/api/contact-challenge'
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = await res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 60_000);
  });

  test('without a proof: 400 in the form language, nothing stored', async () => {
    await refused(await raw(inquiryBody({ name: 'No Proof' })));
    await refused(await raw(inquiryBody({ name: 'Sans preuve', language: 'fr' })), fr.failure.spamCheck);
    await refused(await raw(inquiryBody({ altcha: 'solved, trust me' })));
  });

  test('forged proofs get 400 and nothing is stored', async () => {
    const { altcha, ...body } = await withProof(inquiryBody({ name: 'Forger' }), fetchChallenge);
    const { challenge, solution } = altcha;
    const otherKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await refused(await raw({ ...body, altcha: { challenge, solution: { ...solution, derivedKey: otherKey } } }));
    const other = await withProof({}, fetchChallenge);
    await refused(await raw({ ...body, altcha: { challenge, solution: other.altcha.solution } }));
    const later = { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 };
    await refused(await raw({ ...body, altcha: { challenge: { ...challenge, parameters: later }, solution } }));
    await refused(await raw({ ...body, altcha: { challenge: { ...challenge, signature: '0'.repeat(64) }, solution } }));
    // The genuine proof was never spent by the forgeries.
    expect((await raw({ ...body, altcha })).status).toBe(201);
  });

  test('an expired proof gets 400 and nothing is stored', async () => {
    const body = await withProof(inquiryBody({ name: 'Too Late' }), fetchChallenge);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      await refused(await raw(body));
    } finally {
      vi.useRealTimers();
    }
  });

  test('wrong fields answer their messages first and leave the proof unspent', async () => {
    const { altcha, ...body } = await withProof(inquiryBody({ name: '' }), fetchChallenge);
    expect((await raw({ ...body, altcha })).status).toBe(400);
    expect((await raw({ ...body, name: 'Corrected', altcha })).status).toBe(201);
  });
});
