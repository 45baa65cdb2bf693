/** Every access check of the admin API: the password and its switch, the session, cross-site requests. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { api } from '../../src/i18n/api.ts';
import { error, guarded, methodNotAllowed } from './http.ts';
import { readSessionToken, touchSession } from './admin-session.ts';
import { isLocalEmulator } from './deploy-context.ts';

/** Accepted when `ADMIN_PASSWORD` is unset on a local server only, never on Netlify. */
export const LOCAL_DEV_PASSWORD = 'dev-password';
export const ADMIN_REPLY = { noStore: true } as const;
let warned = false;

/** The admin password in force; null when the admin must stay locked (unset, on Netlify). */
export function adminPassword(env = process.env): string | null {
  if (env['ADMIN_PASSWORD']) return env['ADMIN_PASSWORD'];
  if (!isLocalEmulator(env)) return null;
  if (!warned) {
    warned = true;
    console.warn(
      `\n!!! ADMIN_PASSWORD is not set: the admin accepts the development password "${LOCAL_DEV_PASSWORD}".\n` +
        '!!! Set ADMIN_PASSWORD before exposing this server to anyone.\n'
    );
  }
  return LOCAL_DEV_PASSWORD;
}

/** `ADMIN_PASSWORD_LOGIN=off` refuses the password, only while a passkey is registered (docs/auth.md). */
export const passwordLoginSwitchedOff = () => process.env['ADMIN_PASSWORD_LOGIN']?.trim().toLowerCase() === 'off';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
/** Compares two passwords in time that does not depend on where they differ. */
export const passwordsMatch = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Null with a live session, else a 401 (with `extra` in its JSON). */
export async function requireSession(req: Request, extra: object = {}): Promise<Response | null> {
  const token = readSessionToken(req);
  if (token && (await touchSession(token))) return null;
  return error(401, api.session.required, { ...ADMIN_REPLY, extra });
}

/** 403 for a state-changing request from another site (a second lock after SameSite=Strict); null otherwise. */
export function rejectCrossSite(req: Request): Response | null {
  const site = req.headers.get('sec-fetch-site');
  const { origin } = new URL(req.url);
  const crossSite = site === 'cross-site' || site === 'same-site' || (req.headers.get('origin') ?? origin) !== origin;
  return crossSite ? error(403, api.session.crossSite, ADMIN_REPLY) : null;
}

/** An endpoint behind the session, handed its token: 405 outside `allowed`, 401 without a session, 403 cross-site. */
export async function adminEndpoint(label: string, req: Request, allowed: string[], handle: Handler) {
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed, ADMIN_REPLY);
  const denied = async () => (await requireSession(req)) ?? (req.method === 'GET' ? null : rejectCrossSite(req));
  return guarded(label, async () => (await denied()) ?? (await handle(readSessionToken(req) as string)), ADMIN_REPLY);
}
type Handler = (sessionToken: string) => Promise<Response>;
