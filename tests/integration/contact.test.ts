import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Context } from '@netlify/functions';
import contact from '../../netlify/functions/contact.mts';
import { getStore } from '@netlify/blobs';
import { setClock } from '../../netlify/lib/clock.ts';
import { openStore } from '../../netlify/lib/blobs.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { listInquiries } from '../support/inquiries.ts';
import { beginSend, fingerprint, releaseSend, STALE_SEND_MS } from '../../netlify/lib/spam.ts';
import type { SpamProof } from '../../src/lib/api-types.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { call, fetchChallenge, inquiryBody, postInquiry, useLocalBlobs } from '../support/functions.ts';
import { withProof } from '../support/spam.ts';

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
});
afterAll(() => stopBlobs());

/** POST /api/contact as is (`raw`), or, for an object, with a freshly solved spam-check proof. */
const raw = (body: unknown, headers?: Record<string, string>) =>
  call(contact, '/api/contact', { method: 'POST', body, ...(headers ? { headers } : {}) });
const post = (body: unknown, headers?: Record<string, string>) =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? postInquiry(body as Record<string, unknown>, headers)
    : raw(body, headers);

describe('POST /api/contact', () => {
  let before: number;
  beforeEach(async () => {
    before = (await listInquiries()).length;
  });

  test('stores a valid inquiry as pending, stamped now, and answers 201', async () => {
    const started = Date.now();
    const res = await post(inquiryBody({ name: 'Stored Person' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const answer = await res.json();
    expect(answer).toEqual({
      success: true,
      message: 'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.',
      id: expect.any(Number),
    });
    const [newest] = await listInquiries();
    expect(newest).toMatchObject({ ...inquiryBody({ name: 'Stored Person' }), status: 'pending' });
    expect(newest?.id).toBe(answer.id);
    const createdAt = Date.parse(newest?.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(started - 5);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  test('answers 400 with the documented messages per field and stores nothing', async () => {
    const res = await post({ name: '', email: 'not-an-email', projectType: '', message: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        name: 'Name is required',
        email: 'Valid email is required',
        projectType: 'Project type is required',
        message: 'Message must be at least 10 characters',
      },
    });
    expect((await listInquiries()).length).toBe(before);
  });

  test('an inquiry from the French form is answered in French, with the form’s words', async () => {
    const thanks = await post(inquiryBody({ name: 'Visiteuse', language: 'fr' }));
    expect(await thanks.json()).toMatchObject({ success: true, message: fr.success.description });
    const refused = await post({ name: '', email: 'courriel', projectType: '', message: 'court', language: 'fr' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      message: fr.failure.invalidInput,
      errors: {
        name: fr.validation.nameRequired,
        email: fr.validation.emailInvalid,
        projectType: fr.validation.projectTypeRequired,
        message: 'Le message doit contenir au moins 10 caractères',
      },
    });
  });

  test('a missing e-mail reads "Email is required"', async () => {
    const { email: _omitted, ...rest } = inquiryBody();
    const res = await post(rest);
    expect((await res.json()).errors).toEqual({ email: 'Email is required' });
  });

  test('records the language the visitor wrote from, English when the client does not say', async () => {
    expect((await post(inquiryBody({ name: 'French Visitor', language: 'fr' }))).status).toBe(201);
    expect((await listInquiries())[0]).toMatchObject({ name: 'French Visitor', language: 'fr' });
    expect((await post(inquiryBody({ name: 'Older Client' }))).status).toBe(201);
    expect((await listInquiries())[0]).toMatchObject({ name: 'Older Client', language: 'en' });
  });

  test('a Hebrew message with right-to-left marks is stored as sent; overrides and isolates go', async () => {
    const message = 'שלום\u200F, אנחנו צריכים אתר חדש (3 עמודים)\u200F.\nתודה!\u200E';
    const res = await post(inquiryBody({ name: 'דנה כהן\u200F', message: `${message}\u202E\u2066` }));
    expect(res.status).toBe(201);
    expect((await listInquiries())[0]).toMatchObject({ name: 'דנה כהן\u200F', message });
  });

  test('a language the site does not have answers 400 and stores nothing', async () => {
    const res = await post(inquiryBody({ language: 'de' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ language: 'Language must be one of: en, fr' });
    expect((await listInquiries()).length).toBe(before);
  });

  test('drops unknown fields and never takes a status from the visitor', async () => {
    const res = await post(
      inquiryBody({
        name: 'Extra Fields',
        isAdmin: true,
        id: 999,
        status: 'completed',
        createdAt: '2001-01-01T00:00:00Z',
      })
    );
    expect(res.status).toBe(201);
    const [stored] = await listInquiries();
    expect(stored?.name).toBe('Extra Fields');
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored?.id).not.toBe(999);
    expect(stored?.status).toBe('pending');
    expect(stored?.createdAt).not.toBe('2001-01-01T00:00:00Z');
  });

  test('optional fields may be empty strings or absent', async () => {
    const res = await post({
      name: 'Min',
      email: 'min@example.com',
      projectType: 'other',
      message: 'Just the basics here.',
      budget: '',
      timeline: '',
    });
    expect(res.status).toBe(201);
    const [stored] = await listInquiries();
    expect(stored).toMatchObject({ name: 'Min', business: '', phone: '', budget: '', timeline: '' });
  });

  test.each([
    ['projectType', 'website', 'Project type must be one of: new-website, redesign, ecommerce, maintenance, other'],
    ['budget', '100', 'Budget must be one of: 1000-2000, 2000-3000, 3000-5000, 5000+'],
    ['timeline', 'tomorrow', 'Timeline must be one of: asap, 1-2-weeks, 3-4-weeks, 1-2-months, flexible'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
    ['phone', '5'.repeat(41), 'Phone must be at most 40 characters'],
  ])('rejects %s = %j with a clear message', async (field, value, message) => {
    const res = await post(inquiryBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: message });
  });

  test('stores XSS-looking text verbatim, as data', async () => {
    const hostile = {
      name: '<script>alert("x")</script>',
      business: '"><img src=x onerror=alert(1)>',
      message: "Robert'); DROP TABLE inquiries;-- {{constructor}} ${process.env}",
    };
    expect((await post(inquiryBody(hostile))).status).toBe(201);
    const [stored] = await listInquiries();
    expect(stored).toMatchObject(hostile);
  });

  test('a filled honeypot gets the normal success answer and nothing is stored', async () => {
    const res = await post(inquiryBody({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect((await res.json()).success).toBe(true);
    expect((await listInquiries()).length).toBe(before);
  });

  test('an empty honeypot is ignored', async () => {
    expect((await post(inquiryBody({ website: '' }))).status).toBe(201);
    expect((await listInquiries()).length).toBe(before + 1);
  });
});

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

  test('a send stopped after storing, by a crash that left its id past a free one, is still answered with that id', async () => {
    // A round of ids cut short by a crash: the inquiry took the id after a free one, and no
    // round has filled the gap yet, so a list does not reach it.
    const body = await withProof(inquiryBody({ name: 'Past The Gap' }), fetchChallenge);
    const input = InquiryInputSchema.parse(body);
    const { id: taken } = await createInquiry(InquiryInputSchema.parse(inquiryBody({ name: 'Before The Gap' })));
    const { status: _, ...fields } = input;
    const id = taken + 2;
    const stored = { ...fields, id, status: 'pending', createdAt: new Date().toISOString() };
    await openStore(INQUIRY_STORE).setJSON(recordKey(id), stored);
    const startedAt = Date.now() - STALE_SEND_MS - 1000;
    await sendsStore().setJSON(keyOf(body), { hash: fingerprint(input), startedAt });
    const answer = await raw(body);
    expect(answer.status).toBe(201);
    expect((await answer.json()).id).toBe(id);
    // The free id below it is closed, so the list reaches it at once, stored once.
    expect((await storedAs('Past The Gap')).map((inquiry) => inquiry.id)).toEqual([id]);
  });
});

describe('POST /api/contact: malformed requests', () => {
  test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s answers 405 with Allow: POST', async (method) => {
    const res = await call(contact, '/api/contact', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await res.json()).message).toMatch(/Method not allowed/);
  });

  test('a non-JSON content type answers 415', async () => {
    const res = await post('name=a&email=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/JSON/);
  });

  test('malformed JSON answers 400', async () => {
    const res = await post('{"name": "unterminated');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Request body is not valid JSON.');
  });

  test.each([['[]'], ['"text"'], ['42'], ['null']])(
    'a JSON body that is not an object (%s) answers 400',
    async (raw) => {
      const res = await post(raw);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Request body must be a JSON object.');
    }
  );

  test('a body over 32 KB answers 413', async () => {
    const res = await post(inquiryBody({ message: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
  });

  test('a body over 32 KB answers 413 even when Content-Length lies', async () => {
    const big = new TextEncoder().encode(JSON.stringify(inquiryBody({ message: 'y'.repeat(40_000) })));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 4096) controller.enqueue(big.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const req = new Request('http://localhost:8888/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      body: stream,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body.
      duplex: 'half',
    });
    const res = await contact(req, {} as Context);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  test('a storage failure answers 503 "try again" in the form language, without internals', async () => {
    const saved = process.env['NETLIFY_BLOBS_CONTEXT'];
    process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(
      JSON.stringify({ edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9', token: 'x', siteID: 's' })
    ).toString('base64');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await post(inquiryBody());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ success: false, message: en.failure.unavailable });
      expect(text).not.toMatch(/127\.0\.0\.1|Error|at /);
      const french = await post(inquiryBody({ language: 'fr' }));
      expect((await french.json()).message).toBe(fr.failure.unavailable);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
      process.env['NETLIFY_BLOBS_CONTEXT'] = saved;
    }
  });
});
