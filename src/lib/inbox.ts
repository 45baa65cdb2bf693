/** The owner's inbox as the admin API and the admin screen both see it: entries, counts, list query, limits. */
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from './inquiry';

/**
 * An inquiry as the inbox lists it: `notified: false` when the owner could not be told of it,
 * with `notifyAttempts` failed attempts so far (the daily job stops trying at MAX_NOTIFY_ATTEMPTS).
 */
export type InboxEntry = Inquiry & { notified?: false; notifyAttempts?: number };

/** Failed notifications are tried this many times in all (the first, then the daily job's), then left to the owner. */
export const MAX_NOTIFY_ATTEMPTS = 4;

/** By id, which follows the time of arrival. */
export type InboxOrder = 'newest' | 'oldest';

export type StatusCounts = Record<'all' | InquiryStatus, number>;

/** The counts, and the ids of records that could not be read (left out; the CSV export names them). */
export type InboxCounts = StatusCounts & { unreadable: number[] };

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 200;

/**
 * The query of a listing (and, without `limit` and `cursor`, of the counts and the CSV export);
 * the defaults are every status, no words, newest first, DEFAULT_PAGE_SIZE from the start.
 */
export interface ListQuery {
  status?: InquiryStatus | undefined;
  /** Words that must all appear in the name, e-mail, business, phone or message. */
  q?: string | undefined;
  order?: InboxOrder | undefined;
  limit?: number | undefined;
  /** The last id of the previous page; the page starts after it in the chosen order. */
  cursor?: number | undefined;
}

/** The URL query string of `query` (with its `?`), leaving out the defaults; '' when all are. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.order && query.order !== 'newest') params.set('order', query.order);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor !== undefined) params.set('cursor', String(query.cursor));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An id from a URL: digits only, no leading zero, at most 10. Null otherwise. */
export const parseInquiryId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The list query of a URL's parameters, or the message that says what is wrong with it. */
export function parseListQuery(params: URLSearchParams): ListQuery | string {
  const status = params.get('status') ?? '';
  if (status !== '' && status !== 'all' && !INQUIRY_STATUSES.includes(status as InquiryStatus)) {
    return `status must be all, ${INQUIRY_STATUSES.join(' or ')}.`;
  }
  const order = params.get('order') ?? 'newest';
  if (order !== 'newest' && order !== 'oldest') return 'order must be newest or oldest.';
  const q = params.get('q')?.trim() ?? '';
  if (q.length > MAX_QUERY_LENGTH) return `q must be at most ${MAX_QUERY_LENGTH} characters.`;
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? undefined : Number(rawLimit);
  if (limit !== undefined && !(/^\d{1,3}$/.test(rawLimit ?? '') && limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    return `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
  }
  const rawCursor = params.get('cursor') ?? undefined;
  const cursor = rawCursor === undefined ? undefined : parseInquiryId(rawCursor);
  if (cursor === null) return 'cursor must be an inquiry id.';
  return {
    status: status === '' || status === 'all' ? undefined : (status as InquiryStatus),
    q: q || undefined,
    order,
    limit,
    cursor,
  };
}
