/** The inquiry inbox on Netlify Blobs: one record per inquiry, the truth, and an index (docs/storage.md). */
import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  isNew,
  MAX_PAGE_SIZE,
  sourceKey,
  type InboxCounts,
  type InboxEntry,
  type ListQuery,
} from '../../src/lib/inbox.ts';
import { DEFAULT_STATUS, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';
import { backoff, concurrencyGate, openStore, readJSON, updateJSON, type Parse } from './blobs.ts';
import { api } from '../../src/i18n/api.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { Refusal } from './http.ts';
import { StoredInquiry } from './inquiry-schema.ts';
import { now } from './clock.ts';
import { BUCKET_SIZE, bucketOf, countsLines, range, refreshBucket, saveCountsLines } from './inquiry-index.ts';
import { countEntries, sumCounts, type Bucket, type Reader, type RecordState } from './inquiry-index.ts';

export { BUCKET_SIZE, bucketOf };
export const INQUIRY_STORE = 'contact_inquiries';
/** Blob requests in flight at once while reading the inbox (one gate per operation). */
export const LIST_CONCURRENCY = 8;
export const recordKey = (id: number) => `inquiry/${String(id).padStart(10, '0')}`;
/** The last id handed out: only where the search for a free one starts. */
const HINT_KEY = 'meta/last-id';
const CLAIM_DEADLINE_MS = 30_000;
const store = () => openStore(INQUIRY_STORE);
const Tombstone = z.object({ deletedAt: z.string() });
/** A stored record that is not a readable inquiry: reported to the owner, never hidden. */
export type Unreadable = { id: number; unreadable: true };
export type ScanItem = InboxEntry | Unreadable;

/** A change asked of a damaged record: 409, the owner can only delete it. */
export class UnreadableInquiryError extends Refusal {
  constructor(id: number) {
    super(409, fillMessage(api.inbox.unreadable, { id }));
  }
}

/** A record and its etag: an entry (stored under its id), gone (absent or a tombstone), or unreadable. */
const recordState: Parse<RecordState> = (value, etag, key) => {
  if (etag === null || Tombstone.safeParse(value).success) return { etag, gone: true };
  const parsed = StoredInquiry.safeParse(value);
  if (!parsed.success || recordKey(parsed.data.id) !== key) return { etag, unreadable: true };
  return { etag, entry: parsed.data as InboxEntry };
};
const readRecord = (blobs: Store, id: number) => readJSON(blobs, recordKey(id), recordState);

const reader = (blobs: Store): Reader => ({
  blobs,
  gate: concurrencyGate(LIST_CONCURRENCY),
  read: (id) => readRecord(blobs, id),
});

/** What one operation reads the index with (the store, a reader with its own gate), and the highest id. */
export async function openInbox() {
  const blobs = store();
  return { blobs, view: reader(blobs), highest: await highestId(blobs) };
}

type Hint = { value: number; etag: string | null };
const hintOf = (value: unknown) => Math.max(0, Math.trunc(Number(value)) || 0);
const readHint = (blobs: Store) => readJSON(blobs, HINT_KEY, (value, etag): Hint => ({ value: hintOf(value), etag }));

/**
 * Moves the hint up to `to`, never down: one write when it is still as `seen` (its etag), else a
 * compare-and-swap on the higher value, so that a round or a restore never lowers what another moved up.
 */
export async function raiseHint(blobs: Store, to: number, seen?: Hint): Promise<void> {
  if (seen && seen.value >= to) return;
  // An empty etag: a local Blobs without etags (netlify-cli), written without a condition, as updateJSON does.
  const condition = seen?.etag === null ? { onlyIfNew: true } : seen?.etag ? { onlyIfMatch: seen.etag } : {};
  if (seen && (await blobs.set(HINT_KEY, String(to), condition)).modified) return;
  await updateJSON(blobs, HINT_KEY, hintOf, (value) => ({ result: undefined, write: value < to ? to : undefined }));
}

/**
 * The highest id before the first free one past the hint. A round takes all its ids before it
 * moves the hint, so ids up to the hint are taken or given up; a round cut short by a crash can
 * leave records past a free id, found only by `findSince`, until the next round fills the gap.
 */
async function highestId(blobs: Store): Promise<number> {
  let highest = (await readHint(blobs)).value;
  while ((await blobs.getMetadata(recordKey(highest + 1))) !== null) highest += 1;
  return highest;
}

type Waiting = { input: InquiryInput; createdAt: string; since: number } & PromiseWithResolvers<Inquiry>;
/** Submissions of this process waiting for an id (the local server runs them all in one process). */
const waiting: Waiting[] = [];
let claiming = false;

export function createInquiry(input: InquiryInput): Promise<Inquiry> {
  const since = Date.now();
  const submission = { input, createdAt: new Date(now()).toISOString(), since, ...Promise.withResolvers<Inquiry>() };
  waiting.push(submission);
  if (!claiming) void claimRounds();
  return submission.promise;
}

/** Claims ids after the hint for 100 waiting submissions at a time (`onlyIfNew`); losers go again. */
async function claimRounds(): Promise<void> {
  claiming = true;
  for (let losses = 0; waiting.length > 0;) {
    const round = waiting.splice(0, BUCKET_SIZE);
    try {
      const [blobs, gate] = [store(), concurrencyGate(LIST_CONCURRENCY * 2)];
      const hint = await readHint(blobs);
      const first = hint.value + 1;
      const items = round.map(({ input: { status: _, ...fields }, createdAt }, i): Inquiry => ({
        ...fields,
        id: first + i,
        status: DEFAULT_STATUS,
        createdAt,
        readAt: null,
        answeredAt: null,
      }));
      const claims = items.map((item) =>
        gate(async () => (await blobs.setJSON(recordKey(item.id), item, { onlyIfNew: true })).modified)
      );
      const won = await Promise.allSettled(claims);
      // The hint only says where to start looking: failing to move it loses nothing.
      await raiseHint(blobs, first + round.length - 1, hint).catch((e: unknown) => console.error('[hint]', e));
      round.forEach((submission, i) => {
        const claim = won[i] as PromiseSettledResult<boolean>;
        if (claim.status === 'rejected') submission.reject(claim.reason);
        else if (claim.value) submission.resolve(items[i] as Inquiry);
        else if (Date.now() - submission.since < CLAIM_DEADLINE_MS) waiting.push(submission);
        else submission.reject(new Error(`No free inquiry id found within ${CLAIM_DEADLINE_MS} ms`));
      });
      if (won.some((claim) => claim.status === 'fulfilled' && !claim.value)) await backoff(losses++, 32);
    } catch (cause) {
      for (const submission of round) submission.reject(cause);
    }
  }
  claiming = false;
}

/** Compare-and-swap on record `id`: `change` gives what to write (undefined: nothing); answers the record it saw. */
const swapRecord = (blobs: Store, id: number, change: (record: RecordState) => unknown) =>
  updateJSON(blobs, recordKey(id), recordState, (record) => ({ result: record, write: change(record) }));

/** Saves the summaries of `ids` with their records read again, then those summaries' counts lines; answers the summaries. */
export async function reindex(blobs: Store, ids: number[]): Promise<Map<number, Bucket>> {
  const view = reader(blobs);
  const saved = new Map<number, Bucket>();
  for (const k of new Set(ids.map(bucketOf))) {
    const again = ids.filter((id) => bucketOf(id) === k);
    saved.set(k, (await refreshBucket(view, k, Math.max(...again), again)).bucket);
  }
  await saveCountsLines(blobs, saved);
  return saved;
}

/** What record `id` holds, as `getInquiry` answers it. */
function entryOf(record: RecordState, id: number): InboxEntry | null {
  if ('unreadable' in record) throw new UnreadableInquiryError(id);
  return 'entry' in record ? record.entry : null;
}

/** Compare-and-swap on inquiry `id`, then its summary and counts even if unchanged (ends a change cut short). */
async function editInquiry(id: number, edit: (entry: InboxEntry, at: string) => InboxEntry) {
  const [blobs, at] = [store(), new Date(now()).toISOString()];
  const record = await swapRecord(blobs, id, (found) => ('entry' in found ? edit(found.entry, at) : undefined));
  if (record.etag !== null) await reindex(blobs, [id]);
  const entry = entryOf(record, id);
  return entry && edit(entry, at);
}

/** Inquiry `id` as stored; null when there is none; UnreadableInquiryError when its record is damaged. */
export const getInquiry = async (id: number) => entryOf(await readRecord(store(), id), id);

/** Idempotent; null when there is no such inquiry. */
export const completeInquiry = (id: number) => editInquiry(id, (entry) => ({ ...entry, status: 'completed' }));
/** The owner opened inquiry `id` (idempotent: the first opening stays); null when there is none. */
export const markRead = (id: number) =>
  editInquiry(id, (entry, at) => (entry.readAt === null ? { ...entry, readAt: at } : entry));
/** The owner answered inquiry `id`, which stops its clock (idempotent: the first answer stays); read too. */
export const markAnswered = (id: number) =>
  editInquiry(id, (entry, at) => ({
    ...entry,
    readAt: entry.readAt === null ? at : entry.readAt,
    answeredAt: entry.answeredAt ?? at,
  }));
/** One more failed attempt to tell the owner of inquiry `id`: it shows as Not notified. */
export const markNotificationFailed = (id: number) =>
  editInquiry(id, (entry) => ({
    ...entry,
    notified: false,
    notifyAttempts: entry.notified === false ? (entry.notifyAttempts ?? 1) + 1 : 1,
  }));
/** The owner was told of inquiry `id` after all. */
export const markNotified = (id: number) => editInquiry(id, ({ notified: _, notifyAttempts: __, ...entry }) => entry);

/**
 * Deletes inquiries, readable or not, leaving tombstones so their ids are never reused: the
 * records side by side, then each summary and the counts once. Returns the ids it deleted.
 */
export async function deleteInquiries(ids: readonly number[]): Promise<number[]> {
  const [blobs, gate] = [store(), concurrencyGate(LIST_CONCURRENCY * 2)];
  const deletedAt = new Date(now()).toISOString();
  const tombstone = (id: number) => (found: RecordState) => ('gone' in found ? undefined : { id, deletedAt });
  const records = await Promise.all(ids.map((id) => gate(() => swapRecord(blobs, id, tombstone(id)))));
  const found = ids.filter((_, i) => records[i]?.etag !== null); // tombstones too: a delete cut short may lag
  await reindex(blobs, found);
  return ids.filter((_, i) => !(records[i] && 'gone' in records[i]));
}

export const deleteInquiry = async (id: number) => (await deleteInquiries([id])).length === 1;

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
  const blobs = store();
  const view = reader(blobs);
  const highest = await highestId(blobs);
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

/**
 * Ids past the first free one after `highest`: a round cut short by a crash leaves its records
 * there until the next round fills the gaps (at most a round's worth; listed by key prefix).
 */
async function pastHighest(blobs: Store, highest: number): Promise<number[]> {
  const last = highest + BUCKET_SIZE;
  const prefixes = new Set([highest + 1, last].map((id) => recordKey(id).slice(0, -2)));
  const listed = await Promise.all([...prefixes].map((prefix) => blobs.list({ prefix })));
  const ids = listed.flatMap(({ blobs: found }) => found.map(({ key }) => Number(key.slice(key.lastIndexOf('/') + 1))));
  return ids.filter((id) => id > highest && id <= last).sort((a, b) => b - a);
}

/**
 * The newest readable inquiry received since `since` (ms) that `matches`, if any: reads only the
 * newest ids, those a crash left past a free id included.
 */
export async function findSince(since: number, matches: (entry: InboxEntry) => boolean) {
  const blobs = store();
  const highest = await highestId(blobs);
  const past = await pastHighest(blobs, highest);
  if (past.length > 0) {
    // The free ids below them take a tombstone (`onlyIfNew`: a round still claiming one takes
    // the next), so lists and counts reach these records from now on.
    const deletedAt = new Date(now()).toISOString();
    const free = range(highest + 1, Math.max(...past)).filter((id) => !past.includes(id));
    await Promise.all(free.map((id) => blobs.setJSON(recordKey(id), { id, deletedAt }, { onlyIfNew: true })));
  }
  for (const id of past) {
    const record = await readRecord(blobs, id);
    if ('entry' in record && matches(record.entry)) return record.entry;
  }
  for await (const item of scan()) {
    if ('unreadable' in item) continue;
    if (Date.parse(item.createdAt) < since) return undefined;
    if (matches(item)) return item;
  }
  return undefined;
}

/**
 * Counts per status of the inquiries matching `q` and `source`, the unreadable ids, and per
 * source (matching `q` only, so that the source filter lists every source).
 */
export async function countInquiries({ q, source }: Pick<ListQuery, 'q' | 'source'> = {}): Promise<InboxCounts> {
  const blobs = store();
  // The whole inbox: from `index/counts`, without reading every summary.
  const whole = highestId(blobs).then(async (highest) => sumCounts(await countsLines(reader(blobs), highest)));
  if (!q?.trim() && !source) return whole;
  // Awaited after the scan: until then a failure must not go unhandled (it would end the process).
  whole.catch(() => {});
  const [found, unreadable]: [InboxEntry[], number[]] = [[], []];
  for await (const item of scan({ q })) {
    if ('unreadable' in item) unreadable.push(item.id);
    else found.push(item);
  }
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

/**
 * Erases every inquiry sent from `email`, provided they are exactly `ids` (what the owner
 * confirmed): otherwise erases nothing and answers the ids there are now.
 */
export async function eraseInquiriesFrom(email: string, ids: readonly number[]) {
  const current = (await inquiriesFrom(email)).map((entry) => entry.id);
  const confirmed = [...new Set(ids)].sort((a, b) => a - b);
  if (current.length !== confirmed.length || current.some((id, i) => id !== confirmed[i])) {
    return { erased: false as const, current };
  }
  return { erased: true as const, deleted: await deleteInquiries(current) };
}
