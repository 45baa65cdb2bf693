/**
 * Daily retention sweep (Quebec's Law 25, DECISIONS D8): deletes completed inquiries older
 * than RETENTION_DAYS (default in src/config/site.ts), stale login-throttle records and expired
 * passkey challenges.
 * A scheduled function: Netlify runs it on its schedule and it has no public URL.
 */
import type { Config } from '@netlify/functions';
import { runRetention } from '../lib/retention.ts';

export default async (): Promise<Response> => {
  const report = await runRetention();
  console.log(
    `[retention] kept ${report.days} days (before ${report.cutoff}): deleted ${report.deleted.length} completed inquiries, ${report.staleAuthRecords} stale sign-in records`
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@daily' };
