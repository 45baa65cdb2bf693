/**
 * The retention sweep (Quebec's Law 25, DECISIONS D8): deletes completed inquiries received
 * more than the retention period ago, login-throttle records with no attempt that still counts,
 * and passkey challenges that can no longer be answered.
 * Pending inquiries are never deleted here: the studio has not dealt with them yet.
 */
import { retentionDays } from '../../src/config/retention.ts';
import { now } from './clock.ts';
import { deleteInquiry, scanInquiries } from './inquiry-store.ts';
import { sweepExpiredChallenges } from './admin-passkeys.ts';
import { sweepStaleAttempts } from './login-throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one sweep did. */
export interface RetentionReport {
  days: number;
  cutoff: string;
  deleted: number[];
  /** Throttle records and passkey challenges removed from the `admin_auth` store. */
  staleAuthRecords: number;
}

/** Runs the sweep with the active clock and the configured period. */
export async function runRetention(days = retentionDays()): Promise<RetentionReport> {
  const cutoff = now() - days * DAY_MS;
  const expired: number[] = [];
  for await (const entry of scanInquiries({ status: 'completed', order: 'oldest' })) {
    if (Date.parse(entry.createdAt) < cutoff) expired.push(entry.id);
  }
  const deleted: number[] = [];
  for (const id of expired) if (await deleteInquiry(id)) deleted.push(id);
  const staleAuthRecords = (await sweepStaleAttempts()) + (await sweepExpiredChallenges());
  return { days, cutoff: new Date(cutoff).toISOString(), deleted, staleAuthRecords };
}
