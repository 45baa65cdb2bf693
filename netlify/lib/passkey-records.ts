/** Stored passkeys and their challenges (docs/auth.md), without WebAuthn, which functions that only list them skip. */
import * as z from 'zod/mini';
import { AUTH_STORE, readRecord, tokenDigest, updateRecord } from './auth-store.ts';
import { openStore, sweep, type Decision } from './blobs.ts';
import { now } from './clock.ts';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const PASSKEYS_KEY = 'passkeys';
const CHALLENGE_PREFIX = 'challenge/';

const StoredPasskeySchema = z.object({
  id: z.string(),
  publicKey: z.string(),
  counter: z.int().check(z.nonnegative()),
  transports: z.optional(z.array(z.string())),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.optional(z.string()),
});
const PasskeysSchema = z.object({ userId: z.string(), passkeys: z.array(StoredPasskeySchema) });
type StoredPasskey = z.infer<typeof StoredPasskeySchema>;
const ChallengeSchema = z.object({ challenge: z.string(), expiresAt: z.number(), taken: z.optional(z.boolean()) });

/** What the admin screen shows of a passkey: never its key material. */
export const summary = ({ id, name, createdAt, lastUsedAt }: StoredPasskey) => ({ id, name, createdAt, lastUsedAt });
export const readPasskeys = async () => (await readRecord(PASSKEYS_KEY, PasskeysSchema))?.passkeys ?? [];
export const hasPasskey = async () => (await readPasskeys()).length > 0;

export const updatePasskeys = <R>(decide: (record: z.infer<typeof PasskeysSchema> | null) => Decision<R>) =>
  updateRecord(PASSKEYS_KEY, PasskeysSchema, decide);

export const removePasskey = (id: string) =>
  updatePasskeys((record) =>
    record?.passkeys.some((passkey) => passkey.id === id)
      ? { write: { ...record, passkeys: record.passkeys.filter((passkey) => passkey.id !== id) }, result: true }
      : { result: false }
  );

export type Purpose = 'registration' | 'sign-in';
/** Where the challenge bound to `binding` (a session token or a challenge cookie) lives. */
const challengeKey = (purpose: Purpose, binding: string) => `${CHALLENGE_PREFIX}${purpose}/${tokenDigest(binding)}`;

/** Keeps the challenge of `options` for `binding`, replacing any earlier one it had; returns the options. */
export async function keepChallenge<T extends { challenge: string }>(purpose: Purpose, binding: string, options: T) {
  const record = { challenge: options.challenge, expiresAt: now() + CHALLENGE_TTL_MS };
  await openStore(AUTH_STORE).setJSON(challengeKey(purpose, binding), record);
  return options;
}

/** Takes the challenge kept for `binding`: once, and only while it is alive; null otherwise. */
export async function takeChallenge(purpose: Purpose, binding: string): Promise<string | null> {
  const key = challengeKey(purpose, binding);
  const challenge = await updateRecord(key, ChallengeSchema, (record) =>
    !record || record.taken || record.expiresAt < now()
      ? { result: null }
      : { write: { ...record, taken: true }, result: record.challenge }
  );
  if (challenge !== null) await openStore(AUTH_STORE).delete(key);
  return challenge;
}

const expired = async (key: string) => ((await readRecord(key, ChallengeSchema))?.expiresAt ?? 0) < now();
export const sweepExpiredChallenges = (deadline: number) => sweep(AUTH_STORE, CHALLENGE_PREFIX, expired, deadline);
