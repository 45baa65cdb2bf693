/**
 * A stored inquiry that cannot be read (not JSON, or not an inquiry) is reported, never hidden:
 * the list names it in a header, the counts list its id, the CSV gives it a row with an error,
 * Mark Complete answers a JSON error and Delete removes it. The damage is written into the real
 * local store through `getStore()`.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import { CSV_COLUMNS } from '../../netlify/lib/csv.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { call, inquiryBody, useAdminSession } from '../support/functions.ts';

let stop: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
});
afterAll(() => stop());

const create = (name: string) => createInquiry(InquiryInputSchema.parse(inquiryBody({ name })));
const damage = (id: number, content: string) =>
  getStore({ name: INQUIRY_STORE, consistency: 'strong' }).set(recordKey(id), content);
const get = (path: string) => call(inquiries, path, { cookie });
const complete = (id: number) =>
  call(inquiries, `/api/admin/inquiries/${id}/complete`, { method: 'PATCH', cookie, params: { id: String(id) } });
const remove = (id: number) =>
  call(inquiries, `/api/admin/inquiries/${id}`, { method: 'DELETE', cookie, params: { id: String(id) } });

async function list(query = '') {
  const res = await get(`/api/admin/inquiries${query}`);
  expect(res.status).toBe(200);
  const items = (await res.json()) as Inquiry[];
  return { names: items.map((item) => item.name), unreadable: res.headers.get('x-unreadable-inquiries') };
}
const counts = async () => (await get('/api/admin/inquiry-counts')).json();
async function csvRows(): Promise<string[][]> {
  const text = (await (await get('/api/admin/inquiries.csv')).text()).replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
}

describe('a record damaged before the owner has seen it', () => {
  let damaged: number;
  beforeAll(async () => {
    await create('Good Before');
    damaged = (await create('Soon Damaged')).id;
    await create('Good After');
    await damage(damaged, '{"name": "cut off mid-wr');
  });

  test('the list shows the good entries and names the damaged id in X-Unreadable-Inquiries', async () => {
    expect(await list()).toEqual({ names: ['Good After', 'Good Before'], unreadable: String(damaged) });
  });

  test('only a page that spans the damaged id names it', async () => {
    const first = await list('?limit=1');
    expect(first).toEqual({ names: ['Good After'], unreadable: null });
    expect(await list(`?limit=1&cursor=${damaged + 1}`)).toEqual({
      names: ['Good Before'],
      unreadable: String(damaged),
    });
  });

  test('the counts list it as unreadable and do not count it', async () => {
    expect(await counts()).toEqual({
      all: 2,
      new: 2,
      pending: 2,
      completed: 0,
      unreadable: [damaged],
      sources: { '(none)': 2 },
      inboxNew: 2,
    });
  });

  test('the CSV gives it a row with its id and an error, and an empty error on good rows', async () => {
    const rows = await csvRows();
    expect(rows[0]?.at(-1)).toBe('error');
    const error = CSV_COLUMNS.indexOf('error');
    expect(rows.find((row) => row[0] === String(damaged))).toEqual(
      CSV_COLUMNS.map((column) => (column === 'id' ? String(damaged) : column === 'error' ? 'could not be read' : ''))
    );
    expect(rows.filter((row) => row[0] !== String(damaged)).map((row) => row[error])).toEqual(['error', '', '']);
  });

  test('Mark Complete answers a JSON error that says what to do', async () => {
    const res = await complete(damaged);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message: `Inquiry ${damaged} could not be read, so it cannot be changed. You can delete it.`,
    });
  });

  test('Delete removes it, and nothing reports it any more', async () => {
    const res = await remove(damaged);
    expect(res.status).toBe(200);
    expect(await list()).toEqual({ names: ['Good After', 'Good Before'], unreadable: null });
    expect(await counts()).toEqual({
      all: 2,
      new: 2,
      pending: 2,
      completed: 0,
      unreadable: [],
      sources: { '(none)': 2 },
      inboxNew: 2,
    });
    expect((await csvRows()).some((row) => row.at(-1) === 'could not be read')).toBe(false);
    expect((await remove(damaged)).status).toBe(404);
  });
});

test('a record damaged after it was listed: its last good copy shows until an action finds the damage', async () => {
  const victim = await create('Listed Then Damaged');
  expect((await list()).names).toContain('Listed Then Damaged');
  await damage(victim.id, JSON.stringify({ id: victim.id, name: 42 }));
  // The summary is a copy of the record as it was; nothing is hidden meanwhile.
  expect((await list()).names).toContain('Listed Then Damaged');
  expect((await complete(victim.id)).status).toBe(409);
  expect(await list()).toEqual({ names: ['Good After', 'Good Before'], unreadable: String(victim.id) });
  expect((await counts()).unreadable).toEqual([victim.id]);
  expect((await remove(victim.id)).status).toBe(200);
  expect((await counts()).unreadable).toEqual([]);
});
