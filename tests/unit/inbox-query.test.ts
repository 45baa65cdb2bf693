import { describe, expect, test } from 'vitest';
import {
  listQueryString,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  parseListQuery,
  type ListQuery,
} from '../../src/lib/inbox.ts';
import { api } from '../../src/i18n/api.ts';

const parse = (search: string) => parseListQuery(new URLSearchParams(search), api.inbox.query);

describe('the list query: one definition for the client that writes it and the server that reads it', () => {
  test.each<[ListQuery, string]>([
    [{}, ''],
    [{ order: 'newest', q: '   ' }, ''],
    [{ status: 'pending' }, '?status=pending'],
    [{ q: ' café & co ', order: 'oldest' }, '?q=caf%C3%A9+%26+co&order=oldest'],
    [
      { status: 'completed', q: 'Ana', order: 'oldest', limit: 20, cursor: 41 },
      '?status=completed&q=Ana&order=oldest&limit=20&cursor=41',
    ],
  ])('%j is written %j and read back the same', (query, search) => {
    expect(listQueryString(query)).toBe(search);
    expect(parse(search)).toEqual({
      status: query.status,
      q: query.q?.trim() || undefined,
      order: query.order ?? 'newest',
      limit: query.limit,
      cursor: query.cursor,
    });
  });

  test('status=all is every status', () => {
    expect(parse('status=all')).toMatchObject({ status: undefined });
  });

  test.each([
    ['status=archived', 'status must be all, new, pending or completed.'],
    ['order=random', 'order must be newest or oldest.'],
    [`q=${'x'.repeat(MAX_QUERY_LENGTH + 1)}`, `q must be at most ${MAX_QUERY_LENGTH} characters.`],
    ['limit=0', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`],
    [`limit=${MAX_PAGE_SIZE + 1}`, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`],
    ['limit=2.5', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`],
    ['cursor=0', 'cursor must be an inquiry id.'],
    ['cursor=abc', 'cursor must be an inquiry id.'],
  ])('%s is refused: %s', (search, message) => {
    expect(parse(search)).toBe(message);
  });
});
