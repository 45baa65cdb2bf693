/** The contact form's ALTCHA check and send records (docs/spam.md): the proof names the send, for its retries. */
import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as z from 'zod/mini';
import type { SpamProof } from '../../src/lib/api-types.ts';
import type { InquiryInput } from '../../src/lib/inquiry.ts';
import { openStore, sweep, updateJSON, type Decision } from './blobs.ts';
import { now } from './clock.ts';
import { siteSecret } from './site-secrets.ts';

/** The store of the send records, keyed `<challenge expiry in s>/<signature>`. */
const SENDS_STORE = 'spam_shield';

export const CHALLENGE_TTL_S = 5 * 60;

/** A send's record is kept this long after its challenge expires, so that a late retry still gets its answer. */
export const SEND_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

/** A send still being stored after this long belongs to an invocation Netlify has stopped (its limit is 60 s). */
export const STALE_SEND_MS = 90_000;

/** How long a retry waits for the first send of its proof to be stored before answering 409. */
const RETRY_WAIT_MS = 8_000;

/** The solution's counter is drawn up to this: a second or two of hashing in a slow browser (docs/spam.md). */
const MAX_COUNTER = 20_000;

async function secrets() {
  const { value: key } = await siteSecret('ALTCHA_HMAC_KEY');
  return { hmacSignatureSecret: `${key}:challenge`, hmacKeySignatureSecret: `${key}:key` };
}

export const newChallenge = async () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER, MAX_COUNTER / 10),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_S * 1000),
    ...(await secrets()),
  });

/** Whether `proof` (shaped as `sendKey` checks) solves an unexpired challenge signed here. */
const verified = async (proof: SpamProof) =>
  verifySolution({ ...proof, deriveKey, ...(await secrets()) })
    .then((result) => result.verified && Boolean(proof.challenge.parameters.expiresAt))
    .catch(() => false);

/** The key of the send that `proof` identifies; null when it does not look like a proof signed here. */
function sendKey(proof: unknown): string | null {
  const { challenge } = (proof ?? {}) as Partial<SpamProof>;
  const expiresAt = challenge?.parameters?.expiresAt;
  const signature = challenge?.signature;
  const valid = Number.isSafeInteger(expiresAt) && typeof signature === 'string' && /^[0-9a-f]{64}$/.test(signature);
  return valid ? `${expiresAt}/${signature}` : null;
}

/** A hash of the fields a visitor sends, in a fixed order: two sends with the same fingerprint are the same inquiry. */
export function fingerprint(input: InquiryInput) {
  const { name, email, business, phone, projectType, budget, timeline, message, language } = input;
  const fields = [name, email, business, phone, projectType, budget, timeline, message, language];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/** A send's record, none of its fields: their `hash`, `startedAt` (once resumed, `firstStartedAt` too), its `id`. */
const SendRecord = z.object({
  hash: z.string(),
  startedAt: z.number(),
  firstStartedAt: z.optional(z.number()),
  id: z.optional(z.int().check(z.positive())),
});

/** What to do with a send; `resumes`: a call with this proof started, then stopped, and may have stored it. */
export type SendState =
  | { kind: 'store'; key: string; resumes?: number } // store it, then `finishSend`
  | { kind: 'stored'; id: number }
  | { kind: 'refused' } // the proof is missing, forged or expired
  | { kind: 'conflict' } // the proof was spent on another inquiry
  | { kind: 'busy'; retryAfterS: number }; // still being stored elsewhere: a retry after `retryAfterS` finishes it

/** Claims the send identified by `proof` for `hash` (compare-and-swap, atomic), or says what became of it. */
export async function beginSend(proof: unknown, hash: string): Promise<SendState> {
  const key = sendKey(proof);
  if (key === null) return { kind: 'refused' };
  const [blobs, record, deadline] = [openStore(SENDS_STORE), { hash, startedAt: now() }, Date.now() + RETRY_WAIT_MS];
  // A send's record: null when there is none, undefined when it is not one.
  const parse = (value: unknown, etag: string | null) => (etag === null ? null : SendRecord.safeParse(value).data);
  for (;;) {
    const state = await updateJSON(blobs, key, parse, async (found): Promise<Decision<SendState | null>> => {
      if (found === null && !(await verified(proof as SpamProof))) return { result: { kind: 'refused' } };
      if (found === null) return { write: record, result: { kind: 'store', key } };
      if (found?.hash !== hash) return { result: { kind: 'conflict' } };
      if (found.id !== undefined) return { result: { kind: 'stored', id: found.id } };
      if (now() - found.startedAt > STALE_SEND_MS) {
        const firstStartedAt = found.firstStartedAt ?? found.startedAt;
        return { write: { ...record, firstStartedAt }, result: { kind: 'store', key, resumes: firstStartedAt } };
      }
      const retryAfterS = Math.ceil((found.startedAt + STALE_SEND_MS - now()) / 1000);
      return { result: Date.now() > deadline ? { kind: 'busy', retryAfterS } : null }; // null: wait, read again
    });
    if (state) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Records that the send under `key` stored inquiry `id`, for its retries; three tries, as its answer depends on it. */
export async function finishSend(key: string, hash: string, id: number): Promise<void> {
  const write = () => openStore(SENDS_STORE).setJSON(key, { hash, startedAt: now(), id });
  await write().catch(write).catch(write);
}

/** Hands back an unstored send: a first attempt is forgotten; a resumed one (maybe stored) stays, stale at once. */
export async function releaseSend(key: string, hash: string, resumes?: number): Promise<void> {
  const blobs = openStore(SENDS_STORE);
  if (resumes === undefined) await blobs.delete(key);
  else await blobs.setJSON(key, { hash, startedAt: resumes, firstStartedAt: resumes });
}

export const sweepSendRecords = (deadline: number) =>
  sweep(SENDS_STORE, '', async (key) => Number(key.split('/')[0]) * 1000 + SEND_RECORD_TTL_MS < now(), deadline);
