/**
 * The retention sweep (Quebec's Law 25): deletes completed inquiries past the retention period
 * (never pending ones), stale login-throttle records, expired passkey challenges and the
 * markers of spent spam-check proofs.
 */
import { retentionDays } from '../../src/config/retention.ts';
import { now } from './clock.ts';
import { deleteInquiry, scan } from './inquiry-store.ts';
import { sweepExpiredChallenges } from './admin-passkeys.ts';
import { sweepStaleAttempts } from './login-throttle.ts';
import { sweepSpentProofs } from './spam.ts';

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
  const spentProofs = await sweepSpentProofs();
  return { days, cutoff: new Date(cutoff).toISOString(), deleted, staleAuthRecords, spentProofs };
}
