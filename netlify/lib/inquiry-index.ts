/** The inquiry store's index (docs/storage.md): a summary per 100 ids and `index/counts`, caches of the records. */
import type { Store } from '@netlify/blobs';
import * as z from 'zod/mini';
import { isNew, sourceKey, type InboxCounts, type InboxEntry } from '../../src/lib/inbox.ts';
import { readJSON, updateJSON, type Gate } from './blobs.ts';

export const BUCKET_SIZE = 100;
export const bucketOf = (id: number) => Math.floor((id - 1) / BUCKET_SIZE);
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const COUNTS_KEY = 'index/counts';
export type RecordState = { etag: string | null } & ({ entry: InboxEntry } | { gone: true } | { unreadable: true });
/** What one operation reads the index with: the store, its gate on requests in flight, a record reader. */
export type Reader = { blobs: Store; gate: Gate; read: (id: number) => Promise<RecordState> };

/** A bucket summary: each id up to `upTo` is in `entries`, in `unreadable`, or deleted. */
const BucketSchema = z.object({
  rev: z.number(),
  upTo: z.number(),
  entries: z.array(z.custom<InboxEntry>()),
  unreadable: z.array(z.number()),
});
export type Bucket = z.infer<typeof BucketSchema>;
/** An empty count per source, without a prototype: a visitor's `constructor` or `__proto__` counts like any word. */
const tally = (): Record<string, number> => Object.create(null) as Record<string, number>;

export function countEntries(entries: InboxEntry[]) {
  const completed = entries.filter((entry) => entry.status === 'completed').length;
  const sources = tally();
  for (const entry of entries) sources[sourceKey(entry.source)] = (sources[sourceKey(entry.source)] ?? 0) + 1;
  return { pending: entries.length - completed, completed, new: entries.filter(isNew).length, sources };
}
/** A line of `index/counts`: a summary's counts as of its `rev`; `latest`, its newest inquiry's date, for the chart. */
type CountsLine = z.infer<typeof CountsLineSchema>;
const lineOf = ({ rev, upTo, entries, unreadable }: Bucket): CountsLine => ({
  rev,
  upTo,
  unreadable,
  ...countEntries(entries),
  latest: entries.reduce<string | null>(
    (max, { createdAt }) => (max === null || Date.parse(createdAt) > Date.parse(max) ? createdAt : max),
    null
  ),
});
/** The sum of counts lines, their unreadable ids in order. */
export function sumCounts(lines: Omit<CountsLine, 'rev' | 'upTo' | 'latest'>[]): InboxCounts {
  const sum = (field: 'pending' | 'completed' | 'new') => lines.reduce((n, line) => n + line[field], 0);
  const [pending, completed, fresh, sources] = [sum('pending'), sum('completed'), sum('new'), tally()];
  for (const [key, n] of lines.flatMap((line) => Object.entries(line.sources))) sources[key] = (sources[key] ?? 0) + n;
  const unreadable = lines.flatMap((line) => line.unreadable).sort((a, b) => a - b);
  return { all: pending + completed, new: fresh, pending, completed, unreadable, sources, inboxNew: fresh };
}

/** Bucket `k` plus its ids up to `upTo` and `again`, read after it (docs/storage.md); `again` retries until saved. */
export function refreshBucket({ blobs, gate, read }: Reader, k: number, upTo: number, again: number[] = []) {
  const empty: Bucket = { rev: 0, upTo: k * BUCKET_SIZE, entries: [], unreadable: [] };
  const fold = async (base: Bucket) => {
    const last = Math.min((k + 1) * BUCKET_SIZE, upTo);
    const ids = [...again.filter((id) => id <= base.upTo), ...range(base.upTo + 1, last)];
    if (ids.length === 0) return { result: { bucket: base, stored: true } };
    const records = await Promise.all(ids.map((id) => gate(() => read(id))));
    const readable = records.flatMap((record) => ('entry' in record ? [record.entry] : []));
    const damaged = records.flatMap((record, i) => ('unreadable' in record ? [ids[i] as number] : []));
    const bucket: Bucket = {
      rev: Math.max(base.rev + 1, Date.now()), // never repeats: a line never passes for a newer one
      upTo: Math.max(base.upTo, last),
      entries: [...base.entries.filter((entry) => !ids.includes(entry.id)), ...readable].sort((a, b) => a.id - b.id),
      unreadable: [...base.unreadable.filter((id) => !ids.includes(id)), ...damaged].sort((a, b) => a - b),
    };
    // A missing or damaged summary never matches: it gains the ids past its `upTo`.
    const content = ({ rev: _, ...rest }: Bucket) => JSON.stringify(rest);
    if (content(bucket) === content(base)) return { result: { bucket: base, stored: true } };
    return { result: { bucket, stored: true }, write: bucket };
  };
  const summary = (value: unknown) => BucketSchema.safeParse(value).data ?? empty;
  const giveUp = ({ bucket }: { bucket: Bucket }) => ({ bucket, stored: false });
  return updateJSON(blobs, `index/${k}`, summary, fold, { gate, tries: again.length > 0 ? Infinity : 1, giveUp });
}

/** A line of `index/counts` as read: one that lacks a field reads as absent, so its summary is read again. */
const CountsLineSchema = z.object({
  rev: z.number(),
  upTo: z.number(),
  unreadable: z.array(z.number()),
  pending: z.number(),
  completed: z.number(),
  new: z.number(),
  // Keyed by what visitors' addresses said: summed with `Object.entries` into a `tally`.
  sources: z.custom<Record<string, number>>((value) => typeof value === 'object' && value !== null),
  latest: z.nullable(z.string()),
});

/** The lines of `index/counts` by summary, each whole; none when it is absent or damaged. */
function countsOf(value: unknown): Record<string, CountsLine> {
  const lines: Record<string, CountsLine> = {};
  for (const [k, line] of Object.entries(typeof value === 'object' && value !== null ? value : {})) {
    const parsed = CountsLineSchema.safeParse(line);
    if (parsed.success && /^\d+$/.test(k)) lines[k] = parsed.data;
  }
  return lines;
}

/** Puts the counts of stored summaries into `index/counts`, where a newer summary's are not. */
export async function saveCountsLines(blobs: Store, buckets: Map<number, Bucket>): Promise<void> {
  if (buckets.size === 0) return;
  await updateJSON(blobs, COUNTS_KEY, countsOf, (lines) => {
    const newer = [...buckets].filter(([k, bucket]) => (lines[k]?.rev ?? 0) < bucket.rev);
    for (const [k, bucket] of newer) lines[k] = lineOf(bucket);
    return { result: undefined, write: newer.length > 0 ? lines : undefined };
  });
}

/** The counts of every summary for ids 1..`highest`, reading the summaries whose line is behind. */
export async function countsLines(reader: Reader, highest: number) {
  const { blobs } = reader;
  const lines = await readJSON(blobs, COUNTS_KEY, countsOf);
  const all = range(0, bucketOf(highest));
  const behind = all.filter((k) => (lines[k]?.upTo ?? 0) < Math.min((k + 1) * BUCKET_SIZE, highest));
  const read = await Promise.all(behind.map((k) => refreshBucket(reader, k, highest)));
  await saveCountsLines(blobs, new Map(behind.flatMap((k, i) => (read[i]?.stored ? [[k, read[i].bucket]] : []))));
  read.forEach(({ bucket }, i) => (lines[behind[i] as number] = lineOf(bucket)));
  return all.map((k) => lines[k] as CountsLine);
}
