/** The inquiry's schemas in the API's words (the contact function uses the form's): as sent, as stored, as recorded. */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { api } from '../../src/i18n/api.ts';
import { createInquiryInputSchema, createInquirySchema } from '../../src/lib/inquiry.ts';

// zod/mini brings no words of its own: a detail the API gives (a restore's refused field) reads in English.
z.config(en());

export const InquiryInputSchema = createInquiryInputSchema(api.inquiry);

export const InquirySchema = createInquirySchema(api.inquiry);

/** A record as stored: the inquiry, and its notification record when the owner could not be told of it. */
export const StoredInquiry = z.extend(InquirySchema, {
  notified: z.optional(z.literal(false)),
  notifyAttempts: z.optional(z.int().check(z.positive())),
});
