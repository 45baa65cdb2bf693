/**
 * Finding inquiries through GET /api/admin/inquiries (filters, search, order, pages with a
 * Link header), the counts and the CSV export, against the real functions and Blobs server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import { completeInquiry } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { SOURCE_FIELDS, type Inquiry } from '../../src/lib/inquiry.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { call, inquiryBody, postInquiry, useAdminSession } from '../support/functions.ts';

let stop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ cookie, stop } = await useAdminSession());
});
afterAll(() => stop());

const create = (overrides: Record<string, unknown>) => createInquiry(InquiryInputSchema.parse(inquiryBody(overrides)));

const get = (pathAndQuery: string) => call(inquiries, pathAndQuery, { cookie });

/** The path of the Link header's rel="next" target, or null. */
function nextLink(res: Response): string | null {
  const link = res.headers.get('link');
  if (!link) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(link);
  expect(match, `malformed Link header ${link}`).not.toBeNull();
  return match?.[1] ?? null;
}

async function page(pathAndQuery: string): Promise<{ items: Inquiry[]; next: string | null }> {
  const res = await get(pathAndQuery);
  expect(res.status).toBe(200);
  const items: unknown = await res.json();
  expect(Array.isArray(items)).toBe(true);
  return { items: items as Inquiry[], next: nextLink(res) };
}

describe('filters and search', () => {
  const tag = 'Filterco';
  beforeAll(async () => {
    await create({ name: 'Émilie Côté', business: tag, email: 'emilie@cote.example', phone: '(514) 555-0101' });
    await create({ name: 'Bob Smith', business: tag, message: 'A shop for our bakery, with online orders.' });
    const done = await create({ name: 'Carla Diaz', business: tag, email: 'carla@diaz.example' });
    await completeInquiry(done.id);
  });

  test('status filters: all, pending, completed', async () => {
    const names = async (query: string) =>
      (await page(`/api/admin/inquiries?q=${tag}${query}`)).items.map((i) => i.name);
    expect(await names('')).toEqual(['Carla Diaz', 'Bob Smith', 'Émilie Côté']);
    expect(await names('&status=all')).toEqual(['Carla Diaz', 'Bob Smith', 'Émilie Côté']);
    expect(await names('&status=pending')).toEqual(['Bob Smith', 'Émilie Côté']);
    expect(await names('&status=completed')).toEqual(['Carla Diaz']);
  });

  test.each([
    ['name, without accents or case', 'emilie cote', ['Émilie Côté']],
    ['e-mail', 'carla@diaz', ['Carla Diaz']],
    ['business', 'filterco', ['Carla Diaz', 'Bob Smith', 'Émilie Côté']],
    ['phone, as typed', '555-0101', ['Émilie Côté']],
    ['phone, digits only', '5145550101', ['Émilie Côté']],
    ['message', 'BAKERY', ['Bob Smith']],
    ['every word must match', 'bakery carla', []],
  ])('search by %s', async (_label, q, expected) => {
    const { items } = await page(`/api/admin/inquiries?q=${encodeURIComponent(`${q} ${tag}`)}`);
    expect(items.map((i) => i.name)).toEqual(expected);
  });

  test('oldest first', async () => {
    const { items } = await page(`/api/admin/inquiries?q=${tag}&order=oldest`);
    expect(items.map((i) => i.name)).toEqual(['Émilie Côté', 'Bob Smith', 'Carla Diaz']);
  });

  test('counts per status, for all inquiries or those matching q', async () => {
    const res = await get(`/api/admin/inquiry-counts?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      all: 3,
      new: 2,
      pending: 2,
      completed: 1,
      unreadable: [],
      sources: { '(none)': 3 },
      inboxNew: 2,
    });
    const all = await (await get('/api/admin/inquiry-counts')).json();
    expect(all.all).toBeGreaterThanOrEqual(3);
    expect(all.all).toBe(all.pending + all.completed);
  });

  test.each([
    ['status=archived', /status must be/],
    ['order=sideways', /order must be/],
    ['limit=0', /limit must be/],
    ['limit=101', /limit must be/],
    ['limit=1e2', /limit must be/],
    ['cursor=abc', /cursor must be/],
    [`q=${'x'.repeat(201)}`, /q must be at most 200/],
  ])('400 for %s', async (query, message) => {
    const res = await get(`/api/admin/inquiries?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });

  test('401 without a session for the list, the counts and the export', async () => {
    for (const path of ['/api/admin/inquiries?q=x', '/api/admin/inquiry-counts', '/api/admin/inquiries.csv']) {
      const res = await call(inquiries, path);
      expect(res.status).toBe(401);
    }
  });

  test('405 with Allow on the counts and the export', async () => {
    for (const path of ['/api/admin/inquiry-counts', '/api/admin/inquiries.csv']) {
      const res = await call(inquiries, path, { method: 'POST', cookie });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    }
  });
});

describe('pages', () => {
  const tag = 'Pagerco';
  let initial: number[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) initial.push((await create({ name: `Pager ${i}`, business: tag })).id);
    initial = initial.sort((a, b) => b - a);
  });

  test('limit and Link: the next page keeps the query and starts after the last id shown', async () => {
    const first = await page(`/api/admin/inquiries?q=${tag}&limit=10`);
    expect(first.items.map((i) => i.id)).toEqual(initial.slice(0, 10));
    const next = new URL(first.next ?? '', 'http://x');
    expect(next.pathname).toBe('/api/admin/inquiries');
    expect(Object.fromEntries(next.searchParams)).toEqual({ q: tag, limit: '10', cursor: String(initial[9]) });
    const last = await page(`/api/admin/inquiries?q=${tag}&limit=3&cursor=${initial[19]}`);
    expect(last.items.map((i) => i.id)).toEqual(initial.slice(20));
    expect(last.next).toBeNull();
  });

  test('no duplicates or gaps across pages while inquiries arrive, in both orders', async () => {
    for (const order of ['newest', 'oldest'] as const) {
      const seen: number[] = [];
      const added: number[] = [];
      let next: string | null = `/api/admin/inquiries?q=${tag}&limit=4&order=${order}`;
      let round = 0;
      // Two submissions land while each page is being read.
      const arrive = () =>
        Array.from({ length: 2 }, (_, i) =>
          create({ name: `Arrival ${order} ${round}-${i}`, business: tag }).then((inquiry) => added.push(inquiry.id))
        );
      while (next) {
        const arrivals = arrive();
        const result = await page(next);
        await Promise.all(arrivals);
        seen.push(...result.items.map((i) => i.id));
        next = result.next;
        round++;
      }
      expect(new Set(seen).size).toBe(seen.length);
      if (order === 'newest') {
        expect(seen).toEqual([...seen].sort((a, b) => b - a));
        expect(seen.filter((id) => initial.includes(id))).toEqual(initial);
        // An arrival stored before the first page was read may lead it; it can appear nowhere else.
        expect(seen.filter((id) => !initial.includes(id)).every((id) => added.includes(id))).toBe(true);
      } else {
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        for (const id of initial) expect(seen).toContain(id);
        // Arrivals come after every earlier id, so an oldest-first walk reaches them too.
        const beforeLastPage = added.filter((id) => id < (seen.at(-1) ?? 0));
        for (const id of beforeLastPage) expect(seen).toContain(id);
      }
      initial = [...initial, ...added].sort((a, b) => b - a);
    }
  });
});

describe('CSV export', () => {
  const tag = 'Csvco';
  beforeAll(async () => {
    await create({ name: '=HYPERLINK("http://evil.example")', business: tag, phone: '+1 514 555 0199' });
    await create({ name: 'Quote "Unquote", Comma', business: tag, message: 'Line one\r\nLine two, with "quotes"' });
    await create({
      name: '@SUM(A1)',
      business: `-${tag}`,
      email: 'tab@example.com',
      message: '-1 star reviews hurt us, help!',
    });
    const done = await create({ name: 'Done Deal', business: tag });
    await completeInquiry(done.id);
  });

  /** Parses RFC 4180 text where every cell is quoted. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    const cell = /"((?:[^"]|"")*)"(,|\r\n)/gy;
    let row: string[] = [];
    let match: RegExpExecArray | null;
    while ((match = cell.exec(text)) !== null) {
      row.push((match[1] ?? '').replaceAll('""', '"'));
      if (match[2] === '\r\n') {
        rows.push(row);
        row = [];
      }
    }
    expect(cell.lastIndex === 0 ? text.length : cell.lastIndex, 'the whole file parses').toBe(text.length);
    return rows;
  }

  async function download(query: string) {
    const res = await get(`/api/admin/inquiries.csv?${query}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  test('a UTF-8 file with BOM, CRLF rows, quoted cells, as an attachment that is never cached', async () => {
    const { res, bytes, text } = await download(`q=${tag}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'id',
      'createdAt',
      'status',
      'state',
      'name',
      'email',
      'business',
      'phone',
      'projectType',
      'budget',
      'timeline',
      'message',
      'language',
      ...SOURCE_FIELDS,
      'readAt',
      'answeredAt',
      'notified',
      'error',
    ]);
    expect(rows).toHaveLength(5);
    const byName = (name: string) => rows.find((row) => row[4] === name);
    const quoted = byName('Quote "Unquote", Comma');
    // Stored with its line break only: the schema drops the carriage return, a control character.
    expect(quoted?.[11]).toBe('Line one\nLine two, with "quotes"');
  });

  test('cells that would run as formulas start with an apostrophe', async () => {
    const rows = parseCsv((await download(`q=${tag}`)).text.slice(1));
    const names = rows.slice(1).map((row) => row[4]);
    expect(names).toContain(`'=HYPERLINK("http://evil.example")`);
    expect(names).toContain(`'@SUM(A1)`);
    const tabbed = rows.find((row) => row[4] === `'@SUM(A1)`);
    expect(tabbed?.[6]).toBe(`'-${tag}`);
    expect(tabbed?.[11]).toBe(`'-1 star reviews hurt us, help!`);
    const hyperlink = rows.find((row) => row[4]?.startsWith(`'=`));
    expect(hyperlink?.[7]).toBe(`'+1 514 555 0199`);
    expect(rows.find((row) => row[4] === 'Done Deal')?.[4]).toBe('Done Deal');
  });

  test('the export follows the filter and the order', async () => {
    const completed = parseCsv((await download(`q=${tag}&status=completed`)).text.slice(1));
    expect(completed.slice(1).map((row) => row[4])).toEqual(['Done Deal']);
    const oldest = parseCsv((await download(`q=${tag}&order=oldest`)).text.slice(1));
    const ids = oldest.slice(1).map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('an empty result is a header row alone', async () => {
    const rows = parseCsv((await download('q=nothing-matches-this')).text.slice(1));
    expect(rows).toHaveLength(1);
  });
});

test('a submission through POST /api/contact shows up on the first page at once', async () => {
  const res = await postInquiry(inquiryBody({ name: 'Straight In' }));
  expect(res.status).toBe(201);
  const { items } = await page('/api/admin/inquiries?limit=1');
  expect(items.map((i) => i.name)).toEqual(['Straight In']);
});
