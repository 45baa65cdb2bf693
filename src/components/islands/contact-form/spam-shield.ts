/**
 * The browser's half of the spam shield (docs/spam.md): fetch a challenge and solve it in a
 * worker as soon as the visitor focuses the form, so the proof is ready by the time they send.
 */
import type { Challenge, Solution } from 'altcha-lib';
import { request, type SpamProof } from '~/lib/api';

/** A proof whose challenge expires sooner than this is solved again, in ms. */
const EXPIRY_MARGIN_MS = 30_000;

let next: Promise<SpamProof> | undefined;

async function solve(): Promise<SpamProof> {
  const challenge = (await (await request('GET', '/api/contact-challenge')).json()) as Challenge;
  const worker = new Worker(new URL('./spam-shield.worker.ts', import.meta.url), { type: 'module' });
  try {
    const solution = await new Promise<Solution | null>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<Solution | null>) => resolve(data);
      worker.onerror = reject;
      worker.postMessage(challenge);
    });
    if (!solution) throw new Error('The spam check could not be solved in time.');
    return { challenge, solution };
  } finally {
    worker.terminate();
  }
}

/** Starts solving the next proof, unless one is on its way already. */
export function prepareProof(): void {
  next ??= solve();
  // A failure shows when the proof is taken; until then it is nobody's business.
  next.catch(() => undefined);
}

/** The prepared proof (waiting for it if need be), which a send spends; a fresh one if it failed or is expiring. */
export async function takeProof(): Promise<SpamProof> {
  const proof = await (next ?? solve()).catch(() => solve());
  next = undefined;
  const expiresAt = (proof.challenge.parameters.expiresAt ?? 0) * 1000;
  return expiresAt - Date.now() > EXPIRY_MARGIN_MS ? proof : solve();
}
