/**
 * Solves the contact form's spam-check challenges the way the browser's worker does, with
 * altcha-lib (docs/spam.md), so tests and scripts can POST /api/contact like the real form.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { SpamProof } from '../../src/lib/api-types.ts';

/** A proof for `challenge` (as GET /api/contact-challenge answers it). */
export async function solve(challenge: Challenge): Promise<SpamProof> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return { challenge, solution };
}

/** `body` with a freshly solved proof from `fetchChallenge` in its `altcha` field. */
export async function withProof<T extends object>(
  body: T,
  fetchChallenge: () => Promise<unknown>
): Promise<T & { altcha: SpamProof }> {
  return { ...body, altcha: await solve((await fetchChallenge()) as Challenge) };
}
