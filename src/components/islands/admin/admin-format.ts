import { HttpError } from '~/components/api/api-client';
import { INTL_LOCALES } from '~/lib/locales';
import { hoursWaiting } from '~/lib/inbox';
import type { InquiryLanguage } from '~/lib/inquiry';
import type { Speech } from './words';

/** A failed call for the owner: the server's message when it speaks the admin's language (English), else ours. */
export function errorMessage(error: unknown, { locale, words, t }: Speech): string {
  if (error instanceof HttpError) {
    if (error.serverMessage && locale === 'en') return error.serverMessage;
    const byStatus = words.errors.status as Record<number, string>;
    return byStatus[error.status] ?? (error.status >= 500 ? byStatus[500] : undefined) ?? error.message;
  }
  // fetch rejects with a TypeError when no answer arrived at all.
  if (error instanceof TypeError) return words.errors.network;
  return t(words.errors.unexpected, { reason: error instanceof Error ? error.message : String(error) });
}

/** A failed notification: `template` with each channel's reason when the server gave them, else the error's. */
export function notifyFailureText(error: unknown, template: string, speech: Speech): string {
  const failures = error instanceof HttpError && (error.body as { failures?: string[] } | undefined)?.failures;
  return failures ? speech.t(template, { failures: failures.join('; ') }) : errorMessage(error, speech);
}

/** An option as the form's list shows it in this language (`$1,000 - $2,000`, `1 000 $ à 2 000 $`), else itself. */
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;
export const formatBudget = (value: string, { words }: Speech) => label(words.inquiry.budgets, value);
export const formatTimeline = (value: string, { words }: Speech) => label(words.inquiry.timelines, value);
export const formatProjectType = (value: string, { words }: Speech) => label(words.inquiry.projectTypes, value);

/** A language (an inquiry's, the notifications'), named in the admin's language. */
export const formatLanguage = (value: InquiryLanguage, { locale }: Speech) =>
  new Intl.DisplayNames(INTL_LOCALES[locale], { type: 'language' }).of(value) ?? '';

const AGE_UNITS = [
  { unit: 'week', ms: 7 * 24 * 3_600_000 },
  { unit: 'day', ms: 24 * 3_600_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/** How long ago, short (`3h`, `3 h` in French) and for screen readers (`3 hours ago`); past eight weeks, the date. */
export function formatAge(iso: string, speech: Speech, now: number): { short: string; long: string } {
  const { locale, words, t } = speech;
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed >= 8 * AGE_UNITS[0].ms) {
    const date = speech.date(iso);
    return { short: date, long: t(words.card.ageOn, { date }) };
  }
  const tag = INTL_LOCALES[locale];
  for (const { unit, ms } of AGE_UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count < 1) continue;
    const short = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'narrow' }).format(count);
    return { short, long: new Intl.RelativeTimeFormat(tag).format(-count, unit) };
  }
  return { short: words.card.ageNow, long: words.card.ageNowLong };
}

/** How long a waiting inquiry has waited: hours up to two days (`waiting 26 h`), then days. */
export function formatWaiting(iso: string, { words, t }: Speech, now: number): string {
  const hours = hoursWaiting({ createdAt: iso }, now);
  return hours < 48
    ? t(words.card.waitingHours, { n: hours })
    : t(words.card.waitingDays, { n: Math.floor(hours / 24) });
}

/** A share of a whole (`83%`, `83 %`). */
export const formatShare = (part: number, whole: number, { locale }: Speech) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent' }).format(part / whole);

/** A time span: minutes under an hour, hours up to two days, then days (`45 min`, `7.5 hrs`, `7,5 h`, `3 days`). */
export function formatDuration(ms: number, { locale }: Speech): string {
  const [unit, size] =
    ms < 3_600_000 ? ['minute', 60_000] : ms < 48 * 3_600_000 ? ['hour', 3_600_000] : ['day', 86_400_000];
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'minute' ? 0 : 1,
  }).format(ms / (size as number));
}
