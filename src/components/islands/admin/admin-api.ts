/** The admin's calls to `/api/admin/*`, through the one fetch path of `~/components/api/api-client.ts`. */
import type { SiteSettings } from '~/lib/api-types';
import type { BackupPart, RestoreBatch, RestoreCount } from '~/lib/backup';
import { listQueryString, type InboxCounts, type InboxEntry, type ListQuery } from '~/lib/inbox';
import type { LeadStats } from '~/lib/leads';
import { HttpError, request } from '~/components/api/api-client';

export const answer = async <T>(method: string, path: string, body?: unknown) =>
  (await (await request(method, path, body)).json()) as T;

/** A call whose answer says nothing more than that it succeeded. */
export const send = (method: string, path: string, body?: unknown) => request(method, path, body).then(() => undefined);

/** Opens an admin session (HttpOnly cookie); 401 wrong password, 429 throttled, 503 locked. */
export const login = (password: string) => send('POST', '/api/admin/session', { password });

export const logout = () => send('DELETE', '/api/admin/session');

/** Whether the browser holds a live session (any failure says no), and whether this is a preview's admin. */
export async function checkSession(): Promise<{ isLive: boolean; isPreview: boolean }> {
  try {
    const { preview } = await answer<{ preview?: boolean }>('GET', '/api/admin/session');
    return { isLive: true, isPreview: preview === true };
  } catch (cause) {
    const body = cause instanceof HttpError ? (cause.body as { preview?: unknown } | undefined) : undefined;
    return { isLive: false, isPreview: body?.preview === true };
  }
}

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

export interface InquiryPage {
  inquiries: InboxEntry[];
  next: string | null;
}

/** The first page of `query`, or the page at `next` (which carries the query on). */
export async function fetchInquiryPage(query: ListQuery, next?: string | null): Promise<InquiryPage> {
  const response = await request('GET', next ?? `/api/admin/inquiries${listQueryString(query)}`);
  // Not parsed again (the server did): zod would weigh on the admin's bundle.
  return { inquiries: (await response.json()) as InboxEntry[], next: nextLink(response.headers.get('link')) };
}

/** Counts per status for the words `q` and the source, per source, and the ids of records the server could not read. */
export const fetchInquiryCounts = ({ q, source }: Pick<ListQuery, 'q' | 'source'>) =>
  answer<InboxCounts>('GET', `/api/admin/inquiry-counts${listQueryString({ q, source })}`);

export const exportUrl = ({ status, q, source, order }: ListQuery) =>
  `/api/admin/inquiries.csv${listQueryString({ status, q, source, order })}`;

export const changeInquiry = (id: number, change: 'complete' | 'read' | 'answered') =>
  answer<InboxEntry>('PATCH', `/api/admin/inquiries/${id}/${change}`);

/** Every inquiry sent from `email`, as the server keeps them: one person's data. */
export interface PersonData {
  email: string;
  exportedAt: string;
  inquiries: InboxEntry[];
}

export async function fetchPersonData(email: string): Promise<PersonData> {
  const { inquiries, exportedAt } = await answer<PersonData>('POST', '/api/admin/person', { email });
  return { email, exportedAt, inquiries };
}

/** Erases the inquiries `ids` from `email` (409 when they are no longer exactly those); the ids erased. */
export const erasePersonData = async (email: string, ids: number[]) =>
  (await answer<{ deleted: number[] }>('DELETE', '/api/admin/person', { email, ids })).deleted;

export const deleteInquiry = (id: number) => send('DELETE', `/api/admin/inquiries/${id}`);

/** "Notify again": the inquiry as stored once its notification went (no longer Not notified). */
export const notifyInquiryAgain = (id: number) => answer<InboxEntry>('POST', `/api/admin/inquiries/${id}/notify`);

export const fetchSettings = async () =>
  (await answer<{ settings: SiteSettings }>('GET', '/api/admin/settings')).settings;

export const sendTestNotification = async () =>
  (await answer<{ channels: string[] }>('POST', '/api/admin/settings/test-notification')).channels;

/** The leads at a glance, weeks and months counted in this device's time zone. */
export const fetchLeadStats = () =>
  answer<LeadStats>(
    'GET',
    `/api/admin/inquiry-stats?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`
  );

/** One part of the backup: the first (`after` null), or the one after id `after`. */
export const fetchBackupPart = (after: number | null) =>
  answer<BackupPart>('GET', `/api/admin/backup${after === null ? '' : `?after=${after}`}`);

/** Checks a restore batch (nothing written: null), or writes it: what it added and skipped. */
export const sendRestoreBatch = (batch: RestoreBatch, check: boolean) =>
  answer<RestoreCount>('POST', '/api/admin/restore', { ...batch, check }).then((counted) => (check ? null : counted));
