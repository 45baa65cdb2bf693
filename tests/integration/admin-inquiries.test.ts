import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import { call, inquiryBody, postInquiry, useAdminSession } from '../support/functions.ts';

let stop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
});
afterAll(() => stop());

const submit = async (name: string) => {
  const res = await postInquiry(inquiryBody({ name }));
  expect(res.status).toBe(201);
};
const list = async (): Promise<Inquiry[]> => {
  const res = await call(inquiries, '/api/admin/inquiries', { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const byName = async (name: string) => (await list()).find((inquiry) => inquiry.name === name);
const remove = (id: string, extra: Parameters<typeof call>[2] = {}) =>
  call(inquiries, `/api/admin/inquiries/${id}`, { method: 'DELETE', cookie, params: { id }, ...extra });
const complete = (id: string, extra: Parameters<typeof call>[2] = {}) =>
  call(inquiries, `/api/admin/inquiries/${id}/complete`, { method: 'PATCH', cookie, params: { id }, ...extra });

describe('GET /api/admin/inquiries', () => {
  test('401 without a session', async () => {
    const res = await call(inquiries, '/api/admin/inquiries');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).message).toMatch(/Authentication required/);
  });

  test('lists every inquiry newest first, with the fields the inbox shows and the language', async () => {
    for (const name of ['First', 'Second', 'Third']) await submit(name);
    const res = await call(inquiries, '/api/admin/inquiries', { cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const all: Inquiry[] = await res.json();
    expect(all.slice(0, 3).map((inquiry) => inquiry.name)).toEqual(['Third', 'Second', 'First']);
    const ids = all.map((inquiry) => inquiry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      [
        'id',
        'name',
        'business',
        'projectType',
        'status',
        'createdAt',
        'email',
        'phone',
        'budget',
        'timeline',
        'message',
        // The visitor's language, so the owner answers in it (docs/product.md).
        'language',
        // New until the owner opens it, on the clock until answered (docs/admin.md).
        'readAt',
        'answeredAt',
      ].sort()
    );
    expect(Number.isNaN(new Date(all[0]?.createdAt ?? '').getTime())).toBe(false);
  });

  test('405 with Allow for other methods', async () => {
    const res = await call(inquiries, '/api/admin/inquiries', { method: 'POST', cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('DELETE /api/admin/inquiries/:id', () => {
  test('401 without a session, and nothing is deleted', async () => {
    await submit('Keep Me');
    const target = await byName('Keep Me');
    const res = await remove(String(target?.id), { cookie: null });
    expect(res.status).toBe(401);
    expect(await byName('Keep Me')).toBeDefined();
  });

  test('403 for a cross-site request, and nothing is deleted', async () => {
    const target = await byName('Keep Me');
    expect((await remove(String(target?.id), { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await remove(String(target?.id), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await byName('Keep Me')).toBeDefined();
  });

  test.each(['abc', '0', '-1', '01', '1.5', '1e3', '99999999999', '%20'])('400 for the malformed id %j', async (id) => {
    const res = await remove(id);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Inquiry id must be a positive whole number.');
  });

  test('404 for an unknown id', async () => {
    const res = await remove('987654');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Inquiry not found.');
  });

  test('200 { success, message }; the inquiry is gone, and a second delete is 404', async () => {
    await submit('Delete Me');
    const target = await byName('Delete Me');
    const res = await remove(String(target?.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'The inquiry has been deleted.' });
    expect(await byName('Delete Me')).toBeUndefined();
    expect((await remove(String(target?.id))).status).toBe(404);
  });

  test('a deleted id is never handed out again', async () => {
    await submit('Short Lived');
    const gone = await byName('Short Lived');
    await remove(String(gone?.id));
    await submit('Next One');
    expect((await byName('Next One'))?.id).toBeGreaterThan(gone?.id ?? Infinity);
  });

  test('405 with Allow for other methods on an item', async () => {
    const res = await call(inquiries, '/api/admin/inquiries/1', { method: 'GET', cookie, params: { id: '1' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE');
  });
});

describe('PATCH /api/admin/inquiries/:id/complete', () => {
  test('401 / 403 / 400 / 404 guards', async () => {
    await submit('Guarded');
    const id = String((await byName('Guarded'))?.id);
    expect((await complete(id, { cookie: null })).status).toBe(401);
    expect((await complete(id, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await complete('x1')).status).toBe(400);
    expect((await complete('424242')).status).toBe(404);
    expect((await byName('Guarded'))?.status).toBe('pending');
  });

  test('sets status completed, answers the updated inquiry, and is idempotent', async () => {
    await submit('Finish Me');
    const before = await byName('Finish Me');
    const res = await complete(String(before?.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ...before, status: 'completed' });
    const again = await complete(String(before?.id));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...before, status: 'completed' });
    expect((await byName('Finish Me'))?.status).toBe('completed');
  });

  test('404 once the inquiry is deleted', async () => {
    await submit('Then Gone');
    const id = String((await byName('Then Gone'))?.id);
    await remove(id);
    expect((await complete(id)).status).toBe(404);
    expect(await byName('Then Gone')).toBeUndefined();
  });

  test('405 with Allow for other methods', async () => {
    const res = await call(inquiries, '/api/admin/inquiries/1/complete', {
      method: 'POST',
      cookie,
      params: { id: '1' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('PATCH');
  });
});
