/** The daily retention sweep of Quebec's Law 25 (docs/api.md); scheduled, so it has no public URL on Netlify. */
import type { Config } from '@netlify/functions';
import { retentionDays } from '../../src/config/retention.ts';
import { sweepExpiredChallenges } from '../lib/admin-passkeys.ts';
import { now } from '../lib/clock.ts';
import { deleteInquiry, scan } from '../lib/inquiry-store.ts';
import { sweepStaleAttempts } from '../lib/login-throttle.ts';
import { sweepSendRecords } from '../lib/spam.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function runRetention(days = retentionDays()) {
  const cutoff = now() - days * DAY_MS;
  const expired: number[] = [];
  for await (const entry of scan({ status: 'completed', order: 'oldest' })) {
    if (!('unreadable' in entry) && Date.parse(entry.createdAt) < cutoff) expired.push(entry.id);
  }
  const deleted: number[] = [];
  for (const id of expired) if (await deleteInquiry(id)) deleted.push(id);
  const staleAuthRecords = (await sweepStaleAttempts()) + (await sweepExpiredChallenges());
  const sendRecords = await sweepSendRecords();
  return { days, cutoff: new Date(cutoff).toISOString(), deleted, staleAuthRecords, sendRecords };
}

export default async (): Promise<Response> => {
  const report = await runRetention();
  console.log(
    `[retention] kept ${report.days} days (before ${report.cutoff}): deleted ${report.deleted.length} completed inquiries, ${report.staleAuthRecords} stale sign-in records`
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@daily' };
