/**
 * Read, answered and waiting; where each lead came from; one person's data: through the real
 * functions on a real local Blobs server (docs/admin.md, docs/api.md).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import type { InboxCounts, InboxEntry } from '../../src/lib/inbox.ts';
import { call, inquiryBody, postInquiry, useAdminSession } from '../support/functions.ts';

let stop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
});
afterAll(() => stop());

const send = async (overrides: Record<string, unknown>): Promise<number> => {
  const res = await postInquiry(inquiryBody(overrides));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const get = async <T>(path: string): Promise<T> => {
  const res = await call(inquiries, path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json() as Promise<T>;
};
const list = (query = '') => get<InboxEntry[]>(`/api/admin/inquiries${query}`);
const counts = (query = '') => get<InboxCounts>(`/api/admin/inquiry-counts${query}`);
const patch = (id: number, action: string) =>
  call(inquiries, `/api/admin/inquiries/${id}/${action}`, { method: 'PATCH', cookie, params: { id: String(id) } });
const person = (method: 'POST' | 'DELETE', body: unknown) =>
  call(inquiries, '/api/admin/person', { method, cookie, body });

describe('read and answered', () => {
  test('a new inquiry is new until read; answering stops its clock; the counts follow', async () => {
    const before = await counts();
    const id = await send({ name: 'State Lead' });
    const [stored] = (await list()).filter((entry) => entry.id === id);
    expect(stored).toMatchObject({ readAt: null, answeredAt: null, status: 'pending' });
    expect((await list('?status=new')).map((entry) => entry.id)).toContain(id);
    expect((await counts()).new).toBe(before.new + 1);

    const read = await patch(id, 'read');
    expect(read.status).toBe(200);
    const readAt = ((await read.json()) as InboxEntry).readAt;
    expect(readAt).toEqual(expect.any(String));
    // Idempotent: the first opening stays.
    expect(((await (await patch(id, 'read')).json()) as InboxEntry).readAt).toBe(readAt);
    expect((await list('?status=new')).map((entry) => entry.id)).not.toContain(id);
    expect((await counts()).new).toBe(before.new);

    const answered = (await (await patch(id, 'answered')).json()) as InboxEntry;
    expect(answered).toMatchObject({ readAt, answeredAt: expect.any(String), status: 'pending' });
  });

  test('answering a new inquiry reads it too', async () => {
    const id = await send({ name: 'Answered At Once' });
    const answered = (await (await patch(id, 'answered')).json()) as InboxEntry;
    expect(answered.readAt).toBe(answered.answeredAt);
    expect(answered.readAt).toEqual(expect.any(String));
  });

  test('404 for an unknown inquiry, 405 for the wrong method', async () => {
    expect((await patch(999_999, 'read')).status).toBe(404);
    const wrong = await call(inquiries, '/api/admin/inquiries/1/read', { method: 'POST', cookie, params: { id: '1' } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('PATCH');
  });
});

describe('where each lead came from', () => {
  test('the source is stored as sent, cleaned; the list filters and the counts count by it', async () => {
    const source = {
      utm_source: 'Google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: 'Cj0KCQ-abc',
      referrer: 'www.google.com',
      landingPath: '/fr/',
      fbclid: 'not kept',
    };
    const id = await send({ name: 'Ad Lead', source });
    const referred = await send({ name: 'Referred Lead', source: { referrer: 'example.org', landingPath: '/' } });
    const direct = await send({ name: 'Direct Lead' });
    const [stored] = (await list()).filter((entry) => entry.id === id);
    const { fbclid: _dropped, ...kept } = source;
    expect(stored?.source).toEqual(kept);

    expect((await list('?source=google')).map((entry) => entry.id)).toEqual([id]);
    expect((await list('?source=example.org')).map((entry) => entry.id)).toEqual([referred]);
    expect((await list('?source=(none)')).map((entry) => entry.id)).toContain(direct);
    const all = await counts();
    expect(all.sources).toMatchObject({ google: 1, 'example.org': 1 });
    expect(await counts('?source=google')).toMatchObject({ all: 1, pending: 1, new: 1, completed: 0 });

    const csv = await (await call(inquiries, '/api/admin/inquiries.csv?source=google', { cookie })).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const cells = (text = '') => text.slice(1, -1).split('","');
    const record = Object.fromEntries(cells(header).map((column, i) => [column, cells(row)[i]]));
    expect(record).toMatchObject({ ...kept, state: 'new', readAt: '', answeredAt: '' });
  });

  test('a source named like an object property counts like any other', async () => {
    const names = ['constructor', '__proto__'];
    const ids = [];
    for (const name of names) ids.push(await send({ name: `Lead via ${name}`, source: { utm_source: name } }));
    // JSON, as the API answers: `__proto__` in an object literal would set the prototype instead.
    const expected = JSON.parse('{"constructor":1,"__proto__":1}') as Record<string, number>;
    const picked = (sources: Record<string, number>) =>
      Object.fromEntries(Object.entries(sources).filter(([key]) => names.includes(key)));
    expect(picked((await counts()).sources)).toEqual(expected);
    expect(picked((await counts('?q=Lead%20via')).sources)).toEqual(expected);
    expect((await list('?source=constructor')).map((entry) => entry.id)).toEqual([ids[0]]);
  });

  test.each([
    [{ referrer: 'https://example.org/page?q=1' }],
    [{ landingPath: 'fr/' }],
    [{ utm_source: 'x'.repeat(201) }],
    [['google']],
    ['google'],
  ])('an invalid source %j gets 400 with its message, and nothing is stored', async (source) => {
    const before = (await counts()).all;
    const res = await postInquiry(inquiryBody({ name: 'Bad Source', source }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors['source']).toMatch(/^Source must be an object of short texts/);
    expect((await counts()).all).toBe(before);
  });
});

describe('one person’s data', () => {
  test('the export holds every inquiry from that address, in any case, and nothing else; erase removes exactly those', async () => {
    const email = 'lea.gagnon@example.com';
    const ids = [
      await send({ name: 'Léa Gagnon', email }),
      await send({ name: 'Léa G.', email: 'Lea.Gagnon@Example.com', source: { utm_source: 'newsletter' } }),
      await send({ name: 'Léa (again)', email }),
    ];
    const other = await send({ name: 'Someone Else', email: 'someone@example.com', message: `Ask ${email} too.` });
    expect((await patch(ids[0] as number, 'answered')).status).toBe(200);

    const exported = await person('POST', { email: 'LEA.GAGNON@example.com ' });
    expect(exported.status).toBe(200);
    const body = (await exported.json()) as { email: string; exportedAt: string; inquiries: InboxEntry[] };
    expect(body.inquiries.map((entry) => entry.id)).toEqual(ids);
    expect(body.inquiries[0]).toMatchObject({ name: 'Léa Gagnon', answeredAt: expect.any(String) });
    expect(body.inquiries[1]?.source).toEqual({ utm_source: 'newsletter' });
    expect(JSON.stringify(body)).not.toContain('Someone Else');

    // What the owner confirmed must be what there is: a changed set erases nothing.
    const before = await counts();
    const stale = await person('DELETE', { email, ids: ids.slice(0, 2) });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: number[] }).current).toEqual(ids);
    expect((await counts()).all).toBe(before.all);

    const erased = await person('DELETE', { email, ids });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { deleted: number[] }).deleted).toEqual(ids);
    const after = await counts();
    expect(after.all).toBe(before.all - 3);
    expect(after.pending).toBe(before.pending - 3);
    const left = (await list('?limit=100')).map((entry) => entry.id);
    expect(left).toContain(other);
    for (const id of ids) expect(left).not.toContain(id);
    const again = (await (await person('POST', { email })).json()) as { inquiries: unknown[] };
    expect(again.inquiries).toEqual([]);
  });

  test('bad input gets 400 with a message; a change needs a same-site request', async () => {
    const refused = [
      ['POST', {}],
      ['POST', { email: 'not an address' }],
      ['DELETE', { email: 'a@example.com' }],
      ['DELETE', { email: 'a@example.com', ids: ['1'] }],
    ] as const;
    for (const [method, body] of refused) {
      const res = await person(method, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Send \{ "email"/);
    }
    const crossSite = await call(inquiries, '/api/admin/person', {
      method: 'POST',
      cookie,
      body: { email: 'a@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await call(inquiries, '/api/admin/person', { method: 'POST', body: { email: 'a@example.com' } })).status
    ).toBe(401);
  });
});
