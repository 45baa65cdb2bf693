import { BUDGETS, optionLabel, TIMELINES, type InquiryLanguage } from '~/lib/inquiry';

/** SPEC §9: en-CA, short month, year, day, hour, minute (in the reader's time zone). */
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

/** A budget with its dollar prefix (SPEC §2): the option's label, which carries one already. */
export function formatBudget(value: string): string {
  const label = optionLabel(BUDGETS, value);
  return label.startsWith('$') ? label : `$${label}`;
}

/** A timeline's human label. */
export function formatTimeline(value: string): string {
  return optionLabel(TIMELINES, value);
}

/** The language an inquiry was written from, named in English like the rest of the admin (DECISIONS D7). */
const LANGUAGE_NAMES: Record<InquiryLanguage, string> = { en: 'English', fr: 'French' };

/** The name of an inquiry's language; English for records that predate the field. */
export function formatLanguage(value: InquiryLanguage | undefined): string {
  return LANGUAGE_NAMES[value ?? 'en'];
}
