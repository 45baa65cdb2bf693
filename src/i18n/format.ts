/** Numbers, money and dates as each language writes them (`$1,000` / `1 000 $`). */
import { BUDGETS, fillMessage } from '~/lib/inquiry';
import type { FormStrings } from './en-form';
import { INTL_LOCALES, type Locale } from '~/lib/locales';

/** A percentage given in percent (98 → `98%` / `98 %`). */
export const formatPercent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A month and year (`January 2024`, `janvier 2024`), read in UTC as YAML dates are. */
export const formatMonth = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export function budgetOptions(locale: Locale, form: FormStrings) {
  const dollars = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return BUDGETS.map(({ value }) => {
    const [from = '', to] = (value.match(/\d+/g) ?? []).map((amount) => dollars.format(Number(amount)));
    return { value, label: to ? fillMessage(form.budgetRange, { from, to }) : fillMessage(form.budgetFrom, { from }) };
  });
}
