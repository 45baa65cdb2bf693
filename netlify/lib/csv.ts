/** CSV export of the inbox (docs/api.md): RFC 4180, formula-safe cells, an `error` row for an unreadable record. */
import { api } from '../../src/i18n/api.ts';
import { inboxState } from '../../src/lib/inbox.ts';
import { SOURCE_FIELDS } from '../../src/lib/inquiry.ts';
import { InquirySchema } from './inquiry-schema.ts';
import type { ScanItem } from './inquiry-store.ts';

const BOM = '\uFEFF';
const LEADING = ['id', 'createdAt', 'status', 'state'];

/** The columns: the inquiry schema's fields (new ones included), each source field, `state`, `notified`, `error`. */
export const CSV_COLUMNS: readonly string[] = [
  ...LEADING,
  ...Object.keys(InquirySchema.shape).flatMap((key) =>
    LEADING.includes(key) ? [] : key === 'source' ? SOURCE_FIELDS : [key]
  ),
  'notified',
  'error',
];

export function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const row = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

function cellsOf(item: ScanItem): unknown[] {
  const cells: Record<string, unknown> =
    'unreadable' in item
      ? { id: item.id, error: api.inbox.unreadableCell }
      : { ...item, ...item.source, state: inboxState(item), notified: item.notified === false ? 'no' : '', error: '' };
  return CSV_COLUMNS.map((column) => cells[column]);
}

export function csvStream(entries: AsyncIterable<ScanItem>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = entries[Symbol.asyncIterator]();
  return new ReadableStream({
    start: (controller) => controller.enqueue(encoder.encode(BOM + row(CSV_COLUMNS))),
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(row(cellsOf(next.value))));
    },
    cancel: async () => void (await iterator.return?.(undefined)),
  });
}
