/** GET /api/contact-challenge: a fresh proof-of-work challenge (docs/spam.md); never cached, each is spent once. */
import type { Config } from '@netlify/functions';
import { guarded, json, methodNotAllowed } from '../lib/http.ts';
import { newChallenge } from '../lib/spam.ts';

const NO_STORE = { noStore: true };

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET') return methodNotAllowed(['GET'], NO_STORE);
  return guarded('contact-challenge', async () => json(await newChallenge(), 200, NO_STORE), NO_STORE);
};

export const config: Config = { path: '/api/contact-challenge' };
