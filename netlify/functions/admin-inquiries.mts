/** The owner's inbox behind a session: lists, counts, stats, CSV, changes, one person's inquiries (docs/api.md). */
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod/mini';
import { parseInquiryId, parseListQuery } from '../../src/lib/inbox.ts';
import { api, API_LOCALE } from '../../src/i18n/api.ts';
import { fillMessage, fillPlural } from '../../src/lib/message.ts';
import { ADMIN_REPLY, adminEndpoint } from '../lib/admin-auth.ts';
import { csvStream } from '../lib/csv.ts';
import { error, json, readJsonBody, reply } from '../lib/http.ts';
import { now } from '../lib/clock.ts';
import { knownTimeZone, leadStats } from '../lib/lead-stats.ts';
import { InquiryInputSchema } from '../lib/inquiry-schema.ts';
import { completeInquiry, deleteInquiry, markAnswered, markRead } from '../lib/inquiry-store.ts';
import { countInquiries, eraseInquiriesFrom, inquiriesFrom, listPage, scan } from '../lib/inquiry-query.ts';
import { notificationChannels, notifyAgain } from '../lib/notify.ts';

async function read(url: URL): Promise<Response> {
  if (url.pathname === '/api/admin/inquiry-stats') {
    const timeZone = knownTimeZone(url.searchParams.get('tz') ?? 'UTC');
    if (!timeZone) return error(400, api.inbox.timeZone, ADMIN_REPLY);
    return json(await leadStats(timeZone), 200, ADMIN_REPLY);
  }
  const query = parseListQuery(url.searchParams, api.inbox.query);
  if (typeof query === 'string') return error(400, query, ADMIN_REPLY);
  if (url.pathname === '/api/admin/inquiry-counts') return json(await countInquiries(query), 200, ADMIN_REPLY);
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
  if (channels.length === 0) return error(409, api.settings.noChannel, ADMIN_REPLY);
  const outcome = await notifyAgain(id, channels);
  if (!outcome) return error(404, api.inbox.notFound, ADMIN_REPLY);
  if (outcome.failures.length === 0) return json(outcome.inquiry, 200, ADMIN_REPLY);
  const message = fillMessage(api.inbox.notifyFailed, { failures: outcome.failures.join('; ') });
  return error(502, message, { ...ADMIN_REPLY, extra: { failures: outcome.failures } });
}

const PersonSchema = z.object({ email: InquiryInputSchema.shape.email });
const ErasureSchema = z.extend(PersonSchema, { ids: z.array(z.int().check(z.positive())).check(z.maxLength(100_000)) });

/** One person's inquiries (Law 25): POST answers them all as JSON; DELETE erases exactly the ones confirmed. */
async function person(req: Request): Promise<Response> {
  const parsed = (req.method === 'POST' ? PersonSchema : ErasureSchema).safeParse(await readJsonBody(req));
  if (!parsed.success) return error(400, api.person.body, ADMIN_REPLY);
  const { email, ids }: { email: string; ids?: number[] } = parsed.data;
  if (!ids) {
    const inquiries = await inquiriesFrom(email);
    const message = fillPlural(api.person.found, inquiries.length, API_LOCALE, { email });
    const exportedAt = new Date(now()).toISOString();
    return json({ success: true, message, email, exportedAt, inquiries }, 200, ADMIN_REPLY);
  }
  const outcome = await eraseInquiriesFrom(email, ids);
  if (!outcome.erased) {
    const message = fillMessage(api.person.changed, { email, n: outcome.current.length });
    return error(409, message, { ...ADMIN_REPLY, extra: { current: outcome.current } });
  }
  const message = fillPlural(api.person.erased, outcome.deleted.length, API_LOCALE, { email });
  return json({ success: true, message, deleted: outcome.deleted }, 200, ADMIN_REPLY);
}

const CHANGES = { complete: completeInquiry, read: markRead, answered: markAnswered };

export default async (req: Request, context: Context): Promise<Response> => {
  const url = new URL(req.url);
  if (url.pathname === '/api/admin/person')
    return adminEndpoint('admin-inquiries', req, ['POST', 'DELETE'], () => person(req));
  const rawId = context.params['id'];
  // Lists take GET; an inquiry's URL DELETE, its /complete, /read and /answered PATCH, its /notify POST.
  const action = rawId === undefined ? '' : (/\/(complete|read|answered|notify)$/.exec(url.pathname)?.[1] ?? 'delete');
  const allowed = action === '' ? 'GET' : action === 'notify' ? 'POST' : action === 'delete' ? 'DELETE' : 'PATCH';
  return adminEndpoint('admin-inquiries', req, [allowed], async () => {
    if (allowed === 'GET') return read(url);
    const id = parseInquiryId(rawId);
    if (id === null) return error(400, api.inbox.id, ADMIN_REPLY);
    if (allowed === 'POST') return notify(id);
    // A damaged record throws a 409 Refusal (here and in `notify`), which `guarded` answers.
    const done =
      allowed === 'PATCH'
        ? await CHANGES[action as keyof typeof CHANGES](id)
        : (await deleteInquiry(id)) && { success: true, message: api.inbox.deleted };
    return done ? json(done, 200, ADMIN_REPLY) : error(404, api.inbox.notFound, ADMIN_REPLY);
  });
};

export const config: Config = {
  path: [
    '/api/admin/inquiries',
    '/api/admin/inquiry-counts',
    '/api/admin/inquiry-stats',
    '/api/admin/inquiries.csv',
    '/api/admin/inquiries/:id',
    '/api/admin/inquiries/:id/complete',
    '/api/admin/inquiries/:id/read',
    '/api/admin/inquiries/:id/answered',
    '/api/admin/inquiries/:id/notify',
    '/api/admin/person',
  ],
};
