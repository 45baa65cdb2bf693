/** Admin sessions (docs/auth.md): the store keeps only their token's SHA-256; their cookies. */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { AUTH_STORE, tokenDigest, updateRecord } from './auth-store.ts';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';

/** A session ends after 30 minutes without an admin request, or 8 hours after login. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_MAX_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Activity is written back at most this often, to spare the store a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const SESSION_COOKIE = 'admin_session';
const SessionSchema = z.object({ createdAt: z.number(), lastSeenAt: z.number() });
export const createToken = () => randomBytes(32).toString('base64url');
const sessionKey = (token: string) => `session/${tokenDigest(token)}`;
const isHttps = (url: string) => new URL(url).protocol === 'https:';

/** `__Host-` over https pins the cookie to this origin. */
export const cookieName = (requestUrl: string, base = SESSION_COOKIE) =>
  isHttps(requestUrl) ? `__Host-${base}` : base;

/** `Set-Cookie` of a token cookie: HttpOnly, SameSite=Strict, Secure on https; an empty token and 0 remove it. */
export function tokenCookie(base: string, token: string, maxAgeSeconds: number, requestUrl: string): string {
  const secure = isHttps(requestUrl) ? '; Secure' : '';
  return `${cookieName(requestUrl, base)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function readTokenCookie(req: Request, base: string): string | null {
  const name = cookieName(req.url, base);
  const pair = (req.headers.get('cookie') ?? '').split(';').find((part) => part.split('=')[0]?.trim() === name);
  const value = pair?.slice(pair.indexOf('=') + 1).trim() ?? '';
  return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null; // the shape of createToken()'s tokens
}

export const sessionCookie = (token: string, requestUrl: string): string =>
  tokenCookie(SESSION_COOKIE, token, SESSION_MAX_LIFETIME_MS / 1000, requestUrl);
export const clearedSessionCookie = (requestUrl: string): string => tokenCookie(SESSION_COOKIE, '', 0, requestUrl);
export const readSessionToken = (req: Request): string | null => readTokenCookie(req, SESSION_COOKIE);

export const isSessionAlive = (record: z.infer<typeof SessionSchema>, at: number) =>
  at - record.createdAt < SESSION_MAX_LIFETIME_MS && at - record.lastSeenAt < SESSION_IDLE_TIMEOUT_MS;

/** Starts a session; returns the `Set-Cookie` that carries its token. */
export async function createSession(requestUrl: string): Promise<string> {
  const token = createToken();
  const at = now();
  await openStore(AUTH_STORE).setJSON(sessionKey(token), { createdAt: at, lastSeenAt: at });
  return sessionCookie(token, requestUrl);
}

/** Whether `token` names a live session; records the activity, and forgets expired ones. */
export async function touchSession(token: string): Promise<boolean> {
  const key = sessionKey(token);
  const at = now();
  const record = await updateRecord(key, SessionSchema, (found) =>
    found && isSessionAlive(found, at) && at - found.lastSeenAt >= TOUCH_INTERVAL_MS
      ? { write: { ...found, lastSeenAt: at }, result: found }
      : { result: found }
  );
  if (record && !isSessionAlive(record, at)) await openStore(AUTH_STORE).delete(key);
  return record !== null && isSessionAlive(record, at);
}

/** Ends the request's session on the server; returns the `Set-Cookie` that removes its cookie. */
export async function destroySession(req: Request): Promise<string> {
  const token = readSessionToken(req);
  if (token) await openStore(AUTH_STORE).delete(sessionKey(token));
  return clearedSessionCookie(req.url);
}
