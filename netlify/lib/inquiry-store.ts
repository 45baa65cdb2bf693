/** The inbox's records (docs/storage.md): keys, the hint, each change by compare-and-swap, then its index. */
import type { Store } from '@netlify/blobs';
import * as z from 'zod/mini';
import { api } from '../../src/i18n/api.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { concurrencyGate, openStore, readJSON, updateJSON, type Parse } from './blobs.ts';
import { now } from './clock.ts';
import { Refusal } from './http.ts';
import { bucketOf, refreshBucket, saveCountsLines, type Bucket, type RecordState } from './inquiry-index.ts';
import { StoredInquiry } from './inquiry-schema.ts';

export const INQUIRY_STORE = 'contact_inquiries';
/** Blob requests in flight at once while reading the inbox (one gate per operation). */
export const LIST_CONCURRENCY = 8;
export const recordKey = (id: number) => `inquiry/${String(id).padStart(10, '0')}`;
/** The last id handed out: only where the search for a free one starts. */
const HINT_KEY = 'meta/last-id';
export const inquiryStore = () => openStore(INQUIRY_STORE);
const Tombstone = z.object({ deletedAt: z.string() });
/** A stored record that is not a readable inquiry: reported to the owner, never hidden. */
export type Unreadable = { id: number; unreadable: true };
export type ScanItem = InboxEntry | Unreadable;

/** A record and its etag: an entry (stored under its id), gone (absent or a tombstone), or unreadable. */
const recordState: Parse<RecordState> = (value, etag, key) => {
  if (etag === null || Tombstone.safeParse(value).success) return { etag, gone: true };
  const parsed = StoredInquiry.safeParse(value);
  if (!parsed.success || recordKey(parsed.data.id) !== key) return { etag, unreadable: true };
  return { etag, entry: parsed.data as InboxEntry };
};
const readRecord = (blobs: Store, id: number) => readJSON(blobs, recordKey(id), recordState);

const reader = (blobs: Store) => ({
  blobs,
  gate: concurrencyGate(LIST_CONCURRENCY),
  read: (id: number) => readRecord(blobs, id),
});

/** The store, a reader with its own gate, and the highest id: claims take the first free id, so all below are taken. */
export async function openInbox() {
  const blobs = inquiryStore();
  let highest = (await readHint(blobs)).value;
  while ((await blobs.getMetadata(recordKey(highest + 1))) !== null) highest += 1;
  return { blobs, view: reader(blobs), highest };
}

export type Hint = { value: number; etag: string | null };
const hintOf = (value: unknown) => Math.max(0, Math.trunc(Number(value)) || 0);
export const readHint = (blobs: Store) => readJSON(blobs, HINT_KEY, (value, etag) => ({ value: hintOf(value), etag }));

/** Raises the hint to `to`, never lower: one write if still as `seen`, else compare-and-swap on the higher value. */
export async function raiseHint(blobs: Store, to: number, seen?: Hint): Promise<void> {
  if (seen && seen.value >= to) return;
  // An empty etag: a local Blobs without etags (netlify-cli), written without a condition, as updateJSON does.
  const condition = seen?.etag === null ? { onlyIfNew: true } : seen?.etag ? { onlyIfMatch: seen.etag } : {};
  if (seen && (await blobs.set(HINT_KEY, String(to), condition)).modified) return;
  await updateJSON(blobs, HINT_KEY, hintOf, (value) => ({ result: undefined, write: value < to ? to : undefined }));
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

/** The inquiry of `record`, null when there is none; a damaged one gets a 409: the owner can only delete it. */
function entryOf(record: RecordState, id: number): InboxEntry | null {
  if ('unreadable' in record) throw new Refusal(409, fillMessage(api.inbox.unreadable, { id }));
  return 'entry' in record ? record.entry : null;
}

/** Compare-and-swap on inquiry `id`, then its summary and counts even if unchanged (ends a change cut short). */
async function editInquiry(id: number, edit: (entry: InboxEntry, at: string) => InboxEntry) {
  const [blobs, at] = [inquiryStore(), new Date(now()).toISOString()];
  const record = await swapRecord(blobs, id, (found) => ('entry' in found ? edit(found.entry, at) : undefined));
  if (record.etag !== null) await reindex(blobs, [id]);
  const entry = entryOf(record, id);
  return entry && edit(entry, at);
}

/** Inquiry `id` as stored; null when there is none; a 409 Refusal when its record is damaged. */
export const getInquiry = async (id: number) => entryOf(await readRecord(inquiryStore(), id), id);

/** Idempotent; null when there is no such inquiry. */
export const completeInquiry = (id: number) => editInquiry(id, (entry) => ({ ...entry, status: 'completed' }));
/** The owner opened inquiry `id` (idempotent: the first opening stays); null when there is none. */
export const markRead = (id: number) =>
  editInquiry(id, (entry, at) => (entry.readAt === null ? { ...entry, readAt: at } : entry));
/** The owner answered inquiry `id`, which stops its clock (idempotent: the first answer stays); read too. */
export const markAnswered = (id: number) =>
  editInquiry(id, (entry, at) => ({ ...entry, readAt: entry.readAt ?? at, answeredAt: entry.answeredAt ?? at }));
/** One more failed attempt to tell the owner of inquiry `id`: it shows as Not notified. */
export const markNotificationFailed = (id: number) =>
  editInquiry(id, (entry) => ({
    ...entry,
    notified: false,
    notifyAttempts: entry.notified === false ? (entry.notifyAttempts ?? 1) + 1 : 1,
  }));
export const markNotified = (id: number) => editInquiry(id, ({ notified: _, notifyAttempts: __, ...entry }) => entry);

/** Tombstones inquiries, readable or not (ids never reused), then each summary and counts once; answers the deleted. */
export async function deleteInquiries(ids: readonly number[]): Promise<number[]> {
  const [blobs, gate] = [inquiryStore(), concurrencyGate(LIST_CONCURRENCY * 2)];
  const deletedAt = new Date(now()).toISOString();
  const tombstone = (id: number) => (found: RecordState) => ('gone' in found ? undefined : { id, deletedAt });
  const records = await Promise.all(ids.map((id) => gate(() => swapRecord(blobs, id, tombstone(id)))));
  const found = ids.filter((_, i) => records[i]?.etag !== null); // tombstones too: a delete cut short may lag
  await reindex(blobs, found);
  return ids.filter((_, i) => !(records[i] && 'gone' in records[i]));
}

export const deleteInquiry = async (id: number) => (await deleteInquiries([id])).length === 1;
