/** Numbers, money and dates as each language writes them (`$1,000` / `1 000 $`). */
import { BUDGETS, fillMessage } from '~/lib/inquiry';
import type { FormStrings } from './en-islands';
import { INTL_LOCALES, type Locale } from '~/lib/locales';

function formatDollars(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A percentage given in percent (98 → `98%` / `98 %`). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100
  );
}

/** A month and year (`January 2024`, `janvier 2024`), read in UTC as YAML dates are. */
export function formatMonth(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date
  );
}

export function budgetOptions(locale: Locale, form: FormStrings) {
  return BUDGETS.map(({ value }) => {
    const [from = 0, to] = value.split(/[-+]/).filter(Boolean).map(Number);
    const label =
      to === undefined
        ? fillMessage(form.budgetFrom, { from: formatDollars(from, locale) })
        : fillMessage(form.budgetRange, { from: formatDollars(from, locale), to: formatDollars(to, locale) });
    return { value, label };
  });
}
