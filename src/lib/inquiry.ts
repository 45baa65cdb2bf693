/** The contact inquiry, shared by the form and the functions (so no `astro:*`); `zod/mini` keeps bundles small. */
import * as zm from 'zod/mini';
import { isObject } from './json';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { fillMessage } from './message';

// zod's probe for `new Function` would show as a CSP violation (no eval on the pages).
zm.config({ jitless: true });

/** The choices of the form's selection lists, in their order; their labels are words (src/i18n/*-form.ts). */
export const PROJECT_TYPES = ['new-website', 'redesign', 'ecommerce', 'maintenance', 'other'] as const;
export const BUDGETS = ['1000-2000', '2000-3000', '3000-5000', '5000+'] as const;
export const TIMELINES = ['asap', '1-2-weeks', '3-4-weeks', '1-2-months', 'flexible'] as const;

export const INQUIRY_STATUSES = ['pending', 'completed'] as const;

export const DEFAULT_STATUS = 'pending' satisfies InquiryStatus;

const MESSAGE_MIN_LENGTH = 10;

/** Generous for real people, small enough that one inquiry stays a few kilobytes. */
export const FIELD_MAX_LENGTH = { name: 100, email: 254, business: 120, phone: 40, message: 5000 } as const;

/** The hidden honeypot field: a bot that fills it in gets the normal success answer, nothing is stored. */
export const HONEYPOT_FIELD = 'website';

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Where a visit came from (docs/admin.md): campaign tags, the referring host (never the address), the landing path. */
export const SOURCE_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'referrer',
  'landingPath',
] as const;
export const SOURCE_MAX_LENGTH = 200;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type InquirySource = Partial<Record<SourceField, string>>;
/** A host name with an optional port (what `new URL(…).host` gives), and a path on this site. */
const SOURCE_PATTERNS: Partial<Record<SourceField, RegExp>> = {
  referrer: /^[\p{L}\p{N}.-]+(:\d{1,5})?$/u,
  landingPath: /^\/\S*$/,
};
export type { Locale as InquiryLanguage } from './locales';

export type InquiryField = 'name' | 'email' | 'business' | 'phone' | 'projectType' | 'budget' | 'timeline' | 'message';

/** The schema's messages in one language (src/i18n/*-form.ts), and the fields' names, which are the form's labels. */
export interface InquiryMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  projectTypeRequired: string;
  messageTooShort: string;
  messageTooLong: string;
  tooLong: string;
  notText: string;
  notAnOption: string;
  statusInvalid: string;
  languageInvalid: string;
  sourceInvalid: string;
  fields: Record<InquiryField, string>;
}

/** Control characters, lone surrogates, bidi overrides and isolates; the RTL/LTR marks stay (Hebrew, Arabic). */
const UNSAFE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;
/** The message keeps its line breaks and tabs. */
const UNSAFE_IN_MESSAGE = /[^\P{Cc}\t\n]|[\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;
/** A text of only these (zero-width spaces, joiners and marks, fillers, blanks) looks empty, so it is. */
const INVISIBLE = /^[\s\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]*$/u;

function cleanText(text: string, unsafe = UNSAFE): string {
  const cleaned = text.replace(unsafe, '').trim();
  return INVISIBLE.test(cleaned) ? '' : cleaned;
}

const isSourceValue = (field: SourceField, value: unknown): value is string =>
  typeof value === 'string' &&
  value === cleanText(value) &&
  value !== '' &&
  value.length <= SOURCE_MAX_LENGTH &&
  (SOURCE_PATTERNS[field]?.test(value) ?? true);

/** The valid fields of a source read from anywhere (the visit's storage); undefined when none is. */
export function cleanSource(raw: unknown): InquirySource | undefined {
  if (!isObject(raw)) return undefined;
  const fields = SOURCE_FIELDS.flatMap((field) => (isSourceValue(field, raw[field]) ? [[field, raw[field]]] : []));
  return fields.length > 0 ? (Object.fromEntries(fields) as InquirySource) : undefined;
}

/** What a visitor submits, with messages in their language; unknown keys are stripped. */
export function createInquiryInputSchema(messages: InquiryMessages) {
  const { fields } = messages;
  // A message names a field by its label in lower case after the first letter ("Business name").
  const named = (field: string) => field.charAt(0) + field.slice(1).toLowerCase();

  /** A clean text field (cleanText) of at most FIELD_MAX_LENGTH; `required` is the message for a missing or empty value. */
  const text = (key: 'name' | 'email' | 'business' | 'phone', required?: string) => {
    const [field, max] = [named(fields[key]), FIELD_MAX_LENGTH[key]];
    return zm.string({ error: required ?? fillMessage(messages.notText, { field }) }).check(
      zm.overwrite((value) => cleanText(value)),
      ...(required ? [zm.minLength(1, { error: required, abort: true })] : []),
      zm.maxLength(max, fillMessage(messages.tooLong, { field, max }))
    );
  };

  const notAnOption = (field: string, options: readonly string[]) =>
    fillMessage(messages.notAnOption, { field: named(field), options: options.join(', ') });
  /** An optional selection list: the empty string is nothing chosen. */
  const choice = <T extends readonly [string, ...string[]]>(field: string, options: T) =>
    zm._default(zm.union([zm.enum(options), zm.literal('')], { error: notAnOption(field, options) }), '');

  const messageTooShort = fillMessage(messages.messageTooShort, { min: MESSAGE_MIN_LENGTH });

  return zm.object({
    name: text('name', messages.nameRequired),
    email: zm.pipe(text('email', messages.emailRequired), zm.email({ error: messages.emailInvalid })),
    business: zm._default(text('business'), ''),
    phone: zm._default(text('phone'), ''),
    projectType: zm.pipe(
      zm
        .string({ error: messages.projectTypeRequired })
        .check(zm.minLength(1, { error: messages.projectTypeRequired, abort: true })),
      zm.enum(PROJECT_TYPES, { error: notAnOption(fields.projectType, PROJECT_TYPES) })
    ),
    budget: choice(fields.budget, BUDGETS),
    timeline: choice(fields.timeline, TIMELINES),
    message: zm.string({ error: messageTooShort }).check(
      zm.overwrite((value) => cleanText(value, UNSAFE_IN_MESSAGE)),
      zm.minLength(MESSAGE_MIN_LENGTH, messageTooShort),
      zm.maxLength(FIELD_MAX_LENGTH.message, fillMessage(messages.messageTooLong, { max: FIELD_MAX_LENGTH.message }))
    ),
    // Accepted but ignored: the server always stores `pending`.
    status: zm.optional(zm.enum(INQUIRY_STATUSES, { error: messages.statusInvalid })),
    // The page's language, so the owner answers in it; English when absent.
    language: zm._default(zm.enum(LOCALES, { error: messages.languageInvalid }), DEFAULT_LOCALE),
    // Where the visit came from, when known. Unknown keys are dropped.
    source: zm.optional(
      zm.pipe(
        zm.custom<InquirySource>(
          (value) =>
            isObject(value) && SOURCE_FIELDS.every((field) => !(field in value) || isSourceValue(field, value[field])),
          { error: messages.sourceInvalid }
        ),
        zm.transform((value: InquirySource) => cleanSource(value))
      )
    ),
  });
}

export type InquiryInput = zm.output<ReturnType<typeof createInquiryInputSchema>>;

/** An inquiry as stored, with messages in `messages`, which the server extends; the browser never builds it. */
export function createInquirySchema(messages: InquiryMessages) {
  const { status: _status, ...fields } = createInquiryInputSchema(messages).shape;
  return zm.object({
    ...fields,
    /** Increasing with creation, never reused. */
    id: zm.int().check(zm.positive()),
    status: zm._default(zm.enum(INQUIRY_STATUSES), DEFAULT_STATUS),
    createdAt: zm.iso.datetime(),
    /** When the owner first opened it, and marked it answered: null until then. */
    readAt: zm.nullable(zm.iso.datetime()),
    answeredAt: zm.nullable(zm.iso.datetime()),
  });
}

export type Inquiry = zm.output<ReturnType<typeof createInquirySchema>>;

/** Turns a failed parse into `{ field: message }` with the first message of each field. */
export function fieldErrors(error: zm.core.$ZodError): Partial<Record<InquiryField, string>> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
