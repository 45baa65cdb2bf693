/**
 * Typed client for the site's own `/api/*` endpoints, one function per call. Components call
 * these instead of `fetch`. Every request carries the session cookie and is sent once: there
 * is no retry (SPEC §9).
 */
import type { InboxEntry, InboxOrder, StatusCounts } from './inbox';
import type { HONEYPOT_FIELD, Inquiry, InquiryInput, InquiryStatus } from './inquiry';

/** Shown when the request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * The text of a failed call (SPEC §7): the status code, a colon, then the body text, or the
 * status text when the body is empty.
 */
export function formatHttpError(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The `message` of a JSON error body, if the body is one. */
function parseServerMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): only the formatted text is available.
  }
  return undefined;
}

/**
 * A non-OK answer. `message` follows SPEC §7; `serverMessage` is the server's own words, when
 * it answered with JSON.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(formatHttpError(status, statusText, bodyText));
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = parseServerMessage(bodyText);
  }
}

/** What to tell a person about a failed call: the server's message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  // fetch rejects with a TypeError when no answer arrived at all.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/** Sends one request and returns the response if it is OK; throws HttpError otherwise. */
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

/**
 * Opens an admin session; the server sets an HttpOnly cookie. Throws HttpError: 401 wrong
 * password, 429 too many failed attempts, 503 admin locked on the server.
 */
export async function login(password: string): Promise<void> {
  await request('POST', '/api/admin/session', { password });
}

/** Ends the admin session on the server and clears its cookie. */
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

/** Which inquiries the admin list shows, and in which order. */
export interface InquiryFilter {
  status: 'all' | InquiryStatus;
  /** Words to find in the name, e-mail, business, phone or message; empty for none. */
  q: string;
  order: InboxOrder;
}

/** One page of the admin list and the address of the next one (null on the last page). */
export interface InquiryPage {
  inquiries: InboxEntry[];
  next: string | null;
}

/** The query string of `filter`, leaving out the defaults. */
function filterQuery(filter: InquiryFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.order !== 'newest') params.set('order', filter.order);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The `rel="next"` target of a Link header (RFC 8288), if any. */
export function nextLink(header: string | null): string | null {
  for (const part of header?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

/**
 * One page of inquiries matching `filter`: the first page, or the page at `next` (from the
 * previous page). Throws HttpError (401 when the session is gone).
 */
export async function fetchInquiryPage(filter: InquiryFilter, limit: number, next?: string): Promise<InquiryPage> {
  const response = await request('GET', next ?? `/api/admin/inquiries${filterQuery(filter, { limit: String(limit) })}`);
  // The server already parses what it stores through InquirySchema; parsing again here
  // would pull zod into the admin bundle for no gain.
  return { inquiries: (await response.json()) as InboxEntry[], next: nextLink(response.headers.get('link')) };
}

/** How many inquiries match the filter's words, per status. Throws HttpError. */
export async function fetchInquiryCounts(filter: InquiryFilter): Promise<StatusCounts> {
  const response = await request(
    'GET',
    `/api/admin/inquiry-counts${filterQuery({ ...filter, status: 'all', order: 'newest' })}`
  );
  return (await response.json()) as StatusCounts;
}

/** Where the CSV export of the inquiries matching `filter` downloads from. */
export function exportUrl(filter: InquiryFilter): string {
  return `/api/admin/inquiries.csv${filterQuery(filter)}`;
}

/** Marks an inquiry completed; returns it as stored. Throws HttpError (401, 404, ...). */
export async function completeInquiry(id: number): Promise<Inquiry> {
  const response = await request('PATCH', `/api/admin/inquiries/${id}/complete`);
  return (await response.json()) as Inquiry;
}

/** Deletes an inquiry for good. Throws HttpError (401, 404, ...). */
export async function deleteInquiry(id: number): Promise<void> {
  await request('DELETE', `/api/admin/inquiries/${id}`);
}

/** What the contact form sends: a validated inquiry plus the honeypot (DECISIONS D3). */
export type InquirySubmission = InquiryInput & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Which of SPEC §8's cases a failed submission is, so that each language can word it. */
export type SubmitFailure = 'invalid-response' | 'server-error' | 'not-sent';

/** Why a submission failed, in the words SPEC §8 gives for each case. */
export class SubmitError extends Error {
  readonly reason: SubmitFailure;
  /** HTTP status of the answer. */
  readonly status: number;
  /** The server's own (English) message, when it gave one. */
  readonly serverMessage: string | undefined;

  constructor(reason: SubmitFailure, status: number, serverMessage?: string) {
    super(serverMessage ?? SUBMIT_FAILURE_MESSAGES[reason].replace('{status}', String(status)));
    this.name = 'SubmitError';
    this.reason = reason;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** SPEC §8's English texts for a failure the server did not word itself. */
export const SUBMIT_FAILURE_MESSAGES: Record<SubmitFailure, string> = {
  'invalid-response': 'Invalid response from server',
  'server-error': 'Server error: {status}',
  'not-sent': 'Failed to send message',
};

/** The `message` string of a parsed body, if it has a non-empty one. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/**
 * Sends a project inquiry (`POST /api/contact`) and returns the server's thank-you message.
 * Throws SubmitError with SPEC §8's text: Invalid response from server; the server's message
 * or Server error: {status}; the server's message or Failed to send message. A network
 * failure rejects with fetch's TypeError (see errorMessage).
 */
export async function submitInquiry(submission: InquirySubmission): Promise<string> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(submission),
  });
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new SubmitError('invalid-response', response.status);
  }
  if (!response.ok) throw new SubmitError('server-error', response.status, messageOf(body));
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) {
    throw new SubmitError('not-sent', response.status, messageOf(body));
  }
  return messageOf(body) ?? '';
}
