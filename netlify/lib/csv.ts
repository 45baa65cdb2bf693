/**
 * CSV export of the inbox (RFC 4180): CRLF line ends, every cell quoted, quotes doubled,
 * UTF-8 with a byte order mark so that spreadsheet programs pick the right encoding.
 * A cell that a spreadsheet would read as a formula (it begins with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, the usual neutralisation (OWASP, "CSV
 * injection"): the visitor's text is shown, never run.
 * A stored record that cannot be read gets a row of its own: its id, and `could not be read`
 * in the last column, `error`, which is empty on every other row.
 */
import { InquirySchema } from '../../src/lib/inquiry.ts';
import type { ScanItem } from './inquiry-store.ts';

const BOM = '\uFEFF';
const LEADING = ['id', 'createdAt', 'status'];

/** The columns: every field of the inquiry schema (new fields included), `notified`, `error`. */
export const CSV_COLUMNS: readonly string[] = [
  ...LEADING,
  ...Object.keys(InquirySchema.shape).filter((key) => !LEADING.includes(key)),
  'notified',
  'error',
];
export const UNREADABLE_ERROR = 'could not be read';

/** One cell: neutralised against formula injection, then quoted. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const row = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

function cellsOf(item: ScanItem): unknown[] {
  const cells: Record<string, unknown> =
    'unreadable' in item
      ? { id: item.id, error: UNREADABLE_ERROR }
      : { ...item, notified: item.notified === false ? 'no' : '', error: '' };
  return CSV_COLUMNS.map((column) => cells[column]);
}

/** The whole CSV file as a stream of UTF-8 bytes, header row first. */
export function csvStream(entries: AsyncIterable<ScanItem>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = entries[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + row(CSV_COLUMNS)));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(row(cellsOf(next.value))));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
