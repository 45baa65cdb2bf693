/**
 * The owner's inbox as the admin API (netlify/functions/admin-inquiries.mts, over
 * netlify/lib/inquiry-store.ts) and the admin screen (src/lib/api.ts, islands/admin) both see
 * it: one definition of its entries, counts, order and limits. Types and numbers only, so the
 * admin bundle takes nothing else from here.
 */
import type { Inquiry, InquiryStatus } from './inquiry';

/** An inquiry as the inbox lists it: `notified: false` when the owner could not be told of it. */
export type InboxEntry = Inquiry & { notified?: false };

/** Order of a listing: by id, which follows the time of arrival. */
export type InboxOrder = 'newest' | 'oldest';

/** Inquiries per status, and in all. */
export type StatusCounts = Record<'all' | InquiryStatus, number>;

/** The counts, and the ids of stored records that could not be read (none, normally). */
export type InboxCounts = StatusCounts & { unreadable: number[] };

/** Page size when the caller names none, and the largest one allowed. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Longest search text accepted. */
export const MAX_QUERY_LENGTH = 200;
