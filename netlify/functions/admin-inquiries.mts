/**
 * The owner's inbox (SPEC §7), behind a session (DECISIONS D1):
 *   GET    /api/admin/inquiries               one page, as a plain array; query: status, q,
 *                                             order (newest|oldest), limit, cursor; the next
 *                                             page in a `Link: <…>; rel="next"` header, and
 *                                             `X-Unreadable-Inquiries: <ids>` when the page
 *                                             spans stored records that cannot be read
 *   GET    /api/admin/inquiry-counts          { all, pending, completed, unreadable: ids }
 *                                             matching q
 *   GET    /api/admin/inquiries.csv           every inquiry matching status, q, order, as CSV,
 *                                             and a row with an `error` for each unreadable one
 *   DELETE /api/admin/inquiries/:id           200 { success, message } | 404 (also removes an
 *                                             unreadable record)
 *   PATCH  /api/admin/inquiries/:id/complete  200 with the updated inquiry | 404 | 409 when
 *                                             the record cannot be read
 */
import type { Config, Context } from '@netlify/functions';
import { parseInquiryId, parseListQuery } from '../../src/lib/inbox.ts';
import { ADMIN_REPLY, rejectCrossSite, requireSession } from '../lib/admin-auth.ts';
import { csvStream } from '../lib/csv.ts';
import { download, error, guarded, json, methodNotAllowed } from '../lib/http.ts';
import {
  completeInquiry,
  countInquiries,
  deleteInquiry,
  listPage,
  scanWithUnreadable,
  UnreadableInquiryError,
} from '../lib/inquiry-store.ts';

const notFound = () => error(404, 'Inquiry not found.', ADMIN_REPLY);

type Kind = 'list' | 'counts' | 'csv' | 'item' | 'complete';

/** Which route the URL names, and the raw id if any. */
function route(req: Request, context: Context): { kind: Kind; rawId?: string } {
  const pathname = new URL(req.url).pathname;
  if (pathname === '/api/admin/inquiry-counts') return { kind: 'counts' };
  if (pathname === '/api/admin/inquiries.csv') return { kind: 'csv' };
  const rawId = context.params['id'];
  if (rawId === undefined) return { kind: 'list' };
  return { kind: pathname.endsWith('/complete') ? 'complete' : 'item', rawId };
}

const ALLOWED: Record<Kind, readonly string[]> = {
  list: ['GET'],
  counts: ['GET'],
  csv: ['GET'],
  item: ['DELETE'],
  complete: ['PATCH'],
};

/** The URL of the page after `cursor`, with the same query. */
function nextPageUrl(req: Request, cursor: number): string {
  const url = new URL(req.url);
  url.searchParams.set('cursor', String(cursor));
  return `${url.pathname}${url.search}`;
}

async function list(req: Request, kind: 'list' | 'counts' | 'csv'): Promise<Response> {
  const query = parseListQuery(new URL(req.url).searchParams);
  if (typeof query === 'string') return error(400, query, ADMIN_REPLY);
  if (kind === 'counts') return json(await countInquiries(query.q), 200, ADMIN_REPLY);
  if (kind === 'csv') {
    const { limit: _limit, cursor: _cursor, ...filter } = query;
    const day = new Date().toISOString().slice(0, 10);
    const body = csvStream(scanWithUnreadable(filter));
    return download(body, 'text/csv; charset=utf-8; header=present', `inquiries-${day}.csv`, ADMIN_REPLY);
  }
  const { entries, next, unreadable } = await listPage(query);
  const headers: Record<string, string> = next === null ? {} : { Link: `<${nextPageUrl(req, next)}>; rel="next"` };
  if (unreadable.length > 0) headers['X-Unreadable-Inquiries'] = unreadable.join(',');
  return json(entries, 200, { ...ADMIN_REPLY, headers });
}

export default async (req: Request, context: Context): Promise<Response> =>
  guarded(
    'admin-inquiries',
    async () => {
      const { kind, rawId } = route(req, context);
      const allowed = ALLOWED[kind];
      if (!allowed.includes(req.method)) return methodNotAllowed(allowed, ADMIN_REPLY);

      const reading = kind === 'list' || kind === 'counts' || kind === 'csv';
      const denied = (await requireSession(req)) ?? (reading ? null : rejectCrossSite(req));
      if (denied) return denied;
      if (reading) return list(req, kind);

      const id = parseInquiryId(rawId);
      if (id === null) return error(400, 'Inquiry id must be a positive whole number.', ADMIN_REPLY);
      if (kind === 'item') {
        return (await deleteInquiry(id))
          ? json({ success: true, message: 'The inquiry has been deleted.' }, 200, ADMIN_REPLY)
          : notFound();
      }
      try {
        const completed = await completeInquiry(id);
        return completed ? json(completed, 200, ADMIN_REPLY) : notFound();
      } catch (cause) {
        if (cause instanceof UnreadableInquiryError) return error(409, cause.message, ADMIN_REPLY);
        throw cause;
      }
    },
    ADMIN_REPLY
  );

export const config: Config = {
  path: [
    '/api/admin/inquiries',
    '/api/admin/inquiry-counts',
    '/api/admin/inquiries.csv',
    '/api/admin/inquiries/:id',
    '/api/admin/inquiries/:id/complete',
  ],
};
