/** The owner's inbox as the admin API and the admin screen both see it: entries, counts, list query, limits. */
import { INQUIRY_STATUSES, SOURCE_MAX_LENGTH, type Inquiry, type InquirySource, type InquiryStatus } from './inquiry';
import { fillMessage } from './message';

/** An inquiry as listed: `notified: false` when the owner could not be told of it, after `notifyAttempts` tries. */
export type InboxEntry = Inquiry & { notified?: false; notifyAttempts?: number };

/** Failed notifications are tried this many times in all (the first, then the daily job's), then left to the owner. */
export const MAX_NOTIFY_ATTEMPTS = 4;

/** The site promises an answer within this time: past it, a waiting inquiry stands out and the digest names it. */
export const RESPONSE_PROMISE_MS = 24 * 60 * 60 * 1000;

export const isNew = (entry: Pick<Inquiry, 'readAt' | 'status'>) =>
  entry.readAt === null && entry.status !== 'completed';

/** On the 24-hour clock: not answered (`answeredAt: null`) nor completed. */
export const isWaiting = (entry: Pick<Inquiry, 'answeredAt' | 'status'>) =>
  entry.answeredAt === null && entry.status !== 'completed';

export const hoursWaiting = (entry: Pick<Inquiry, 'createdAt'>, at: number) =>
  Math.floor(Math.max(0, at - Date.parse(entry.createdAt)) / 3_600_000);

export const isPastPromise = (entry: Pick<Inquiry, 'answeredAt' | 'status' | 'createdAt'>, at: number) =>
  isWaiting(entry) && at - Date.parse(entry.createdAt) > RESPONSE_PROMISE_MS;

/** Where the owner is with an inquiry, as the CSV export writes it. */
export function inboxState(entry: Pick<Inquiry, 'readAt' | 'answeredAt' | 'status'>) {
  if (entry.status === 'completed') return 'completed';
  if (entry.answeredAt) return 'answered';
  return isNew(entry) ? 'new' : 'read';
}

/** The source filter's value for inquiries without a source (direct visits, and any without one). */
export const NO_SOURCE = '(none)';

/** What the list filters by: `utm_source` (lower case), else `google` for a bare `gclid`, else the host. */
export const sourceKey = (source: InquirySource | undefined): string =>
  (source?.utm_source?.toLowerCase() ?? (source?.gclid ? 'google' : source?.referrer?.toLowerCase())) || NO_SOURCE;

/** A source in one line: `google / cpc · spring`, `Google Ads · spring` or `from` (with `{host}`) `· spring`. */
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

/** What the status filter shows: every inquiry, the new ones, or one status. */
export type InboxFilter = 'new' | InquiryStatus;
export const INBOX_FILTERS = ['new', ...INQUIRY_STATUSES] as const satisfies readonly InboxFilter[];

/** The counts, the ids of unreadable records (left out), and each source's inquiries of every status. */
export type InboxCounts = Record<'all' | InboxFilter, number> & {
  unreadable: number[];
  sources: Record<string, number>;
  /** The new inquiries of the whole inbox, whatever the words and source (the page's title says it). */
  inboxNew: number;
};

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 200;

/** A listing's query (without `limit` and `cursor`, the counts' and the CSV's); by default all, newest first. */
export interface ListQuery {
  status?: InboxFilter | undefined;
  /** Words that must all appear in the name, e-mail, business, phone or message. */
  q?: string | undefined;
  /** A `sourceKey`: only the inquiries from that source. */
  source?: string | undefined;
  /** By id, which follows the time of arrival. */
  order?: 'newest' | 'oldest' | undefined;
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
  const cursor = params.has('cursor') ? parseInquiryId(params.get('cursor') ?? '') : undefined;
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
