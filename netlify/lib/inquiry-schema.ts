/**
 * The inquiry's schemas as the API checks them, in its words (the contact function checks a
 * visitor's inquiry in the form's language instead): what a visitor sends, the inquiry as stored,
 * and the stored record with its notification state.
 */
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
