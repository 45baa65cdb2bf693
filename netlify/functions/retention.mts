/**
 * The daily job (docs/api.md, docs/storage.md, docs/admin.md): the retention sweep of Quebec's
 * Law 25, the retries of failed notifications and the owner's morning digest. Scheduled, so it has no public URL on Netlify, which stops it
 * after 30 s: it works in bounded batches, starts none after its budget, and the next run goes on.
 */
import type { Config } from '@netlify/functions';
import { retentionDays } from '../../src/config/retention.ts';
import { sweepExpiredChallenges } from '../lib/admin-passkeys.ts';
import { now } from '../lib/clock.ts';
import { sendDigest } from '../lib/digest.ts';
import { bucketOf, deleteInquiries, scan } from '../lib/inquiry-store.ts';
import { sweepStaleAttempts } from '../lib/login-throttle.ts';
import { retryFailedNotifications } from '../lib/notify.ts';
import { sweepSendRecords } from '../lib/spam.ts';
import { deployContext, isDeployedPreview } from '../lib/deploy-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** No batch starts after this much of a run: a batch takes a few seconds at worst, and Netlify stops the run at 30 s. */
export const RETENTION_BUDGET_MS = 20_000;

/**
 * Deletes the completed inquiries received before `cutoff`, oldest first, one summary's ids
 * (at most 100) per batch; starts no batch, and reads no further, after `deadline`. What is left
 * waits for the next run.
 */
async function deleteExpired(cutoff: number, deadline: number) {
  const report = { deleted: [] as number[], batches: [] as number[], finished: false };
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

export async function runRetention({ days = retentionDays(), budgetMs = RETENTION_BUDGET_MS } = {}) {
  const deadline = Date.now() + budgetMs;
  const cutoff = now() - days * DAY_MS;
  const [inquiries, notifications, digest] = await Promise.all([
    deleteExpired(cutoff, deadline),
    retryFailedNotifications(deadline),
    sendDigest(deadline),
  ]);
  const staleAuthRecords = (await sweepStaleAttempts(deadline)) + (await sweepExpiredChallenges(deadline));
  const sendRecords = await sweepSendRecords(deadline);
  return {
    days,
    cutoff: new Date(cutoff).toISOString(),
    ...inquiries,
    notifications,
    digest,
    staleAuthRecords,
    sendRecords,
  };
}

export default async (): Promise<Response> => {
  if (isDeployedPreview()) {
    console.log(`[retention] not run in the ${deployContext()} context: the daily job is production's`);
    return new Response(null, { status: 204 });
  }
  const report = await runRetention();
  console.log(
    `[retention] kept ${report.days} days (before ${report.cutoff}): deleted ${report.deleted.length} completed inquiries` +
      ` in ${report.batches.length} batches${report.finished ? '' : ' (more left for the next run)'},` +
      ` ${report.staleAuthRecords} stale sign-in records, ${report.sendRecords} send records;` +
      ` notifications sent again: ${report.notifications.notified.length}, failed again: ${report.notifications.failed.length};` +
      ` digest: ${report.digest.sent ? 'sent' : 'not sent'} (${report.digest.overdue.length} past 24 h, ${report.digest.recent.length} of the last day)`
  );
  return new Response(null, { status: 204 });
};

/** Every morning, 11:00 UTC: 7 a.m. in Montreal in summer, 6 a.m. in winter (Netlify reads cron in UTC). */
export const config: Config = { schedule: '0 11 * * *' };
