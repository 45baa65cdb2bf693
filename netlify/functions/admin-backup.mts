/** The owner's backup, read in parts, and restore, in batches checked before any is written (docs/api.md). */
import type { Config } from '@netlify/functions';
import { api } from '../../src/i18n/api.ts';
import { RESTORE_BODY_BYTES } from '../../src/lib/backup.ts';
import { parseInquiryId } from '../../src/lib/inbox.ts';
import { ADMIN_REPLY, adminEndpoint } from '../lib/admin-auth.ts';
import { now } from '../lib/clock.ts';
import { error, json, readJsonBody } from '../lib/http.ts';
import { backupPart, parseBatch, restoreBatch } from '../lib/inquiry-backup.ts';
import { siteSettings } from '../lib/site-settings.ts';

async function part(url: URL): Promise<Response> {
  const after = url.searchParams.get('after');
  const from = after === null ? 0 : parseInquiryId(after);
  if (from === null) return error(400, api.backup.after, ADMIN_REPLY);
  const exportedAt = new Date(now()).toISOString();
  const settings = after === null ? { settings: await siteSettings() } : {};
  return json({ exportedAt, ...settings, ...(await backupPart(from)) }, 200, ADMIN_REPLY);
}

async function restore(req: Request): Promise<Response> {
  const { check, ...batch } = parseBatch(await readJsonBody(req, RESTORE_BODY_BYTES));
  if (check) return json({ success: true, checked: batch.inquiries.length }, 200, ADMIN_REPLY);
  return json({ success: true, ...(await restoreBatch(batch)) }, 200, ADMIN_REPLY);
}

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const isRestore = url.pathname === '/api/admin/restore';
  return adminEndpoint('admin-backup', req, [isRestore ? 'POST' : 'GET'], () => (isRestore ? restore(req) : part(url)));
};

export const config: Config = { path: ['/api/admin/backup', '/api/admin/restore'] };
