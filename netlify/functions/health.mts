/**
 * GET /api/health: 200 { ok: true } without touching storage. For uptime checks, and the
 * floor of the API benchmark (scripts/bench-api.mjs): what any function call costs.
 */
import type { Config } from '@netlify/functions';
import { json, methodNotAllowed } from '../lib/http.ts';

export default async (req: Request): Promise<Response> =>
  req.method === 'GET' || req.method === 'HEAD'
    ? json({ ok: true }, 200, { noStore: true })
    : methodNotAllowed(['GET', 'HEAD'], { noStore: true });

export const config: Config = { path: '/api/health' };
