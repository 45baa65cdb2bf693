/** The owner's inbox behind a session: list, counts, CSV, complete, delete (docs/api.md). */
import type { Config, Context } from '@netlify/functions';
import { parseInquiryId, parseListQuery } from '../../src/lib/inbox.ts';
import { ADMIN_REPLY, adminEndpoint } from '../lib/admin-auth.ts';
import { csvStream } from '../lib/csv.ts';
import { error, json, reply } from '../lib/http.ts';
import { completeInquiry, countInquiries, deleteInquiry, listPage, scan } from '../lib/inquiry-store.ts';
import { NO_CHANNEL, notificationChannels, notifyAgain } from '../lib/notify.ts';

async function read(url: URL): Promise<Response> {
  const query = parseListQuery(url.searchParams);
  if (typeof query === 'string') return error(400, query, ADMIN_REPLY);
  if (url.pathname === '/api/admin/inquiry-counts') return json(await countInquiries(query.q), 200, ADMIN_REPLY);
  if (url.pathname === '/api/admin/inquiries.csv') {
    const { limit: _limit, cursor: _cursor, ...filter } = query;
    const day = new Date().toISOString().slice(0, 10);
    const headers = { 'Content-Disposition': `attachment; filename="inquiries-${day}.csv"` };
    return reply(csvStream(scan(filter)), 200, { ...ADMIN_REPLY, headers }, 'text/csv; charset=utf-8; header=present');
  }
  const { entries, next, unreadable } = await listPage(query);
  const headers: Record<string, string> = {};
  if (next !== null) {
    url.searchParams.set('cursor', String(next));
    headers['Link'] = `<${url.pathname}${url.search}>; rel="next"`;
  }
  if (unreadable.length > 0) headers['X-Unreadable-Inquiries'] = unreadable.join(',');
  return json(entries, 200, { ...ADMIN_REPLY, headers });
}

/** "Notify again": 200 with the inquiry as now stored; 502 when a channel fails again; 409 without a channel. */
async function notify(id: number): Promise<Response> {
  const channels = notificationChannels();
  if (channels.length === 0) return error(409, NO_CHANNEL, ADMIN_REPLY);
  // A damaged record throws UnreadableInquiryError, which `guarded` answers with 409.
  const outcome = await notifyAgain(id, channels);
  if (!outcome) return error(404, 'Inquiry not found.', ADMIN_REPLY);
  if (outcome.failures.length === 0) return json(outcome.inquiry, 200, ADMIN_REPLY);
  return error(502, `The notification failed again (${outcome.failures.join('; ')}). Try again later.`, ADMIN_REPLY);
}

export default async (req: Request, context: Context): Promise<Response> => {
  const url = new URL(req.url);
  const rawId = context.params['id'];
  // The list, counts and CSV take GET; an inquiry's URL takes DELETE, its /complete PATCH, its /notify POST.
  const action = rawId === undefined ? '' : (/\/(complete|notify)$/.exec(url.pathname)?.[1] ?? 'delete');
  const allowed = action === '' ? 'GET' : action === 'complete' ? 'PATCH' : action === 'notify' ? 'POST' : 'DELETE';
  return adminEndpoint('admin-inquiries', req, [allowed], async () => {
    if (allowed === 'GET') return read(url);
    const id = parseInquiryId(rawId);
    if (id === null) return error(400, 'Inquiry id must be a positive whole number.', ADMIN_REPLY);
    if (allowed === 'POST') return notify(id);
    if (allowed === 'PATCH') {
      // A damaged record throws UnreadableInquiryError, which `guarded` answers with 409.
      const completed = await completeInquiry(id);
      return completed ? json(completed, 200, ADMIN_REPLY) : error(404, 'Inquiry not found.', ADMIN_REPLY);
    }
    return (await deleteInquiry(id))
      ? json({ success: true, message: 'The inquiry has been deleted.' }, 200, ADMIN_REPLY)
      : error(404, 'Inquiry not found.', ADMIN_REPLY);
  });
};

export const config: Config = {
  path: [
    '/api/admin/inquiries',
    '/api/admin/inquiry-counts',
    '/api/admin/inquiries.csv',
    '/api/admin/inquiries/:id',
    '/api/admin/inquiries/:id/complete',
    '/api/admin/inquiries/:id/notify',
  ],
};
