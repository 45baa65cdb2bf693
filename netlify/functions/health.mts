/** GET /api/health without touching storage: uptime checks, and the API benchmark's floor. */
import type { Config } from '@netlify/functions';
import { json, methodNotAllowed } from '../lib/http.ts';

export default async (req: Request): Promise<Response> =>
  req.method === 'GET' || req.method === 'HEAD'
    ? json({ ok: true }, 200, { noStore: true })
    : methodNotAllowed(['GET', 'HEAD'], { noStore: true });

export const config: Config = { path: '/api/health' };
