/** The daily retention sweep (netlify/lib/retention.ts); scheduled, so it has no public URL on Netlify. */
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
