/**
 * The owner's inbox (SPEC §7), behind a session (DECISIONS D1):
 *   GET    /api/admin/inquiries               every inquiry, newest first
 *   DELETE /api/admin/inquiries/:id           200 { success, message } | 404
 *   PATCH  /api/admin/inquiries/:id/complete  200 with the updated inquiry | 404
 */
import type { Config, Context } from '@netlify/functions';
import { ADMIN_REPLY, rejectCrossSite, requireSession } from '../lib/admin-auth.ts';
import { error, guarded, json, methodNotAllowed } from '../lib/http.ts';
import { completeInquiry, deleteInquiry, listInquiries, parseInquiryId } from '../lib/inquiry-store.ts';

const notFound = () => error(404, 'Inquiry not found.', ADMIN_REPLY);

/** Which of the three routes the URL names, and the raw id if any. */
function route(req: Request, context: Context): { kind: 'list' | 'item' | 'complete'; rawId?: string } {
  const rawId = context.params['id'];
  if (rawId === undefined) return { kind: 'list' };
  return { kind: new URL(req.url).pathname.endsWith('/complete') ? 'complete' : 'item', rawId };
}

const ALLOWED = { list: ['GET'], item: ['DELETE'], complete: ['PATCH'] } as const;

export default async (req: Request, context: Context): Promise<Response> =>
  guarded(
    'admin-inquiries',
    async () => {
      const { kind, rawId } = route(req, context);
      const allowed: readonly string[] = ALLOWED[kind];
      if (!allowed.includes(req.method)) return methodNotAllowed(allowed, ADMIN_REPLY);

      const denied = (await requireSession(req)) ?? (kind === 'list' ? null : rejectCrossSite(req));
      if (denied) return denied;
      if (kind === 'list') return json(await listInquiries(), 200, ADMIN_REPLY);

      const id = parseInquiryId(rawId);
      if (id === null) return error(400, 'Inquiry id must be a positive whole number.', ADMIN_REPLY);
      if (kind === 'item') {
        return (await deleteInquiry(id))
          ? json({ success: true, message: 'The inquiry has been deleted.' }, 200, ADMIN_REPLY)
          : notFound();
      }
      const completed = await completeInquiry(id);
      return completed ? json(completed, 200, ADMIN_REPLY) : notFound();
    },
    ADMIN_REPLY
  );

export const config: Config = {
  path: ['/api/admin/inquiries', '/api/admin/inquiries/:id', '/api/admin/inquiries/:id/complete'],
};
