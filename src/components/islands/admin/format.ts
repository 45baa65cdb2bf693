import { HttpError } from '~/lib/api';
import { BUDGETS, optionLabel, TIMELINES, type InquiryLanguage } from '~/lib/inquiry';

/** Shown when a request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** What to tell the owner about a failed call: the server's message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  // fetch rejects with a TypeError when no answer arrived at all.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/** The admin date format: en-CA, short month, year, day, hour, minute (in the reader’s time zone). */
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When an inquiry arrived, as the admin list shows it. */
export function formatCreatedAt(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** A budget with its dollar prefix: the option's label, which carries one already. */
export function formatBudget(value: string): string {
  const label = optionLabel(BUDGETS, value);
  return label.startsWith('$') ? label : `$${label}`;
}

/** A timeline's human label. */
export function formatTimeline(value: string): string {
  return optionLabel(TIMELINES, value);
}

/** The language an inquiry was written from, named in English like the rest of the admin. */
const LANGUAGE_NAMES: Record<InquiryLanguage, string> = { en: 'English', fr: 'French' };

/** The name of an inquiry's language; English for records that predate the field. */
export function formatLanguage(value: InquiryLanguage | undefined): string {
  return LANGUAGE_NAMES[value ?? 'en'];
}

const AGE_UNITS = [
  { ms: 7 * 24 * 3_600_000, short: 'w', long: 'week' },
  { ms: 24 * 3_600_000, short: 'd', long: 'day' },
  { ms: 3_600_000, short: 'h', long: 'hour' },
  { ms: 60_000, short: 'min', long: 'minute' },
] as const;

/** How long ago, short (`3h`) and for screen readers (`3 hours ago`); past eight weeks, the date. */
export function formatAge(iso: string, now = Date.now()): { short: string; long: string } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed >= 8 * AGE_UNITS[0].ms) {
    const date = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' }).format(
      new Date(iso)
    );
    return { short: date, long: `on ${date}` };
  }
  for (const unit of AGE_UNITS) {
    const count = Math.floor(elapsed / unit.ms);
    if (count >= 1)
      return { short: `${count}${unit.short}`, long: `${count} ${unit.long}${count === 1 ? '' : 's'} ago` };
  }
  return { short: 'now', long: 'just now' };
}
