/** The admin's calls to `/api/admin/*`, through the one fetch path of `../api-client.ts`. */
import type { SiteSettings } from '~/lib/api-types';
import { listQueryString, type InboxCounts, type InboxEntry, type ListQuery } from '~/lib/inbox';
import { HttpError, request } from '../api-client';

/** Opens an admin session (HttpOnly cookie); 401 wrong password, 429 throttled, 503 locked. */
export async function login(password: string): Promise<void> {
  await request('POST', '/api/admin/session', { password });
}

export async function logout(): Promise<void> {
  await request('DELETE', '/api/admin/session');
}

/** Whether the browser holds a live admin session; any failure (401, no answer) says no. */
export const checkSession = () =>
  request('GET', '/api/admin/session').then(
    () => true,
    () => false
  );

/** Whether `cause` is a lost session (401), which `onUnauthorized` is then told of (it locks the admin). */
export function endsSession(cause: unknown, onUnauthorized: () => void): boolean {
  const isLost = cause instanceof HttpError && cause.status === 401;
  if (isLost) onUnauthorized();
  return isLost;
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
