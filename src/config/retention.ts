/**
 * How long completed inquiries are kept (Quebec's Law 25, DECISIONS D8): one setting for
 * the privacy policy (read when the site is built) and the retention function (read when it
 * runs). `RETENTION_DAYS` in the environment overrides the site configuration's default.
 * On Netlify, build and functions see the same site environment variables, and a change
 * applies to both only with the next deploy, so the published policy and the deletions
 * change together. Server and build code only: it reads `process.env`.
 */
import { site } from './site.ts';

/** The retention period in days; throws on a value that is not a positive whole number. */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['RETENTION_DAYS']?.trim();
  if (!raw) return site.inquiryRetentionDays;
  if (!/^[1-9]\d{0,5}$/.test(raw))
    throw new Error(`RETENTION_DAYS must be a positive whole number of days, not "${raw}"`);
  return Number(raw);
}
