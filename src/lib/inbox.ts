/** The owner's inbox as the admin API and the admin screen both see it: entries, counts, list query, limits. */
import { INQUIRY_STATUSES, SOURCE_MAX_LENGTH, type Inquiry, type InquirySource, type InquiryStatus } from './inquiry';
import { fillMessage } from './message';

/**
 * An inquiry as the inbox lists it: `notified: false` when the owner could not be told of it,
 * with `notifyAttempts` failed attempts so far (the daily job stops trying at MAX_NOTIFY_ATTEMPTS).
 */
export type InboxEntry = Inquiry & { notified?: false; notifyAttempts?: number };

/** Failed notifications are tried this many times in all (the first, then the daily job's), then left to the owner. */
export const MAX_NOTIFY_ATTEMPTS = 4;

/** The site promises an answer within this time: past it, a waiting inquiry stands out and the digest names it. */
export const RESPONSE_PROMISE_MS = 24 * 60 * 60 * 1000;

/** New: not opened yet (`readAt: null`); completed ones are never new. */
export const isNew = (entry: Pick<Inquiry, 'readAt' | 'status'>) =>
  entry.readAt === null && entry.status !== 'completed';

/** On the 24-hour clock: not answered (`answeredAt: null`) nor completed. */
export const isWaiting = (entry: Pick<Inquiry, 'answeredAt' | 'status'>) =>
  entry.answeredAt === null && entry.status !== 'completed';

/** Whole hours since the inquiry arrived, at time `at`. */
export const hoursWaiting = (entry: Pick<Inquiry, 'createdAt'>, at: number) =>
  Math.floor(Math.max(0, at - Date.parse(entry.createdAt)) / 3_600_000);

/** Waiting past the 24-hour promise at time `at`. */
export const isPastPromise = (entry: Pick<Inquiry, 'answeredAt' | 'status' | 'createdAt'>, at: number) =>
  isWaiting(entry) && at - Date.parse(entry.createdAt) > RESPONSE_PROMISE_MS;

export type InboxState = 'new' | 'read' | 'answered' | 'completed';

/** Where the owner is with an inquiry, as the CSV export writes it. */
export function inboxState(entry: Pick<Inquiry, 'readAt' | 'answeredAt' | 'status'>): InboxState {
  if (entry.status === 'completed') return 'completed';
  if (entry.answeredAt) return 'answered';
  return isNew(entry) ? 'new' : 'read';
}

/** The source filter's value for inquiries without a source (direct visits, and any without one). */
export const NO_SOURCE = '(none)';

/**
 * What the list filters by and counts: `utm_source` (in lower case), else `google` for a Google
 * Ads click without tags (`gclid` alone), else the referring site's host, else NO_SOURCE.
 */
export function sourceKey(source: InquirySource | undefined): string {
  const key = source?.utm_source?.toLowerCase() ?? (source?.gclid ? 'google' : source?.referrer?.toLowerCase());
  return key || NO_SOURCE;
}

/**
 * A source in one line: `google / cpc · spring` (tags), `Google Ads · spring` (a click without
 * tags), `from example.org · spring` (a link elsewhere, with the language's `from` template, which
 * has `{host}`); undefined without a source.
 */
export function sourceSummary(source: InquirySource | undefined, from: string): string | undefined {
  if (!source) return undefined;
  const origin = source.utm_source
    ? [source.utm_source, source.utm_medium].filter(Boolean).join(' / ')
    : source.gclid
      ? 'Google Ads'
      : source.referrer
        ? fillMessage(from, { host: source.referrer })
        : source.utm_medium;
  return [origin, source.utm_campaign].filter(Boolean).join(' · ') || undefined;
}

/** By id, which follows the time of arrival. */
export type InboxOrder = 'newest' | 'oldest';

/** What the status filter shows: every inquiry, the new ones, or one status. */
export type InboxFilter = 'new' | InquiryStatus;
export const INBOX_FILTERS = ['new', ...INQUIRY_STATUSES] as const satisfies readonly InboxFilter[];

export type StatusCounts = Record<'all' | InboxFilter, number>;

/**
 * The counts, the ids of records that could not be read (left out; the CSV export names them),
 * how many inquiries (of every status) each source brought, for the source filter, and the new
 * ones of the whole inbox.
 */
export type InboxCounts = StatusCounts & {
  unreadable: number[];
  sources: Record<string, number>;
  /** The new inquiries of the whole inbox, whatever the words and source (the page's title says it). */
  inboxNew: number;
};

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 200;

/**
 * The query of a listing (and, without `limit` and `cursor`, of the counts and the CSV export);
 * the defaults are every status, no words, newest first, DEFAULT_PAGE_SIZE from the start.
 */
export interface ListQuery {
  status?: InboxFilter | undefined;
  /** Words that must all appear in the name, e-mail, business, phone or message. */
  q?: string | undefined;
  /** A `sourceKey`: only the inquiries from that source. */
  source?: string | undefined;
  order?: InboxOrder | undefined;
  limit?: number | undefined;
  /** The last id of the previous page; the page starts after it in the chosen order. */
  cursor?: number | undefined;
}

/** The URL query string of `query` (with its `?`), leaving out the defaults; '' when all are. */
export function listQueryString({ status, q, source, order, limit, cursor }: ListQuery): string {
  const values = { status, q: q?.trim(), source, order: order === 'newest' ? undefined : order, limit, cursor };
  const set = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  const text = new URLSearchParams(set.map(([key, value]) => [key, String(value)])).toString();
  return text ? `?${text}` : '';
}

/** The highest id a record key holds (10 digits). */
export const MAX_INQUIRY_ID = 9_999_999_999;

/** An id from a URL: digits only, no leading zero, at most 10. Null otherwise. */
export const parseInquiryId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** What a refused list query says, by its parameter; `{max}` is that parameter's limit. */
export type ListQueryMessages = Record<'status' | 'source' | 'order' | 'q' | 'limit' | 'cursor', string>;

/** The list query of a URL's parameters, or the message of `messages` that says what is wrong with it. */
export function parseListQuery(params: URLSearchParams, messages: ListQueryMessages): ListQuery | string {
  const status = params.get('status') ?? '';
  if (status !== '' && status !== 'all' && !INBOX_FILTERS.includes(status as InboxFilter)) return messages.status;
  const source = params.get('source')?.trim() ?? '';
  if (source.length > SOURCE_MAX_LENGTH) return fillMessage(messages.source, { max: SOURCE_MAX_LENGTH });
  const order = params.get('order') ?? 'newest';
  if (order !== 'newest' && order !== 'oldest') return messages.order;
  const q = params.get('q')?.trim() ?? '';
  if (q.length > MAX_QUERY_LENGTH) return fillMessage(messages.q, { max: MAX_QUERY_LENGTH });
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? undefined : Number(rawLimit);
  if (limit !== undefined && !(/^\d{1,3}$/.test(rawLimit ?? '') && limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    return fillMessage(messages.limit, { max: MAX_PAGE_SIZE });
  }
  const rawCursor = params.get('cursor') ?? undefined;
  const cursor = rawCursor === undefined ? undefined : parseInquiryId(rawCursor);
  if (cursor === null) return messages.cursor;
  return {
    status: status === '' || status === 'all' ? undefined : (status as InboxFilter),
    q: q || undefined,
    source: source || undefined,
    order,
    limit,
    cursor,
  };
}
