/** The `admin_auth` store (docs/auth.md): sessions (the store keeps only their token's SHA-256), and its records. */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { backoff, openStore, readJSON, saveIf } from './blobs.ts';
import { now } from './clock.ts';

export const AUTH_STORE = 'admin_auth';
/** A session ends after 30 minutes without an admin request, or 8 hours after login. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_MAX_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Activity is written back at most this often, to spare the store a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const SESSION_COOKIE = 'admin_session';
type SessionRecord = { createdAt: number; lastSeenAt: number };
export const createToken = () => randomBytes(32).toString('base64url');
/** The store files a token's records under its SHA-256, never the token. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
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

export const isSessionAlive = (record: SessionRecord, at: number) =>
  at - record.createdAt < SESSION_MAX_LIFETIME_MS && at - record.lastSeenAt < SESSION_IDLE_TIMEOUT_MS;

/** Starts a session; returns the `Set-Cookie` that carries its token. */
export async function createSession(requestUrl: string): Promise<string> {
  const token = createToken();
  const at = now();
  await openStore(AUTH_STORE).setJSON(sessionKey(token), { createdAt: at, lastSeenAt: at } satisfies SessionRecord);
  return sessionCookie(token, requestUrl);
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

/** Ends the request's session on the server; returns the `Set-Cookie` that removes its cookie. */
export async function destroySession(req: Request): Promise<string> {
  const token = readSessionToken(req);
  if (token) await openStore(AUTH_STORE).delete(sessionKey(token));
  return clearedSessionCookie(req.url);
}

/** Another writer kept changing the record; the caller answers "busy", never a guess. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

/** Reads `key` and parses it with `schema`; a record that does not parse counts as absent. */
export async function readRecord<T>(key: string, schema: z.ZodType<T>) {
  const { value, etag } = await readJSON(openStore(AUTH_STORE), key);
  const parsed = schema.safeParse(value);
  if (etag !== null && !parsed.success) console.error(`[admin-session] ${key} is unreadable; it is treated as absent`);
  return { value: parsed.success ? parsed.data : null, etag };
}

/** Compare-and-swap: `decide` sees the record; its write is saved if nobody wrote in between, else asked again. */
export async function updateRecord<T, R>(
  key: string,
  schema: z.ZodType<T>,
  decide: (current: T | null) => { write: T; result: R } | { result: R }
): Promise<R> {
  const blobs = openStore(AUTH_STORE);
  for (let losses = 0; losses < 25; losses++) {
    const { value, etag } = await readRecord(key, schema);
    const decision = decide(value);
    if (!('write' in decision) || (await saveIf(blobs, key, decision.write, etag))) return decision.result;
    await backoff(losses, 200);
  }
  throw new StoreBusyError(`The record ${key} kept changing under concurrent writes`);
}
