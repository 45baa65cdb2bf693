/** GET /api/contact-challenge: a fresh proof-of-work challenge (docs/spam.md); never cached, each is spent once. */
import type { Config } from '@netlify/functions';
import { guarded, json, methodNotAllowed } from '../lib/http.ts';
import { newChallenge } from '../lib/spam.ts';

export default async (req: Request): Promise<Response> =>
  guarded(
    'contact-challenge',
    async () =>
      req.method === 'GET'
        ? json(await newChallenge(), 200, { noStore: true })
        : methodNotAllowed(['GET'], { noStore: true }),
    { noStore: true }
  );

export const config: Config = { path: '/api/contact-challenge' };
