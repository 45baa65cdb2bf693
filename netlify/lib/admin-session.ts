/** Server-side admin sessions: the cookie holds a random token, the store only its SHA-256 (docs/auth.md). */
import { createHash, randomBytes } from 'node:crypto';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';

/** Store shared by sessions, passkeys, their challenges and the login throttle. */
export const AUTH_STORE = 'admin_auth';
/** A session ends after this long without an admin request, or this long after login. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_MAX_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Activity is written back at most this often, to spare the store a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Base name of the session cookie (`__Host-` prefixed over https, pinning it to this origin). */
const SESSION_COOKIE = 'admin_session';
type SessionRecord = { createdAt: number; lastSeenAt: number };
/** A fresh random token (256 bits, base64url), for sessions and the admin's other cookies. */
export const createToken = () => randomBytes(32).toString('base64url');
/** SHA-256 of a token, hex: the store files a token's records under this, never the token. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
const sessionKey = (token: string) => `session/${tokenDigest(token)}`;
const isHttps = (url: string) => new URL(url).protocol === 'https:';

/** The name a cookie of base name `base` takes under this request's scheme. */
export const cookieName = (requestUrl: string, base = SESSION_COOKIE) =>
  isHttps(requestUrl) ? `__Host-${base}` : base;

/** `Set-Cookie` of a token cookie: HttpOnly, SameSite=Strict, Secure on https; an empty token and 0 remove it. */
export function tokenCookie(base: string, token: string, maxAgeSeconds: number, requestUrl: string): string {
  const secure = isHttps(requestUrl) ? '; Secure' : '';
  return `${cookieName(requestUrl, base)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The token in the request's cookie named after `base`, if present and well formed. */
export function readTokenCookie(req: Request, base: string): string | null {
  const name = cookieName(req.url, base);
  const pair = (req.headers.get('cookie') ?? '').split(';').find((part) => part.split('=')[0]?.trim() === name);
  const value = pair?.slice(pair.indexOf('=') + 1).trim() ?? '';
  return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null; // the shape of createToken()'s tokens
}

/** `Set-Cookie` value carrying a new session token. */
export const sessionCookie = (token: string, requestUrl: string): string =>
  tokenCookie(SESSION_COOKIE, token, SESSION_MAX_LIFETIME_MS / 1000, requestUrl);

/** `Set-Cookie` value that removes the session cookie. */
export const clearedSessionCookie = (requestUrl: string): string => tokenCookie(SESSION_COOKIE, '', 0, requestUrl);
/** The session token the request carries, if its cookie is present and well formed. */
export const readSessionToken = (req: Request): string | null => readTokenCookie(req, SESSION_COOKIE);

export const isSessionAlive = (record: SessionRecord, at: number) =>
  at - record.createdAt < SESSION_MAX_LIFETIME_MS && at - record.lastSeenAt < SESSION_IDLE_TIMEOUT_MS;

/** Starts a session and returns its token. */
export async function createSession(): Promise<string> {
  const token = createToken();
  const at = now();
  await openStore(AUTH_STORE).setJSON(sessionKey(token), { createdAt: at, lastSeenAt: at } satisfies SessionRecord);
  return token;
}

/** Whether `token` names a live session; records the activity, and forgets expired ones. */
export async function touchSession(token: string): Promise<boolean> {
  const blobs = openStore(AUTH_STORE);
  const key = sessionKey(token);
  const record = (await blobs.get(key, { type: 'json' })) as SessionRecord | null;
  if (!record || typeof record.createdAt !== 'number' || typeof record.lastSeenAt !== 'number') return false;
  const at = now();
  if (!isSessionAlive(record, at)) {
    await blobs.delete(key);
    return false;
  }
  if (at - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await blobs.setJSON(key, { ...record, lastSeenAt: at } satisfies SessionRecord);
  }
  return true;
}

/** Ends a session on the server. */
export async function destroySession(token: string): Promise<void> {
  await openStore(AUTH_STORE).delete(sessionKey(token));
}
