/** Days a completed inquiry is kept (`RETENTION_DAYS`), for the privacy policy at build and the retention function. */
import { site } from './site.ts';

export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['RETENTION_DAYS']?.trim();
  if (!raw) return site.inquiryRetentionDays;
  if (!/^[1-9]\d{0,5}$/.test(raw))
    throw new Error(`RETENTION_DAYS must be a positive whole number of days, not "${raw}"`);
  return Number(raw);
}
