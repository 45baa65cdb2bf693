/**
 * The owner's admin session (DECISIONS D1):
 *   POST   /api/admin/session   { password } -> 204 + cookie | 401 | 429 | 503
 *   GET    /api/admin/session   200 { authenticated: true } | 401
 *   DELETE /api/admin/session   204, session destroyed and cookie cleared
 */
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { ADMIN_REPLY, adminPassword, passwordsMatch, rejectCrossSite, requireSession } from '../lib/admin-auth.ts';
import {
  clearedSessionCookie,
  createSession,
  destroySession,
  readSessionToken,
  sessionCookie,
} from '../lib/admin-session.ts';
import { empty, error, guarded, json, methodNotAllowed, readJsonBody } from '../lib/http.ts';
import { admitPasswordCheck, passwordAccepted } from '../lib/login-throttle.ts';

const LoginSchema = z.object({ password: z.string().max(1024) });

/** "3 minutes", "40 seconds": how long to wait, in the unit a person reads best. */
function waitPhrase(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

async function login(req: Request, context: Context): Promise<Response> {
  const expected = adminPassword();
  if (expected === null) {
    return error(503, 'The admin is locked: no admin password is configured on this site.', ADMIN_REPLY);
  }
  const parsed = LoginSchema.safeParse(await readJsonBody(req, ADMIN_REPLY));
  if (!parsed.success) return error(400, 'Send { "password": "..." }.', ADMIN_REPLY);
  const admission = await admitPasswordCheck(context.ip || 'unknown');
  if (!admission.admitted) {
    const wait = admission.retryAfterSeconds;
    return error(429, `Too many failed attempts. Try again in ${waitPhrase(wait)}.`, {
      ...ADMIN_REPLY,
      headers: { 'Retry-After': String(wait) },
    });
  }
  if (!passwordsMatch(parsed.data.password, expected)) return error(401, 'Invalid password', ADMIN_REPLY);
  await passwordAccepted(admission.ticket);
  const token = await createSession();
  return empty(204, { ...ADMIN_REPLY, headers: { 'Set-Cookie': sessionCookie(token, req.url) } });
}

async function logout(req: Request): Promise<Response> {
  const token = readSessionToken(req);
  if (token) await destroySession(token);
  return empty(204, { ...ADMIN_REPLY, headers: { 'Set-Cookie': clearedSessionCookie(req.url) } });
}

export default async (req: Request, context: Context): Promise<Response> =>
  guarded(
    'admin-session',
    async () => {
      switch (req.method) {
        case 'GET':
          return (await requireSession(req)) ?? json({ authenticated: true }, 200, ADMIN_REPLY);
        case 'POST':
          return rejectCrossSite(req) ?? (await login(req, context));
        case 'DELETE':
          return rejectCrossSite(req) ?? (await logout(req));
        default:
          return methodNotAllowed(['GET', 'POST', 'DELETE'], ADMIN_REPLY);
      }
    },
    ADMIN_REPLY
  );

export const config: Config = { path: '/api/admin/session' };
