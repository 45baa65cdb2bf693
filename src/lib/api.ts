/**
 * Typed client for the site's own `/api/*` endpoints, one function per call. Components call
 * these instead of `fetch`. Every request carries the session cookie and is sent once: there
 * is no retry: the person retries, the code never does.
 */
import { listQueryString, type InboxCounts, type InboxEntry, type ListQuery, type StatusCounts } from './inbox';
import type { HONEYPOT_FIELD, Inquiry, InquiryInput } from './inquiry';

/** Shown when the request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * The text of a failed call: the status code, a colon, then the body text, or the status text
 * when the body is empty.
 */
export function formatHttpError(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The parsed JSON of `text`; undefined when it is not JSON (a proxy's HTML error page, say). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The non-empty `message` string of a parsed body, if it has one. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/**
 * How a call failed: `server-error` a non-OK answer in JSON; `invalid-response` an answer
 * that is not JSON; `not-sent` an OK answer to a submission that does not say it succeeded.
 */
export type FailureReason = 'server-error' | 'invalid-response' | 'not-sent';

/**
 * Every failed call. `message` is the status code, a colon, then the body text (or the status
 * text when the body is empty); `serverMessage` is the server's own words, when it answered
 * with a JSON `message`; `reason` says which kind of failure it is, so that each language can
 * word it.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly reason: FailureReason;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string, reason?: FailureReason) {
    super(formatHttpError(status, statusText, bodyText));
    const body = parseJson(bodyText);
    this.name = 'HttpError';
    this.status = status;
    this.reason = reason ?? (body === undefined ? 'invalid-response' : 'server-error');
    this.serverMessage = messageOf(body);
  }
}

/** What to tell a person about a failed call: the server's message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  // fetch rejects with a TypeError when no answer arrived at all.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one way this client calls the server: one request, with the session cookie and a JSON
 * body if given, never retried. Returns an OK response; throws HttpError otherwise.
 */
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

/** One page of the admin list and the address of the next one (null on the last page). */
export interface InquiryPage {
  inquiries: InboxEntry[];
  next: string | null;
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
 * One page of inquiries: the first page of `query`, or the page at `next` (from the previous
 * page, which carries the query on). Throws HttpError (401 when the session is gone).
 */
export async function fetchInquiryPage(query: ListQuery, next?: string | null): Promise<InquiryPage> {
  const response = await request('GET', next ?? `/api/admin/inquiries${listQueryString(query)}`);
  // The server already parses what it stores through InquirySchema; parsing again here
  // would pull zod into the admin bundle for no gain.
  return { inquiries: (await response.json()) as InboxEntry[], next: nextLink(response.headers.get('link')) };
}

/**
 * How many inquiries match the words `q`, per status, and which records could not be read
 * (none when the server does not say). Throws HttpError.
 */
export async function fetchInquiryCounts(q?: string): Promise<InboxCounts> {
  const response = await request('GET', `/api/admin/inquiry-counts${listQueryString({ q })}`);
  const counts = (await response.json()) as StatusCounts & { unreadable?: number[] };
  return { ...counts, unreadable: counts.unreadable ?? [] };
}

/** Where the CSV export of every inquiry matching `query` downloads from. */
export function exportUrl({ status, q, order }: ListQuery): string {
  return `/api/admin/inquiries.csv${listQueryString({ status, q, order })}`;
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

/**
 * What the contact form sends: a validated inquiry, the honeypot field that catches bots and
 * `altcha`, the solved spam-check challenge (docs/spam.md).
 */
export type InquirySubmission = InquiryInput & Partial<Record<typeof HONEYPOT_FIELD, string>> & { altcha?: unknown };

/** The contact form's English texts for each kind of failed submission the server did not word itself. */
export const SUBMIT_FAILURE_MESSAGES: Record<FailureReason, string> = {
  'invalid-response': 'Invalid response from server',
  'server-error': 'Server error: {status}',
  'not-sent': 'Failed to send message',
};

/**
 * Sends a project inquiry (`POST /api/contact`) and returns the server's thank-you message.
 * Throws HttpError: `invalid-response` when the answer is not JSON, `server-error` for a
 * non-OK status, `not-sent` when the answer does not say `success: true`. A network failure
 * rejects with fetch's TypeError (see errorMessage).
 */
export async function submitInquiry(submission: InquirySubmission): Promise<string> {
  const response = await request('POST', '/api/contact', submission);
  const text = await response.text();
  const body = parseJson(text);
  const fail = (reason: FailureReason) => new HttpError(response.status, response.statusText, text, reason);
  if (body === undefined) throw fail('invalid-response');
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) {
    throw fail('not-sent');
  }
  return messageOf(body) ?? '';
}
