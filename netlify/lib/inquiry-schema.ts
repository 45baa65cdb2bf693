/**
 * The inquiry's schemas as the API checks them, in its words (the contact function checks a
 * visitor's inquiry in the form's language instead): what a visitor sends, the inquiry as stored,
 * and the stored record with its notification state.
 */
import { z } from 'zod';
import { api } from '../../src/i18n/api.ts';
import { createInquiryInputSchema, createInquirySchema } from '../../src/lib/inquiry.ts';

export const InquiryInputSchema = createInquiryInputSchema(api.inquiry);

export const InquirySchema = createInquirySchema(api.inquiry);

/** A record as stored: the inquiry, and its notification record when the owner could not be told of it. */
export const StoredInquiry = InquirySchema.extend({
  notified: z.literal(false).optional(),
  notifyAttempts: z.number().int().positive().optional(),
});
