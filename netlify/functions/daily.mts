/** The daily job (docs/api.md#the-daily-job): scheduled, so no public URL on Netlify; each part works in batches. */
import type { Config } from '@netlify/functions';
import { retentionDays } from '../../src/config/retention.ts';
import { sweepExpiredChallenges } from '../lib/passkey-records.ts';
import { sendDigest } from '../lib/digest.ts';
import { sweepStaleAttempts } from '../lib/login-throttle.ts';
import { retryFailedNotifications } from '../lib/notify.ts';
import { sweepExpiredInquiries } from '../lib/retention-sweep.ts';
import { sweepSendRecords } from '../lib/spam.ts';
import { deployContext, isDeployedPreview } from '../lib/deploy-context.ts';

/** No batch starts after this much of a run: a batch takes a few seconds at worst, and Netlify stops the run at 30 s. */
const BUDGET_MS = 20_000;

export async function runDailyJob() {
  const deadline = Date.now() + BUDGET_MS;
  const [inquiries, notifications, digest] = await Promise.all([
    sweepExpiredInquiries(retentionDays(), deadline),
    retryFailedNotifications(deadline),
    sendDigest(deadline),
  ]);
  const staleAuthRecords = (await sweepStaleAttempts(deadline)) + (await sweepExpiredChallenges(deadline));
  const sendRecords = await sweepSendRecords(deadline);
  return { ...inquiries, notifications, digest, staleAuthRecords, sendRecords };
}

export default async (): Promise<Response> => {
  if (isDeployedPreview()) {
    console.log(`[daily] not run in the ${deployContext()} context: the daily job is production's`);
    return new Response(null, { status: 204 });
  }
  const report = await runDailyJob();
  console.log(
    `[daily] kept ${report.days} days (before ${report.cutoff}): deleted ${report.deleted.length} completed inquiries` +
      ` in ${report.batches.length} batches${report.finished ? '' : ' (more left for the next run)'},` +
      ` ${report.staleAuthRecords} stale sign-in records, ${report.sendRecords} send records;` +
      ` notifications sent again: ${report.notifications.notified.length}, failed again: ${report.notifications.failed.length};` +
      ` digest: ${report.digest.sent ? 'sent' : 'not sent'} (${report.digest.overdue.length} past 24 h, ${report.digest.recent.length} of the last day)`
  );
  return new Response(null, { status: 204 });
};

/** Every morning, 11:00 UTC: 7 a.m. in Montreal in summer, 6 a.m. in winter (Netlify reads cron in UTC). */
export const config: Config = { schedule: '0 11 * * *' };
