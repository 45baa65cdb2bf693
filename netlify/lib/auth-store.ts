/** The `admin_auth` store (docs/auth.md): sessions, the login throttle, passkeys and their challenges. */
import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { bySchema, openStore, readJSON, updateJSON, type Decision } from './blobs.ts';

export const AUTH_STORE = 'admin_auth';
/** The store files a secret's records (a token's, an address's) under its SHA-256, never the secret. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Record `key` read with `schema`; null when absent, or unreadable (logged). */
export const readRecord = <T>(key: string, schema: z.ZodMiniType<T>) =>
  readJSON(openStore(AUTH_STORE), key, bySchema(schema));
/** Compare-and-swap on record `key`; StoreBusyError after 25 losses: a sign-in answers "busy" rather than wait. */
export const updateRecord = <T, R>(key: string, schema: z.ZodMiniType<T>, decide: (current: T | null) => Decision<R>) =>
  updateJSON(openStore(AUTH_STORE), key, bySchema(schema), decide, { tries: 25, capMs: 200 });
