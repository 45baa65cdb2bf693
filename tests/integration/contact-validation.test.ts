/** POST /api/contact: what it stores and what it refuses (fields, languages, honeypot, bad requests, storage down). */
import { beforeEach, describe, expect, test } from 'vitest';
import type { Context } from '@netlify/functions';
import contact from '../../netlify/functions/contact.mts';
import { listInquiries } from '../support/inquiries.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { call, inquiryBody } from '../support/functions.ts';
import { post, useBlobsForFile } from '../support/contact.ts';

useBlobsForFile();

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
