/** The browser's half of the spam shield (docs/spam.md): a challenge solved in a worker from the form's first focus. */
import type { Challenge, Solution } from 'altcha-lib';
import type { SpamProof } from '~/lib/api-types';
import { HttpError, request } from '~/components/api/api-client';

/** A proof whose challenge expires sooner than this is solved again, in ms. */
const EXPIRY_MARGIN_MS = 30_000;

let next: Promise<SpamProof> | undefined;

/** The device could not solve the challenge in time; the form says so in its words (failure-text.ts). */
export class UnsolvedChallenge extends Error {
  override name = 'UnsolvedChallenge';
}

async function solve(): Promise<SpamProof> {
  const challenge = (await (await request('GET', '/api/contact-challenge')).json()) as Challenge;
  const worker = new Worker(new URL('./spam-shield.worker.ts', import.meta.url), { type: 'module' });
  try {
    const solution = await new Promise<Solution | null>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<Solution | null>) => resolve(data);
      worker.onerror = reject;
      worker.postMessage(challenge);
    });
    if (!solution) throw new UnsolvedChallenge();
    return { challenge, solution };
  } finally {
    worker.terminate();
  }
}

export function prepareProof(): void {
  next ??= solve();
  // A failure shows when the proof is taken; until then it is nobody's business.
  next.catch(() => undefined);
}

/** The last send whose outcome the visitor did not learn, or that may still succeed, with its proof. */
let unanswered: { sent: string; proof: SpamProof } | undefined;

/** The proof for sending `sent` (the fields as JSON): an unanswered send's for the same details, so it is a retry. */
export async function proofFor(sent: string): Promise<SpamProof> {
  if (unanswered?.sent !== sent) {
    // Otherwise the prepared proof (waited for if need be), which this send spends; fresh if it failed or is expiring.
    const prepared = await (next ?? solve()).catch(() => solve());
    next = undefined;
    const expiresAt = (prepared.challenge.parameters.expiresAt ?? 0) * 1000;
    unanswered = { sent, proof: expiresAt - Date.now() > EXPIRY_MARGIN_MS ? prepared : await solve() };
  }
  return unanswered.proof;
}

/** After a send: one that may have been stored, or may be on a retry (no answer, 409, 5xx), keeps its proof. */
export function settleProof(cause?: unknown): void {
  const mayRetry =
    cause instanceof TypeError || (cause instanceof HttpError && (cause.status === 409 || cause.status >= 500));
  if (!mayRetry) unanswered = undefined;
}
