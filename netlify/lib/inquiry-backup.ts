/** Backup in parts and restore in batches, each call within Netlify's limits (docs/storage.md#backup-and-restore). */
import * as z from 'zod/mini';
import { BACKUP_FORMAT, BACKUP_VERSION, RESTORE_BATCH_IDS, type RestoreBatch } from '../../src/lib/backup.ts';
import { api } from '../../src/i18n/api.ts';
import { MAX_INQUIRY_ID, type InboxEntry } from '../../src/lib/inbox.ts';
import { isObject } from '../../src/lib/json.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { concurrencyGate } from './blobs.ts';
import { now } from './clock.ts';
import { Refusal } from './http.ts';
import { BUCKET_SIZE, bucketOf, range, refreshBucket } from './inquiry-index.ts';
import { StoredInquiry } from './inquiry-schema.ts';
import { LIST_CONCURRENCY, openInbox, raiseHint, recordKey, reindex } from './inquiry-store.ts';

/** A part's JSON stays under this, below the 6 MB of a buffered answer (a summary is at most about 1.6 MB). */
const BACKUP_PART_BYTES = 4 * 1024 * 1024;

/** The inquiries after id `after`, oldest first, whole summaries until about BACKUP_PART_BYTES. */
export async function backupPart(after: number) {
  const { view, highest } = await openInbox();
  const part = { highest, next: null as number | null, inquiries: [] as InboxEntry[], unreadable: [] as number[] };
  let size = 0;
  for (let k = bucketOf(after + 1); k <= bucketOf(highest) && part.next === null; k += LIST_CONCURRENCY) {
    const group = range(k, Math.min(k + LIST_CONCURRENCY - 1, bucketOf(highest)));
    const read = await Promise.all(group.map((bucket) => refreshBucket(view, bucket, highest)));
    for (const [i, { bucket }] of read.entries()) {
      const entries = bucket.entries.filter((entry) => entry.id > after);
      const bytes = Buffer.byteLength(JSON.stringify(entries));
      if (size > 0 && size + bytes > BACKUP_PART_BYTES) {
        part.next = Math.max(after, (group[i] as number) * BUCKET_SIZE);
        break;
      }
      size += bytes;
      part.inquiries.push(...entries);
      part.unreadable.push(...bucket.unreadable.filter((id) => id > after));
    }
  }
  return part;
}

const batchSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    check: z._default(z.boolean(), false),
    from: z.int().check(z.positive()),
    to: z.int().check(z.maximum(MAX_INQUIRY_ID)),
    inquiries: z.array(z.unknown()).check(z.maxLength(RESTORE_BATCH_IDS)),
  })
  .check(z.refine(({ from, to }) => from <= to && to - from < RESTORE_BATCH_IDS));

const BATCH_SHAPE = fillMessage(api.backup.batch, {
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  ids: RESTORE_BATCH_IDS,
});

/** An inquiry of a backup that this site cannot store: 400, with its `id`, from which the admin words it itself. */
const invalidInquiry = (id: number | null, detail: string) =>
  new Refusal(400, fillMessage(api.backup.invalid, { id: id ?? '?', detail }), { id });

/** A restore call's batch, its inquiries as stored; a Refusal (400) naming the first one that is not valid. */
export function parseBatch(body: unknown): RestoreBatch & { check: boolean } {
  const batch = batchSchema.safeParse(body);
  if (!batch.success) throw new Refusal(400, BATCH_SHAPE);
  const { from, to } = batch.data;
  const inquiries = batch.data.inquiries.map((value, i) => {
    const parsed = StoredInquiry.safeParse(value);
    const id = (value as { id?: unknown } | null)?.id;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const detail = issue ? `${issue.path.join('.') || 'inquiry'}: ${issue.message}` : api.backup.notAnInquiry;
      throw invalidInquiry(typeof id === 'number' ? id : null, detail);
    }
    const before = i > 0 ? (batch.data.inquiries[i - 1] as { id: number }).id : from - 1;
    if (parsed.data.id > to || parsed.data.id <= before) throw invalidInquiry(parsed.data.id, api.backup.outOfOrder);
    return parsed.data as InboxEntry;
  });
  return { ...batch.data, inquiries };
}

/** The same fields and values, in any order. */
const sameRecord = (a: object, b: object) => canonical(a) === canonical(b);
const canonical = (value: object) =>
  JSON.stringify(value, (_, field: unknown) =>
    isObject(field) ? Object.fromEntries(Object.entries(field).sort(([x], [y]) => x.localeCompare(y))) : field
  );

/** Writes a batch: each id its inquiry or a tombstone where free (`onlyIfNew`), then the hint, then the summaries. */
export async function restoreBatch({ from, to, inquiries }: RestoreBatch) {
  const { blobs, view } = await openInbox();
  const gate = concurrencyGate(LIST_CONCURRENCY * 2);
  const deletedAt = new Date(now()).toISOString();
  const byId = new Map(inquiries.map((entry) => [entry.id, entry]));
  const ids = range(from, to);
  const claim = (id: number) => blobs.setJSON(recordKey(id), byId.get(id) ?? { id, deletedAt }, { onlyIfNew: true });
  const written = await Promise.all(ids.map((id) => gate(async () => (await claim(id)).modified)));
  await raiseHint(blobs, to);
  const claimed = ids.filter((_, i) => written[i]);
  const buckets = await reindex(blobs, claimed);
  const skipped = inquiries.filter((entry) => !written[entry.id - from]);
  for (const k of new Set(skipped.map((entry) => bucketOf(entry.id)))) {
    if (!buckets.has(k)) buckets.set(k, (await refreshBucket(view, k, to)).bucket);
  }
  const differing = skipped.filter((entry) => {
    const stored = buckets.get(bucketOf(entry.id))?.entries.find((found) => found.id === entry.id);
    return !stored || !sameRecord(stored, entry);
  });
  return { added: inquiries.length - skipped.length, skipped: skipped.length, differing: differing.length };
}
