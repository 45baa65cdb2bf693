/** GET /api/contact-challenge: a fresh proof-of-work challenge (docs/spam.md); never cached, each is spent once. */
import type { Config } from '@netlify/functions';
import { api } from '../../src/i18n/api.ts';
import { error, json, methodNotAllowed } from '../lib/http.ts';
import { newChallenge } from '../lib/spam.ts';

const NO_STORE = { noStore: true };

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET') return methodNotAllowed(['GET'], NO_STORE);
  try {
    return json(await newChallenge(), 200, NO_STORE);
  } catch (cause) {
    // Only storage can fail here (reading the generated key): the form says to try again.
    console.error('[contact-challenge] no challenge could be made', cause);
    return error(503, api.challengeUnavailable, { ...NO_STORE, headers: { 'Retry-After': '10' } });
  }
};

export const config: Config = { path: '/api/contact-challenge' };
