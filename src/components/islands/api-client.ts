/** The browser's typed client for the site's `/api/*`: one request per call, never retried (the person retries). */
import type { SiteSettings, SpamProof } from '~/lib/api-types';
import { listQueryString, type InboxCounts, type InboxEntry, type ListQuery } from '~/lib/inbox';
import type { HONEYPOT_FIELD, InquiryInput } from '~/lib/inquiry';
import { parseJson } from '~/lib/json';

export const formatHttpError = (status: number, statusText: string, bodyText: string) =>
  `${status}: ${bodyText || statusText}`;

/** The JSON body's `message`, unless missing or empty. */
function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** `server-error`: non-OK JSON; `invalid-response`: not JSON; `not-sent`: OK without `success: true`. */
type FailureReason = 'server-error' | 'invalid-response' | 'not-sent';

/** Every failed call: `message` is `status: body` and `serverMessage` the server's JSON `message`. */
export class HttpError extends Error {
  readonly status: number;
  readonly reason: FailureReason;
  readonly serverMessage: string | undefined;
  /** The JSON body, for the details an answer carries besides its message (undefined when not JSON). */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string, reason?: FailureReason) {
    super(formatHttpError(status, statusText, bodyText));
    const body = parseJson(bodyText);
    this.name = 'HttpError';
    this.status = status;
    this.reason = reason ?? (body === undefined ? 'invalid-response' : 'server-error');
    this.serverMessage = messageOf(body);
    this.body = body;
  }
}

/** The one fetch path: session cookie, JSON body if given; throws HttpError unless OK. */
export async function request(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  return response;
}

/** Opens an admin session (HttpOnly cookie); 401 wrong password, 429 throttled, 503 locked. */
export async function login(password: string): Promise<void> {
  await request('POST', '/api/admin/session', { password });
}

export async function logout(): Promise<void> {
  await request('DELETE', '/api/admin/session');
}

/** Whether the browser holds a live admin session: false on 401, throws HttpError on other failures. */
export async function checkSession(): Promise<boolean> {
  try {
    await request('GET', '/api/admin/session');
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return false;
    throw error;
  }
}

/** The `rel="next"` target of a Link header (RFC 8288), if any. */
export function nextLink(header: string | null): string | null {
  for (const part of header?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

/** One page of the inbox, and where the next one is. */
export interface InquiryPage {
  inquiries: InboxEntry[];
  next: string | null;
}

/** The first page of `query`, or the page at `next` (which carries the query on). */
export async function fetchInquiryPage(query: ListQuery, next?: string | null): Promise<InquiryPage> {
  const response = await request('GET', next ?? `/api/admin/inquiries${listQueryString(query)}`);
  // The server already parses what it stores through InquirySchema; parsing again here
  // would pull zod into the admin bundle for no gain.
  return { inquiries: (await response.json()) as InboxEntry[], next: nextLink(response.headers.get('link')) };
}

/** Counts per status for the words `q` and the source, per source, and the ids of records the server could not read. */
export async function fetchInquiryCounts({ q, source }: Pick<ListQuery, 'q' | 'source'>): Promise<InboxCounts> {
  const response = await request('GET', `/api/admin/inquiry-counts${listQueryString({ q, source })}`);
  return (await response.json()) as InboxCounts;
}

export function exportUrl({ status, q, source, order }: ListQuery): string {
  return `/api/admin/inquiries.csv${listQueryString({ status, q, source, order })}`;
}

/** Mark Complete, the inquiry opened (read), or answered: the inquiry as now stored. */
export async function changeInquiry(id: number, change: 'complete' | 'read' | 'answered'): Promise<InboxEntry> {
  const response = await request('PATCH', `/api/admin/inquiries/${id}/${change}`);
  return (await response.json()) as InboxEntry;
}

/** Every inquiry sent from `email`, as the server keeps them: one person's data. */
export interface PersonData {
  email: string;
  exportedAt: string;
  inquiries: InboxEntry[];
}

export async function fetchPersonData(email: string): Promise<PersonData> {
  const { inquiries, exportedAt } = (await (
    await request('POST', '/api/admin/person', { email })
  ).json()) as PersonData;
  return { email, exportedAt, inquiries };
}

/** Erases the inquiries `ids` from `email` (409 when they are no longer exactly those); the ids erased. */
export async function erasePersonData(email: string, ids: number[]): Promise<number[]> {
  const response = await request('DELETE', '/api/admin/person', { email, ids });
  return ((await response.json()) as { deleted: number[] }).deleted;
}

export async function deleteInquiry(id: number): Promise<void> {
  await request('DELETE', `/api/admin/inquiries/${id}`);
}

/** "Notify again": the inquiry as stored once its notification went (no longer Not notified). */
export async function notifyInquiryAgain(id: number): Promise<InboxEntry> {
  const response = await request('POST', `/api/admin/inquiries/${id}/notify`);
  return (await response.json()) as InboxEntry;
}

export async function fetchSettings(): Promise<SiteSettings> {
  return ((await (await request('GET', '/api/admin/settings')).json()) as { settings: SiteSettings }).settings;
}

/** Sends a test notification to every channel; resolves the channels it went to. */
export async function sendTestNotification(): Promise<string[]> {
  const response = await request('POST', '/api/admin/settings/test-notification');
  return ((await response.json()) as { channels: string[] }).channels;
}

/** Sends an inquiry; resolves the server's thank-you. A network failure rejects with fetch's TypeError. */
export async function submitInquiry(
  submission: InquiryInput & Partial<Record<typeof HONEYPOT_FIELD, string>> & { altcha?: SpamProof }
): Promise<string> {
  const response = await request('POST', '/api/contact', submission);
  const text = await response.text();
  const body = parseJson(text);
  const fail = (reason: FailureReason) => new HttpError(response.status, response.statusText, text, reason);
  if (body === undefined) throw fail('invalid-response');
  if ((body as { success?: unknown } | null)?.success !== true) throw fail('not-sent');
  return messageOf(body) ?? '';
}
