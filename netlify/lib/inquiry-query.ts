/** Reading the inbox (docs/storage.md): matching a list query, pages, counts, and one person's inquiries. */
import { DEFAULT_PAGE_SIZE, isNew, MAX_PAGE_SIZE, sourceKey } from '../../src/lib/inbox.ts';
import type { InboxEntry, ListQuery } from '../../src/lib/inbox.ts';
import { bucketOf, countEntries, countsLines, range, refreshBucket, sumCounts } from './inquiry-index.ts';
import { deleteInquiries, LIST_CONCURRENCY, openInbox, type ScanItem, type Unreadable } from './inquiry-store.ts';

const normalise = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** Whether an entry matches `query`: accents and case do not matter; a phone number also matches on its digits alone. */
function matcher({ status, q, source }: ListQuery): (entry: InboxEntry) => boolean {
  const words = normalise(q ?? '').match(/\S+/g) ?? [];
  return (entry) => {
    if (status && (status === 'new' ? !isNew(entry) : entry.status !== status)) return false;
    if (source && sourceKey(entry.source) !== source.toLowerCase()) return false;
    const text = normalise([entry.name, entry.email, entry.business, entry.phone, entry.message].join('\n'));
    const phone = digits(entry.phone);
    return words.every((word) => text.includes(word) || (digits(word).length >= 3 && phone.includes(digits(word))));
  };
}

/** Entries matching `query`, and every unreadable record, after `cursor`; summaries read 1, 1, 2, 4, 8 at a time. */
export async function* scan(query: ListQuery = {}): AsyncGenerator<ScanItem> {
  const { view, highest } = await openInbox();
  const newest = query.order !== 'oldest';
  const matches = matcher(query);
  const start = newest ? Math.min(highest, (query.cursor ?? Infinity) - 1) : Math.max(1, (query.cursor ?? 0) + 1);
  if (start < 1 || start > highest) return;
  const buckets = newest ? range(0, bucketOf(start)).reverse() : range(bucketOf(start), bucketOf(highest));
  for (let index = 0; index < buckets.length;) {
    const batch = buckets.slice(index, index + Math.min(LIST_CONCURRENCY, Math.max(1, index)));
    index += batch.length;
    for (const { bucket } of await Promise.all(batch.map((k) => refreshBucket(view, k, highest)))) {
      const unreadable = bucket.unreadable.map((id): Unreadable => ({ id, unreadable: true }));
      const items = [...bucket.entries.filter(matches), ...unreadable];
      items.sort((a, b) => (newest ? b.id - a.id : a.id - b.id));
      yield* items.filter((item) => (newest ? item.id <= start : item.id >= start));
    }
  }
}

/** A page: at most `limit` entries, the next page's cursor (null on the last), the unreadable ids it spans. */
export async function listPage(query: ListQuery = {}) {
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.limit ?? DEFAULT_PAGE_SIZE)));
  const [entries, unreadable, beyond]: [InboxEntry[], number[], number[]] = [[], [], []];
  for await (const item of scan(query)) {
    if ('unreadable' in item) (entries.length < limit ? unreadable : beyond).push(item.id);
    else if (entries.length < limit) entries.push(item);
    else return { entries, next: entries.at(-1)?.id ?? null, unreadable };
  }
  return { entries, next: null, unreadable: [...unreadable, ...beyond] };
}

/** Counts by status of what matches `q` and `source`, unreadable ids, and by source of `q`'s matches (the filter's). */
export async function countInquiries({ q, source }: Pick<ListQuery, 'q' | 'source'> = {}) {
  // The whole inbox: from `index/counts`, without reading every summary.
  const whole = openInbox().then(async ({ view, highest }) => sumCounts(await countsLines(view, highest)));
  if (!q?.trim() && !source) return whole;
  // Awaited after the scan: until then a failure must not go unhandled (it would end the process).
  whole.catch(() => {});
  const items = await Array.fromAsync(scan({ q }));
  const found = items.filter((item): item is InboxEntry => !('unreadable' in item));
  const unreadable = items.flatMap((item) => ('unreadable' in item ? [item.id] : []));
  const { sources } = countEntries(found);
  const counts = sumCounts([{ ...countEntries(found.filter(matcher({ source }))), sources, unreadable }]);
  return { ...counts, inboxNew: (await whole).new };
}

/** Every readable inquiry sent from `email` (trimmed, any case), oldest first: one person's data (Law 25). */
export async function inquiriesFrom(email: string): Promise<InboxEntry[]> {
  const address = email.trim().toLowerCase();
  const found: InboxEntry[] = [];
  for await (const item of scan({ order: 'oldest' })) {
    if (!('unreadable' in item) && item.email.trim().toLowerCase() === address) found.push(item);
  }
  return found;
}

/** Erases the inquiries from `email` if they are exactly the confirmed `ids`; else none, answering the current ids. */
export async function eraseInquiriesFrom(email: string, ids: readonly number[]) {
  const current = (await inquiriesFrom(email)).map((entry) => entry.id);
  const confirmed = [...new Set(ids)].sort((a, b) => a - b);
  if (current.join() !== confirmed.join()) return { erased: false as const, current };
  return { erased: true as const, deleted: await deleteInquiries(current) };
}
