/** The contact form's spam check (docs/spam.md): an ALTCHA challenge signed here, solved by the browser, spent once. */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { SpamProof } from '../../src/lib/api.ts';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { isLocalEmulator } from './admin-auth.ts';
import { openStore, sweep } from './blobs.ts';
import { now } from './clock.ts';

/** Signing key when `ALTCHA_HMAC_KEY` is unset on a local emulator; never used on Netlify. */
const LOCAL_DEV_HMAC_KEY = 'local-dev-altcha-key';

/** Markers of spent proofs, keyed `<expiry in s>/<signature>`. */
const SPENT_STORE = 'spam_shield';

export const CHALLENGE_TTL_S = 5 * 60;

/** The solution's counter is drawn up to this: a second or two of hashing in a slow browser (docs/spam.md). */
const MAX_COUNTER = 20_000;

function secrets(env: NodeJS.ProcessEnv = process.env) {
  const key = env['ALTCHA_HMAC_KEY'] || (isLocalEmulator(env) ? LOCAL_DEV_HMAC_KEY : '');
  if (!key) throw new Error('ALTCHA_HMAC_KEY is not set: the contact form cannot check for spam');
  return { hmacSignatureSecret: `${key}:challenge`, hmacKeySignatureSecret: `${key}:key` };
}

export const newChallenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER, MAX_COUNTER / 10),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_S * 1000),
    ...secrets(),
  });

/** Whether `proof` solves an unexpired challenge signed here; spends it once, atomically (`onlyIfNew`). */
export async function spendProof(proof: unknown): Promise<boolean> {
  const { challenge } = (proof ?? {}) as Partial<SpamProof>;
  const verified = await verifySolution({ ...(proof as SpamProof), deriveKey, ...secrets() })
    .then((result) => result.verified && Boolean(challenge?.parameters.expiresAt))
    .catch(() => false);
  if (!verified || !challenge?.signature) return false;
  const key = `${challenge.parameters.expiresAt}/${challenge.signature}`;
  return (await openStore(SPENT_STORE).set(key, '', { onlyIfNew: true })).modified;
}

/** Deletes the markers of spent proofs whose challenge has expired: they can no longer be replayed. */
export const sweepSpentProofs = () => sweep(SPENT_STORE, '', (key) => Number(key.split('/')[0]) * 1000 < now());
