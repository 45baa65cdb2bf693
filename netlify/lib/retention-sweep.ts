/**
 * The retention sweep of Quebec's Law 25 (docs/storage.md#the-retention-sweep): completed
 * inquiries received more than the retention period ago are deleted, oldest first, one summary's
 * ids (at most 100) per batch, and no batch starts after the daily job's deadline.
 */
import { now } from './clock.ts';
import { bucketOf } from './inquiry-index.ts';
import { scan } from './inquiry-query.ts';
import { deleteInquiries } from './inquiry-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the completed inquiries received more than `days` days ago; starts no batch, and reads
 * no further, after `deadline` (ms since the epoch). What is left waits for the next run.
 */
export async function sweepExpiredInquiries(days: number, deadline: number) {
  const cutoff = now() - days * DAY_MS;
  const report = {
    days,
    cutoff: new Date(cutoff).toISOString(),
    deleted: [] as number[],
    batches: [] as number[],
    finished: false,
  };
  let batch: number[] = [];
  const flush = async () => {
    if (batch.length === 0) return true;
    if (Date.now() > deadline) return false;
    report.deleted.push(...(await deleteInquiries(batch)));
    report.batches.push(batch.length);
    batch = [];
    return true;
  };
  for await (const entry of scan({ status: 'completed', order: 'oldest' })) {
    if (Date.now() > deadline) return report;
    if ('unreadable' in entry || Date.parse(entry.createdAt) >= cutoff) continue;
    if (batch.length > 0 && bucketOf(entry.id) !== bucketOf(batch[0] as number) && !(await flush())) return report;
    batch.push(entry.id);
  }
  report.finished = await flush();
  return report;
}
