import { NETWORK_ERROR_MESSAGE } from '~/i18n/en-network';
import { HttpError } from '../api-client';
import { BUDGETS, optionLabel, TIMELINES, type InquiryLanguage } from '~/lib/inquiry';

/** What to tell the owner about a failed call: the server's message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  // fetch rejects with a TypeError when no answer arrived at all.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/** When an inquiry arrived, as the admin list shows it (in the reader’s time zone). */
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatCreatedAt = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** A budget with its dollar prefix: the option's label, which carries one already. */
export function formatBudget(value: string): string {
  const label = optionLabel(BUDGETS, value);
  return label.startsWith('$') ? label : `$${label}`;
}

export const formatTimeline = (value: string) => optionLabel(TIMELINES, value);

const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language' });

/** The language an inquiry was written from, named in English like the rest of the admin (English when unset). */
export function formatLanguage(value: InquiryLanguage | undefined): string {
  return LANGUAGE_NAMES.of(value ?? 'en') ?? '';
}

const AGE_UNITS = [
  { unit: 'week', short: 'w', ms: 7 * 24 * 3_600_000 },
  { unit: 'day', short: 'd', ms: 24 * 3_600_000 },
  { unit: 'hour', short: 'h', ms: 3_600_000 },
  { unit: 'minute', short: 'min', ms: 60_000 },
] as const;

const AGO = new Intl.RelativeTimeFormat('en');

/** How long ago, short (`3h`) and for screen readers (`3 hours ago`); past eight weeks, the date. */
export function formatAge(iso: string, now = Date.now()): { short: string; long: string } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed >= 8 * AGE_UNITS[0].ms) {
    const date = new Date(iso).toLocaleDateString('en-CA', { dateStyle: 'medium' });
    return { short: date, long: `on ${date}` };
  }
  for (const { unit, short, ms } of AGE_UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return { short: `${count}${short}`, long: AGO.format(-count, unit) };
  }
  return { short: 'now', long: 'just now' };
}
