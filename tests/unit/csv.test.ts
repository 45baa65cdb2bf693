import { describe, expect, test } from 'vitest';
import { CSV_COLUMNS, csvCell, csvStream } from '../../netlify/lib/csv.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';

describe('csvCell', () => {
  test.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['say "hi", then leave', '"say ""hi"", then leave"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+1 514', `"'+1 514"`],
    ['-5', `"'-5"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['a=1', '"a=1"'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('numbers and missing values', () => {
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(undefined)).toBe('""');
  });
});

test('csvStream: BOM and header first, one CRLF row per entry, `no` for an inquiry not notified, an error row for an unreadable record', async () => {
  const entry: InboxEntry = {
    id: 7,
    createdAt: '2026-01-02T03:04:05.000Z',
    status: 'pending',
    name: 'Ana',
    email: 'ana@example.com',
    business: '',
    phone: '',
    projectType: 'other',
    budget: '',
    timeline: '',
    message: 'Hello there, studio.',
    language: 'fr',
    source: { utm_source: 'google', utm_campaign: 'spring', landingPath: '/fr/' },
    readAt: null,
    answeredAt: null,
    notified: false,
  };
  async function* entries() {
    yield entry;
    yield { id: 8, unreadable: true } as const;
  }
  const bytes = await new Response(csvStream(entries())).arrayBuffer();
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const lines = text.split('\r\n');
  expect(text.startsWith('\uFEFF"id","createdAt","status","state",')).toBe(true);
  expect(CSV_COLUMNS).toContain('utm_source');
  expect(CSV_COLUMNS).not.toContain('source');
  expect(lines[0]?.split(',')).toHaveLength(CSV_COLUMNS.length);
  expect(lines[0]?.endsWith(',"notified","error"')).toBe(true);
  expect(lines[1]).toBe(
    '"7","2026-01-02T03:04:05.000Z","pending","new","Ana","ana@example.com","","","other","","","Hello there, studio.","fr",' +
      '"google","","spring","","","","","/fr/","","","no",""'
  );
  expect(lines[2]).toBe(`"8",${'"",'.repeat(CSV_COLUMNS.length - 2)}"could not be read"`);
  expect(lines[3]).toBe('');
});
