/** POST /api/contact sent again with one proof: the first answer, the inquiry stored once, even after a stop. */
import { describe, expect, test } from 'vitest';
import { getStore } from '@netlify/blobs';
import { setClock } from '../../netlify/lib/clock.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { listInquiries } from '../support/inquiries.ts';
import { beginSend, fingerprint, releaseSend, STALE_SEND_MS } from '../../netlify/lib/spam.ts';
import type { SpamProof } from '../../src/lib/api-types.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { fetchChallenge, inquiryBody } from '../support/functions.ts';
import { withProof } from '../support/spam.ts';
import { raw, useBlobsForFile } from '../support/contact.ts';

useBlobsForFile();

describe('POST /api/contact: a retry gets the first answer', () => {
  const storedAs = async (name: string) => (await listInquiries()).filter((inquiry) => inquiry.name === name);
  const sendsStore = () => getStore({ name: 'spam_shield', consistency: 'strong' });
  const keyOf = ({ altcha }: { altcha: SpamProof }) =>
    `${altcha.challenge.parameters.expiresAt}/${altcha.challenge.signature}`;

  test('the same send again (the answer lost on the way back): 201 with the same id, stored once', async () => {
    const body = await withProof(inquiryBody({ name: 'Tunnel Rider' }), fetchChallenge);
    const first = await raw(body);
    expect(first.status).toBe(201);
    const { id } = await first.json();
    expect(id).toBeGreaterThan(0);
    const again = await raw(body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ success: true, message: en.success.description, id });
    expect((await storedAs('Tunnel Rider')).map((inquiry) => inquiry.id)).toEqual([id]);
  });

  test('the same send three times at once: every answer is 201 with one id, stored once', async () => {
    const body = await withProof(inquiryBody({ name: 'Triple Tap' }), fetchChallenge);
    const answers = await Promise.all([raw(body), raw(body), raw(body)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (res) => (await res.json()).id)));
    expect(ids.size).toBe(1);
    expect(await storedAs('Triple Tap')).toHaveLength(1);
  });

  test('the same proof with other details: 409 in the form language, nothing more stored', async () => {
    const { altcha, ...body } = await withProof(inquiryBody({ name: 'First Details' }), fetchChallenge);
    expect((await raw({ ...body, altcha })).status).toBe(201);
    const other = await raw({ ...body, message: 'Something else entirely, please.', altcha });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ success: false, message: en.failure.otherDetails });
    const french = await raw({ ...body, language: 'fr', altcha });
    expect(french.status).toBe(409);
    expect((await french.json()).message).toBe(fr.failure.otherDetails);
    expect(await storedAs('First Details')).toHaveLength(1);
  });

  test('a retry while the first send is still being stored waits, then answers 409 "still being received"', async () => {
    const body = await withProof(inquiryBody({ name: 'Still Storing', language: 'fr' }), fetchChallenge);
    const hash = fingerprint(InquiryInputSchema.parse(body));
    await sendsStore().setJSON(keyOf(body), { hash, startedAt: Date.now() });
    const started = Date.now();
    const res = await raw(body);
    expect(res.status).toBe(409);
    // Until the first send is stale: then a retry takes it over.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(STALE_SEND_MS / 1000 - 15);
    expect((await res.json()).message).toBe(fr.failure.stillSending);
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(await storedAs('Still Storing')).toHaveLength(0);
  });

  test('a send whose first call stopped mid-way is finished by its retry, without storing it twice', async () => {
    // Stopped before storing: the retry stores it.
    const lost = await withProof(inquiryBody({ name: 'Stopped Early' }), fetchChallenge);
    const startedAt = Date.now() - STALE_SEND_MS - 1000;
    await sendsStore().setJSON(keyOf(lost), { hash: fingerprint(InquiryInputSchema.parse(lost)), startedAt });
    const stored = await raw(lost);
    expect(stored.status).toBe(201);
    expect(await storedAs('Stopped Early')).toHaveLength(1);
    // Stopped after storing, before recording it: the retry finds the inquiry and answers its id.
    const kept = await withProof(inquiryBody({ name: 'Stopped Late' }), fetchChallenge);
    const inquiry = await createInquiry(InquiryInputSchema.parse(kept));
    await sendsStore().setJSON(keyOf(kept), { hash: fingerprint(InquiryInputSchema.parse(kept)), startedAt });
    const answer = await raw(kept);
    expect(answer.status).toBe(201);
    expect((await answer.json()).id).toBe(inquiry.id);
    expect(await storedAs('Stopped Late')).toHaveLength(1);
  });

  test('a send whose first two attempts stopped is found from the first one, not stored again', async () => {
    // The first attempt stored it and stopped; the second took the send over and stopped too,
    // before it had looked. The third looks from the first attempt's start.
    const body = await withProof(inquiryBody({ name: 'Stopped Twice' }), fetchChallenge);
    const input = InquiryInputSchema.parse(body);
    const firstStartedAt = Date.now() - 4 * STALE_SEND_MS;
    const restore = setClock(() => firstStartedAt + 1000);
    const inquiry = await createInquiry(input).finally(restore);
    const startedAt = Date.now() - STALE_SEND_MS - 1000;
    await sendsStore().setJSON(keyOf(body), { hash: fingerprint(input), startedAt, firstStartedAt });
    const answer = await raw(body);
    expect(answer.status).toBe(201);
    expect((await answer.json()).id).toBe(inquiry.id);
    expect(await storedAs('Stopped Twice')).toHaveLength(1);
  });

  test('a resumed send that storage failed is handed back stale: the next retry goes ahead at once', async () => {
    const body = await withProof(inquiryBody({ name: 'Handed Back' }), fetchChallenge);
    const hash = fingerprint(InquiryInputSchema.parse(body));
    const firstStartedAt = Date.now() - STALE_SEND_MS - 1000;
    await sendsStore().setJSON(keyOf(body), { hash, startedAt: firstStartedAt });
    const resumed = await beginSend(body.altcha, hash);
    expect(resumed).toEqual({ kind: 'store', key: keyOf(body), resumes: firstStartedAt });
    // What the contact function does when storage fails after the claim (the 503 path).
    await releaseSend(keyOf(body), hash, firstStartedAt);
    const started = Date.now();
    const answer = await raw(body);
    expect(answer.status).toBe(201);
    // Not held back as "still being received" until the claim above went stale.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await storedAs('Handed Back')).toHaveLength(1);
  });
});
