/** The browser's client for `/api/*`, never retrying; the admin's calls are in `admin/admin-api.ts`. */
import type { SpamProof } from '~/lib/api-types';
import type { HONEYPOT_FIELD, InquiryInput } from '~/lib/inquiry';
import { parseJson } from '~/lib/json';

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
    super(`${status}: ${bodyText || statusText}`);
    const body = parseJson(bodyText);
    const message = (body as { message?: unknown } | null)?.message;
    this.name = 'HttpError';
    this.status = status;
    this.reason = reason ?? (body === undefined ? 'invalid-response' : 'server-error');
    this.serverMessage = typeof message === 'string' && message !== '' ? message : undefined;
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

/** Sends an inquiry, resolving once the server says `success: true`; no answer rejects with fetch's TypeError. */
export async function submitInquiry(
  submission: InquiryInput & Partial<Record<typeof HONEYPOT_FIELD, string>> & { altcha?: SpamProof }
): Promise<void> {
  const response = await request('POST', '/api/contact', submission);
  const text = await response.text();
  const body = parseJson(text) as { success?: unknown } | null | undefined;
  if (body?.success === true) return;
  throw new HttpError(response.status, response.statusText, text, body === undefined ? 'invalid-response' : 'not-sent');
}
