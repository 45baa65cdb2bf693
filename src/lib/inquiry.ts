/**
 * The contact inquiry, described once and shared by the contact form (browser) and the
 * Netlify Functions (server). Keep this module free of `astro:*` imports so that it
 * bundles into both.
 *
 * It uses zod's `zod/mini` build: the same validation as full zod, written as functions
 * (`z.optional(s)`, `s.check(z.maxLength(…))`) instead of methods, so that the form's bundle
 * carries only what the schema uses (about 6 KB gzipped instead of 26 KB).
 */
import { z as zod } from 'zod';
import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// zod would probe for `new Function` to compile faster validators; the pages' CSP forbids
// eval, and the blocked probe shows up as a CSP violation. Validation works the same without.
z.config({ jitless: true });

/** Project types a visitor can choose, with the labels people see. */
export const PROJECT_TYPES = [
  { value: 'new-website', label: 'New Website' },
  { value: 'redesign', label: 'Website Redesign' },
  { value: 'ecommerce', label: 'E-commerce Store' },
  { value: 'maintenance', label: 'Website Maintenance' },
  { value: 'other', label: 'Other' },
] as const;

/** Budget ranges, shown as dollar ranges. */
export const BUDGETS = [
  { value: '1000-2000', label: '$1,000 - $2,000' },
  { value: '2000-3000', label: '$2,000 - $3,000' },
  { value: '3000-5000', label: '$3,000 - $5,000' },
  { value: '5000+', label: '$5,000+' },
] as const;

/** Timelines. */
export const TIMELINES = [
  { value: 'asap', label: 'ASAP' },
  { value: '1-2-weeks', label: '1-2 Weeks' },
  { value: '3-4-weeks', label: '3-4 Weeks' },
  { value: '1-2-months', label: '1-2 Months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

/** Lifecycle of an inquiry: it starts pending and the owner marks it completed. */
export const INQUIRY_STATUSES = ['pending', 'completed'] as const;

/** The status every new inquiry gets. */
export const DEFAULT_STATUS = 'pending' satisfies InquiryStatus;

/** Shortest accepted project description. */
export const MESSAGE_MIN_LENGTH = 10;

/**
 * Upper bounds for every text field. Generous for real
 * people, small enough that one inquiry stays a few kilobytes.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  business: 120,
  phone: 40,
  message: 5000,
} as const;

/**
 * Name of the hidden honeypot field. People never see it; a bot that fills
 * it in gets the normal success answer and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as { [K in keyof T]: T[K]['value'] };

type OptionValue<T extends readonly { value: string }[]> = T[number]['value'];
export type ProjectType = OptionValue<typeof PROJECT_TYPES>;
export type Budget = OptionValue<typeof BUDGETS>;
export type Timeline = OptionValue<typeof TIMELINES>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type { Locale as InquiryLanguage } from './locales';

/**
 * The words of every validation message, so that each language's form can show its own
 * (the API answers with the English ones). `{field}`, `{max}`, `{min}` and
 * `{options}` are filled in; plain strings, so a page can pass them to the form island.
 */
export interface InquiryMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  projectTypeRequired: string;
  /** With `{min}`. */
  messageTooShort: string;
  /** With `{field}` and `{max}`. */
  tooLong: string;
  /** With `{field}`: a value that is not a string at all. */
  notText: string;
  /** With `{field}` and `{options}`: a value outside a selection list. */
  notAnOption: string;
  statusInvalid: string;
  languageInvalid: string;
  /** Field names as the messages above say them. */
  fields: Record<'name' | 'email' | 'business' | 'phone' | 'projectType' | 'budget' | 'timeline' | 'message', string>;
}

/** The product's English messages, including those for the length limits. */
export const INQUIRY_MESSAGES: InquiryMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  projectTypeRequired: 'Project type is required',
  messageTooShort: 'Message must be at least {min} characters',
  tooLong: '{field} must be at most {max} characters',
  notText: '{field} must be text',
  notAnOption: '{field} must be one of: {options}',
  statusInvalid: 'Status must be pending or completed',
  languageInvalid: `Language must be one of: ${LOCALES.join(', ')}`,
  fields: {
    name: 'Name',
    email: 'Email',
    business: 'Business name',
    phone: 'Phone',
    projectType: 'Project type',
    budget: 'Budget',
    timeline: 'Timeline',
    message: 'Message',
  },
};

/** Control characters, lone surrogates and bidi marks, overrides and isolates: never stored. */
const UNSAFE = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** The message keeps its line breaks and tabs. */
const UNSAFE_IN_MESSAGE = /[^\P{Cc}\t\n]|[\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** A text of only these (zero-width spaces and joiners, fillers, blanks) looks empty, so it is. */
const INVISIBLE = /^[\s\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]*$/u;

/** `text` without unsafe characters, trimmed; '' when nothing visible is left. */
export function cleanText(text: string, unsafe = UNSAFE): string {
  const cleaned = text.replace(unsafe, '').trim();
  return INVISIBLE.test(cleaned) ? '' : cleaned;
}

/** `template` with each `{key}` replaced by `values[key]`. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/**
 * What a visitor submits, with the validation messages in the visitor's
 * language. Unknown keys are stripped, never stored. Optional fields may be absent or empty
 * strings; they come out as strings either way.
 */
export function createInquiryInputSchema(messages: InquiryMessages = INQUIRY_MESSAGES) {
  const { fields } = messages;
  const tooLong = (field: string, max: number) => z.maxLength(max, fillMessage(messages.tooLong, { field, max }));

  /** A clean text field (cleanText); `required` is the message for a missing or empty value. */
  const text = (field: string, max: number, required?: string) =>
    z.string({ error: required ?? fillMessage(messages.notText, { field }) }).check(
      z.overwrite((value) => cleanText(value)),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      tooLong(field, max)
    );

  /** A selection list; optional lists also accept the empty string (nothing chosen). */
  const choice = <T extends readonly { value: string }[]>(field: string, options: T) => {
    const error = fillMessage(messages.notAnOption, { field, options: values(options).join(', ') });
    return z._default(z.union([z.enum(values(options)), z.literal('')], { error }), '');
  };

  const messageTooShort = fillMessage(messages.messageTooShort, { min: MESSAGE_MIN_LENGTH });

  return z.object({
    /** Visitor's name. */
    name: text(fields.name, FIELD_MAX_LENGTH.name, messages.nameRequired),
    /** Where the studio replies. */
    email: z.pipe(
      text(fields.email, FIELD_MAX_LENGTH.email, messages.emailRequired),
      z.email({ error: messages.emailInvalid })
    ),
    /** Business name, if any. */
    business: z._default(text(fields.business, FIELD_MAX_LENGTH.business), ''),
    /** Phone number, free form. */
    phone: z._default(text(fields.phone, FIELD_MAX_LENGTH.phone), ''),
    /** One of PROJECT_TYPES. */
    projectType: z.pipe(
      z
        .string({ error: messages.projectTypeRequired })
        .check(z.minLength(1, { error: messages.projectTypeRequired, abort: true })),
      z.enum(values(PROJECT_TYPES), {
        error: fillMessage(messages.notAnOption, {
          field: fields.projectType,
          options: values(PROJECT_TYPES).join(', '),
        }),
      })
    ),
    /** One of BUDGETS, or empty. */
    budget: choice(fields.budget, BUDGETS),
    /** One of TIMELINES, or empty. */
    timeline: choice(fields.timeline, TIMELINES),
    /** Project details. */
    message: z.string({ error: messageTooShort }).check(
      z.overwrite((value) => cleanText(value, UNSAFE_IN_MESSAGE)),
      z.minLength(MESSAGE_MIN_LENGTH, messageTooShort),
      tooLong(fields.message, FIELD_MAX_LENGTH.message)
    ),
    /**
     * A client may send a status; the server ignores it and always stores `pending`,
     * so a visitor cannot file an inquiry as already handled.
     */
    status: z.optional(z.enum(INQUIRY_STATUSES, { error: messages.statusInvalid })),
    /**
     * The language of the page the visitor wrote from, so the owner answers in it.
     * English when absent: older clients and records do not send it.
     */
    language: z._default(z.enum(LOCALES, { error: messages.languageInvalid }), DEFAULT_LOCALE),
  });
}

/** The inquiry schema with the API's (English) messages. */
export const InquiryInputSchema = createInquiryInputSchema();

/** What the form holds before validation (all strings). */
export type InquiryFormValues = z.input<typeof InquiryInputSchema>;
/** A validated submission. */
export type InquiryInput = z.output<typeof InquiryInputSchema>;

/**
 * An inquiry as stored and as the admin list returns it. Only the server uses
 * it, and its code extends it with full zod's methods, so it is a full-zod object over the
 * same field schemas; built in a pure function, it stays out of the browser's bundle.
 */
export const InquirySchema = /* @__PURE__ */ (() => {
  const { status: _status, ...fields } = InquiryInputSchema.shape;
  return zod.object({
    ...fields,
    /** Positive integer, increasing with creation, never reused. */
    id: zod.number().int().positive(),
    /** pending until the owner marks it completed. */
    status: zod.enum(INQUIRY_STATUSES).default(DEFAULT_STATUS),
    /** ISO 8601 timestamp of when it was received. */
    createdAt: zod.iso.datetime(),
  });
})();

export type Inquiry = zod.output<typeof InquirySchema>;

/** Per-field messages, the first problem of each field, keyed by field name. */
export type FieldErrors = Partial<Record<keyof InquiryFormValues, string>>;

/** Turns a failed parse into `{ field: message }` with the first message of each field. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors;
}

/** The label people see for a stored option value (falls back to the value itself). */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
