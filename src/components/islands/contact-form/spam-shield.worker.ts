/** Solves the contact form's proof-of-work challenge off the main thread (docs/spam.md). */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async ({ data }: MessageEvent<Challenge>) =>
  self.postMessage(await solveChallenge({ challenge: data, deriveKey }));
