/**
 * The contact inquiry, shared by the contact form and the Netlify Functions (so no `astro:*`
 * imports). `zod/mini`, as `zm`, keeps the form's bundle to what the schema uses (6 KB gzipped, not 26).
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { fillMessage } from './message';

// zod would probe for `new Function` to compile faster validators; the pages' CSP forbids
// eval, and the blocked probe shows up as a CSP violation. Validation works the same without.
zm.config({ jitless: true });

/** The choices of the form's selection lists, with their English labels. */
export const PROJECT_TYPES = [
  { value: 'new-website', label: 'New Website' },
  { value: 'redesign', label: 'Website Redesign' },
  { value: 'ecommerce', label: 'E-commerce Store' },
  { value: 'maintenance', label: 'Website Maintenance' },
  { value: 'other', label: 'Other' },
] as const;

export const BUDGETS = [
  { value: '1000-2000', label: '$1,000 - $2,000' },
  { value: '2000-3000', label: '$2,000 - $3,000' },
  { value: '3000-5000', label: '$3,000 - $5,000' },
  { value: '5000+', label: '$5,000+' },
] as const;

export const TIMELINES = [
  { value: 'asap', label: 'ASAP' },
  { value: '1-2-weeks', label: '1-2 Weeks' },
  { value: '3-4-weeks', label: '3-4 Weeks' },
  { value: '1-2-months', label: '1-2 Months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

/** An inquiry starts pending and the owner marks it completed. */
export const INQUIRY_STATUSES = ['pending', 'completed'] as const;

export const DEFAULT_STATUS = 'pending' satisfies InquiryStatus;

const MESSAGE_MIN_LENGTH = 10;

/** Generous for real people, small enough that one inquiry stays a few kilobytes. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  business: 120,
  phone: 40,
  message: 5000,
} as const;

/** The hidden honeypot field: a bot that fills it in gets the normal success answer, nothing is stored. */
export const HONEYPOT_FIELD = 'website';

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as { [K in keyof T]: T[K]['value'] };

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * Where a visit came from, as the landing page keeps it for the visit and the form sends it
 * (docs/admin.md): the first page's campaign tags, the referring site's host (never the whole
 * address) and the landing path. Each at most SOURCE_MAX_LENGTH characters.
 */
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

/**
 * The inquiry's English words, which src/i18n/en-form.ts takes from here (src/lib imports no
 * src/i18n): the validation messages, with `{field}`, `{max}`, `{min}` and `{options}` filled in,
 * and the fields' names, which are the form's labels.
 */
export const INQUIRY_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  projectTypeRequired: 'Project type is required',
  messageTooShort: 'Message must be at least {min} characters',
  messageTooLong: 'Message must be at most {max} characters',
  tooLong: '{field} must be at most {max} characters',
  notText: '{field} must be text',
  notAnOption: '{field} must be one of: {options}',
  statusInvalid: 'Status must be pending or completed',
  languageInvalid: `Language must be one of: ${LOCALES.join(', ')}`,
  sourceInvalid: `Source must be an object of short texts (at most ${SOURCE_MAX_LENGTH} characters): a host for referrer, a path for landingPath`,
  fields: {
    name: 'Name',
    email: 'Email',
    business: 'Business Name',
    phone: 'Phone',
    projectType: 'Project Type',
    budget: 'Budget',
    timeline: 'Timeline',
    message: 'Project Details',
  },
};

export type InquiryMessages = typeof INQUIRY_MESSAGES;

/**
 * Control characters, lone surrogates and bidi overrides and isolates: never stored. The
 * right-to-left and left-to-right marks (U+200E, U+200F, U+061C) are part of writing Hebrew or
 * Arabic next to Latin text, so they stay.
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;
/** The message keeps its line breaks and tabs. */
const UNSAFE_IN_MESSAGE = /[^\P{Cc}\t\n]|[\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;
/** A text of only these (zero-width spaces, joiners and marks, fillers, blanks) looks empty, so it is. */
const INVISIBLE = /^[\s\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]*$/u;

/** `text` without unsafe characters, trimmed; '' when nothing visible is left. */
function cleanText(text: string, unsafe = UNSAFE): string {
  const cleaned = text.replace(unsafe, '').trim();
  return INVISIBLE.test(cleaned) ? '' : cleaned;
}

/** Whether `value` is a valid value of source field `field`: text, visible, bounded, of its shape. */
const isSourceValue = (field: SourceField, value: unknown): value is string =>
  typeof value === 'string' &&
  value === cleanText(value) &&
  value !== '' &&
  value.length <= SOURCE_MAX_LENGTH &&
  (SOURCE_PATTERNS[field]?.test(value) ?? true);

/** The valid fields of a source read from anywhere (the visit's storage); undefined when none is. */
export function cleanSource(raw: unknown): InquirySource | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields = SOURCE_FIELDS.flatMap((field) => {
    const value = (raw as Record<string, unknown>)[field];
    return isSourceValue(field, value) ? [[field, value]] : [];
  });
  return fields.length > 0 ? (Object.fromEntries(fields) as InquirySource) : undefined;
}

/** What a visitor submits, with messages in their language; unknown keys are stripped. */
export function createInquiryInputSchema(messages: InquiryMessages = INQUIRY_MESSAGES) {
  const { fields } = messages;
  // A message names a field by its label in lower case after the first letter ("Business name").
  const named = (field: string) => field.charAt(0) + field.slice(1).toLowerCase();
  const tooLong = (field: string, max: number) =>
    zm.maxLength(max, fillMessage(messages.tooLong, { field: named(field), max }));

  /** A clean text field (cleanText); `required` is the message for a missing or empty value. */
  const text = (field: string, max: number, required?: string) =>
    zm.string({ error: required ?? fillMessage(messages.notText, { field: named(field) }) }).check(
      zm.overwrite((value) => cleanText(value)),
      ...(required ? [zm.minLength(1, { error: required, abort: true })] : []),
      tooLong(field, max)
    );

  const notAnOption = (field: string, options: readonly { value: string }[]) =>
    fillMessage(messages.notAnOption, { field: named(field), options: values(options).join(', ') });
  /** An optional selection list: the empty string is nothing chosen. */
  const choice = <T extends readonly { value: string }[]>(field: string, options: T) =>
    zm._default(zm.union([zm.enum(values(options)), zm.literal('')], { error: notAnOption(field, options) }), '');

  const messageTooShort = fillMessage(messages.messageTooShort, { min: MESSAGE_MIN_LENGTH });

  return zm.object({
    name: text(fields.name, FIELD_MAX_LENGTH.name, messages.nameRequired),
    email: zm.pipe(
      text(fields.email, FIELD_MAX_LENGTH.email, messages.emailRequired),
      zm.email({ error: messages.emailInvalid })
    ),
    business: zm._default(text(fields.business, FIELD_MAX_LENGTH.business), ''),
    phone: zm._default(text(fields.phone, FIELD_MAX_LENGTH.phone), ''),
    projectType: zm.pipe(
      zm
        .string({ error: messages.projectTypeRequired })
        .check(zm.minLength(1, { error: messages.projectTypeRequired, abort: true })),
      zm.enum(values(PROJECT_TYPES), { error: notAnOption(fields.projectType, PROJECT_TYPES) })
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
    // The page's language, so the owner answers in it; older records have none.
    language: zm._default(zm.enum(LOCALES, { error: messages.languageInvalid }), DEFAULT_LOCALE),
    // Where the visit came from; older records and visits without one have none. Unknown keys are dropped.
    source: zm.optional(
      zm.pipe(
        zm.custom<InquirySource>(
          (value) =>
            typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            Object.entries(value).every(
              ([field, text]) =>
                !SOURCE_FIELDS.includes(field as SourceField) || isSourceValue(field as SourceField, text)
            ),
          { error: messages.sourceInvalid }
        ),
        zm.transform((value: InquirySource) => cleanSource(value))
      )
    ),
  });
}

export const InquiryInputSchema = createInquiryInputSchema();

export type InquiryInput = zm.output<typeof InquiryInputSchema>;

/** An inquiry as stored: full zod (the server extends it), kept out of the browser's bundle by the pure call. */
export const InquirySchema = /* @__PURE__ */ (() => {
  const { status: _status, ...fields } = InquiryInputSchema.shape;
  return z.object({
    ...fields,
    /** Increasing with creation, never reused. */
    id: z.number().int().positive(),
    status: z.enum(INQUIRY_STATUSES).default(DEFAULT_STATUS),
    createdAt: z.iso.datetime(),
    /**
     * When the owner first opened it, and marked it answered: null until then. Records stored
     * before these existed have neither, and count as read and off the clock (docs/admin.md).
     */
    readAt: z.iso.datetime().nullable().optional(),
    answeredAt: z.iso.datetime().nullable().optional(),
  });
})();

export type Inquiry = z.output<typeof InquirySchema>;

/** The first message of each field. */
export type FieldErrors = Partial<Record<keyof InquiryMessages['fields'], string>>;

/** Turns a failed parse into `{ field: message }` with the first message of each field. */
export function fieldErrors(error: zm.core.$ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors as FieldErrors;
}
