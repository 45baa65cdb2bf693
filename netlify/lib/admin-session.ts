/**
 * Server-side admin sessions (docs/auth.md). The browser holds only a random token in an
 * HttpOnly cookie; the store keeps a SHA-256 of it, so reading the store does not yield a
 * usable cookie. Logout and expiry delete the record, which makes the old cookie worthless.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openStore } from './blobs.ts';
import { now } from './clock.ts';

/** Store shared by sessions, passkeys, their challenges and the login throttle. */
export const AUTH_STORE = 'admin_auth';

/** A session ends after this long without an admin request. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends this long after login, however active. */
export const SESSION_MAX_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Activity is written back at most this often, to spare the store a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Base name of the session cookie. */
const SESSION_COOKIE = 'admin_session';
/** Session cookie name over https, where the `__Host-` prefix pins it to this exact origin. */
export const SECURE_COOKIE_NAME = `__Host-${SESSION_COOKIE}`;
/** Session cookie name over plain http (local development), where `Secure` cannot be set. */
export const PLAIN_COOKIE_NAME = SESSION_COOKIE;

/** 32 random bytes, base64url: 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface SessionRecord {
  createdAt: number;
  lastSeenAt: number;
}

/** A fresh random token (256 bits, base64url), for sessions and the admin's other cookies. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a string has the shape of a token this server issues. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** SHA-256 of a token, hex: the store files a token's records under this, never the token. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

const sessionKey = (token: string) => `session/${tokenDigest(token)}`;

const isHttps = (url: URL) => url.protocol === 'https:';

/** The name a cookie of base name `base` takes under this request's scheme. */
export function cookieName(requestUrl: string, base = SESSION_COOKIE): string {
  return isHttps(new URL(requestUrl)) ? `__Host-${base}` : base;
}

/**
 * `Set-Cookie` value of a token cookie named after `base`: HttpOnly, SameSite=Strict, for the
 * whole site, Secure on https. An empty token with `maxAgeSeconds` 0 removes the cookie.
 */
export function tokenCookie(base: string, token: string, maxAgeSeconds: number, requestUrl: string): string {
  const parts = [
    `${cookieName(requestUrl, base)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (isHttps(new URL(requestUrl))) parts.push('Secure');
  return parts.join('; ');
}

/** The token in the request's cookie named after `base`, if present and well formed. */
export function readTokenCookie(req: Request, base: string): string | null {
  const name = cookieName(req.url, base);
  for (const pair of (req.headers.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return isWellFormedToken(value) ? value : null;
  }
  return null;
}

/** `Set-Cookie` value carrying a new session token. */
export const sessionCookie = (token: string, requestUrl: string): string =>
  tokenCookie(SESSION_COOKIE, token, SESSION_MAX_LIFETIME_MS / 1000, requestUrl);

/** `Set-Cookie` value that removes the session cookie. */
export const clearedSessionCookie = (requestUrl: string): string => tokenCookie(SESSION_COOKIE, '', 0, requestUrl);

/** The session token the request carries, if its cookie is present and well formed. */
export const readSessionToken = (req: Request): string | null => readTokenCookie(req, SESSION_COOKIE);

/** Whether a stored session is still within its idle timeout and absolute lifetime. */
export function isSessionAlive(record: SessionRecord, at: number): boolean {
  return at - record.createdAt < SESSION_MAX_LIFETIME_MS && at - record.lastSeenAt < SESSION_IDLE_TIMEOUT_MS;
}

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
