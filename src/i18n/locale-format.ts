import { INTL_LOCALES, type Locale } from '~/lib/locales';

/** A percentage given in percent (98 → `98%` / `98 %`). */
export const formatPercent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A month and year (`January 2024`, `janvier 2024`), read in UTC as YAML dates are. */
export const formatMonth = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
