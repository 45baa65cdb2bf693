/** Filling in a message's `{name}`s and choosing its plural form (Intl.PluralRules); the words live in src/i18n. */
import { INTL_LOCALES, type Locale } from './locales';

export type MessageValues = Readonly<Record<string, string | number>>;

/** A message by plural form: `one` where the language reads `n` as one (French: 0 and 1), else `other`. */
export type PluralForms = { one: string; other: string };

/** `template` with each `{key}` replaced by `values[key]`; an unknown key stays as written. */
export const fillMessage = (template: string, values: MessageValues): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

const RULES = new Map<Locale, Intl.PluralRules>();

export function pluralForm(forms: PluralForms, n: number, locale: Locale): string {
  let rules = RULES.get(locale);
  if (!rules) RULES.set(locale, (rules = new Intl.PluralRules(INTL_LOCALES[locale])));
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/** The form of `forms` that `n` takes in `locale`, filled with `n` and `values`. */
export const fillPlural = (forms: PluralForms, n: number, locale: Locale, values: MessageValues = {}): string =>
  fillMessage(pluralForm(forms, n, locale), { ...values, n });
