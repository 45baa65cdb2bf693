/** The owner's admin session: password or passkey sign-in, check, logout (docs/api.md, docs/auth.md). */
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod/mini';
import { api, API_LOCALE } from '../../src/i18n/api.ts';
import { fillMessage, fillPlural } from '../../src/lib/message.ts';
import {
  ADMIN_REPLY,
  adminPassword,
  passwordLoginSwitchedOff,
  passwordsMatch,
  rejectCrossSite,
  requireSession,
} from '../lib/admin-auth.ts';
import { AuthenticationResponseSchema, signInOptions, verifySignIn } from '../lib/admin-passkeys.ts';
import { CHALLENGE_TTL_MS, hasPasskey } from '../lib/passkey-records.ts';
import { createSession, createToken, destroySession, readTokenCookie, tokenCookie } from '../lib/admin-session.ts';
import { empty, error, guarded, json, methodNotAllowed, readJsonBody, Refusal } from '../lib/http.ts';
import { isProduction } from '../lib/deploy-context.ts';
import { admitPasswordCheck, passwordAccepted } from '../lib/login-throttle.ts';

const CHALLENGE_COOKIE = 'admin_passkey_challenge';

const LoginSchema = z.union([
  z.object({ password: z.string().check(z.maxLength(1024)) }),
  z.object({ passkey: AuthenticationResponseSchema }),
]);

/** "3 minutes", "40 seconds": how long to wait, in the unit a person reads best. */
const waitPhrase = (seconds: number) =>
  seconds < 60
    ? fillPlural(api.session.seconds, seconds, API_LOCALE)
    : fillPlural(api.session.minutes, Math.ceil(seconds / 60), API_LOCALE);

const signedIn = async (req: Request, extraCookies: string[] = []) =>
  empty({ ...ADMIN_REPLY, cookies: [await createSession(req.url), ...extraCookies] });

async function passwordLogin(req: Request, context: Context, password: string, expected: string): Promise<Response> {
  if (passwordLoginSwitchedOff() && (await hasPasskey())) return error(403, api.session.passwordOff, ADMIN_REPLY);
  const admission = await admitPasswordCheck(context.ip || 'unknown');
  if (!admission.admitted) {
    const wait = admission.retryAfterSeconds;
    const headers = { 'Retry-After': String(wait) };
    return error(429, fillMessage(api.session.throttled, { wait: waitPhrase(wait) }), { ...ADMIN_REPLY, headers });
  }
  if (!passwordsMatch(password, expected)) return error(401, api.session.invalidPassword, ADMIN_REPLY);
  await passwordAccepted(admission.ticket);
  return signedIn(req);
}

async function passkeyLogin(req: Request, response: z.infer<typeof AuthenticationResponseSchema>): Promise<Response> {
  // The challenge is spent whatever happened; its cookie goes with it.
  const cookies = [tokenCookie(CHALLENGE_COOKIE, '', 0, req.url)];
  try {
    await verifySignIn(req, readTokenCookie(req, CHALLENGE_COOKIE), response);
  } catch (cause) {
    if (cause instanceof Refusal) return error(cause.status, cause.message, { ...ADMIN_REPLY, cookies });
    throw cause;
  }
  return signedIn(req, cookies);
}

async function challenge(req: Request): Promise<Response> {
  const binding = readTokenCookie(req, CHALLENGE_COOKIE) ?? createToken();
  const options = await signInOptions(req, binding);
  const cookies = [tokenCookie(CHALLENGE_COOKIE, binding, CHALLENGE_TTL_MS / 1000, req.url)];
  return json({ success: true, message: api.session.confirm, options }, 200, { ...ADMIN_REPLY, cookies });
}

async function session(req: Request, context: Context): Promise<Response> {
  const isChallenge = new URL(req.url).pathname.endsWith('/challenge');
  const allowed = isChallenge ? ['POST'] : ['GET', 'POST', 'DELETE'];
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed, ADMIN_REPLY);
  if (req.method === 'GET') {
    // Signed in or not, the check says whether this is a preview's admin, which every screen then shows.
    const preview = { preview: !isProduction() };
    return (await requireSession(req, preview)) ?? json({ authenticated: true, ...preview }, 200, ADMIN_REPLY);
  }
  // The rest change something: sign-in, its challenge, logout.
  const denied = rejectCrossSite(req);
  if (denied) return denied;
  if (req.method === 'DELETE') return empty({ ...ADMIN_REPLY, cookies: [await destroySession(req)] });
  const expected = adminPassword();
  if (expected === null) return error(503, api.session.locked, ADMIN_REPLY);
  if (isChallenge) return challenge(req);
  const parsed = LoginSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) return error(400, api.session.body, ADMIN_REPLY);
  const login = parsed.data;
  return 'password' in login ? passwordLogin(req, context, login.password, expected) : passkeyLogin(req, login.passkey);
}

export default async (req: Request, context: Context): Promise<Response> =>
  guarded('admin-session', () => session(req, context), ADMIN_REPLY);

export const config: Config = {
  path: ['/api/admin/session', '/api/admin/session/challenge'],
  // Netlify's cap per address, which also bounds the sign-in challenges one address makes us keep.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
