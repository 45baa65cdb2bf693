/** The retention sweep of Quebec's Law 25 (docs/storage.md#the-retention-sweep). */
import { now } from './clock.ts';
import { bucketOf } from './inquiry-index.ts';
import { scan } from './inquiry-query.ts';
import { deleteInquiries } from './inquiry-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes completed inquiries older than `days`, oldest first, a summary's ids per batch, none after `deadline`. */
export async function sweepExpiredInquiries(days: number, deadline: number) {
  const cutoff = now() - days * DAY_MS;
  const [deleted, batches]: [number[], number[]] = [[], []];
  const report = { days, cutoff: new Date(cutoff).toISOString(), deleted, batches, finished: false };
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
