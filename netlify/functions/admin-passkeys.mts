/** The owner's passkeys behind a session: list, register (challenge, then answer), remove (docs/api.md). */
import type { Config } from '@netlify/functions';
import { api, API_LOCALE } from '../../src/i18n/api.ts';
import { fillMessage, fillPlural } from '../../src/lib/message.ts';
import { ADMIN_REPLY, adminEndpoint, passwordLoginSwitchedOff } from '../lib/admin-auth.ts';
import { registerPasskey, registrationOptions } from '../lib/admin-passkeys.ts';
import { readPasskeys, removePasskey, summary } from '../lib/passkey-records.ts';
import { error, json, readJsonBody } from '../lib/http.ts';

async function list(): Promise<Response> {
  const passkeys = (await readPasskeys()).map(summary);
  const message = fillPlural(api.passkeys.registered, passkeys.length, API_LOCALE);
  const passwordSignIn = !(passwordLoginSwitchedOff() && passkeys.length > 0);
  return json({ success: true, message, passkeys, passwordSignIn }, 200, ADMIN_REPLY);
}

async function add(req: Request, sessionToken: string): Promise<Response> {
  const passkey = await registerPasskey(req, sessionToken, await readJsonBody(req));
  const message = fillMessage(api.passkeys.added, { name: passkey.name });
  return json({ success: true, message, passkey }, 201, ADMIN_REPLY);
}

export default async (req: Request): Promise<Response> => {
  // What follows /api/admin/passkeys/: nothing, `challenge`, or a credential id (base64url, nothing to decode).
  const rest = new URL(req.url).pathname.slice('/api/admin/passkeys/'.length);
  const allowed = rest === '' ? ['GET', 'POST'] : rest === 'challenge' ? ['POST'] : ['DELETE'];
  return adminEndpoint('admin-passkeys', req, allowed, async (sessionToken) => {
    if (rest === 'challenge') {
      const options = await registrationOptions(req, sessionToken);
      return json({ success: true, message: api.passkeys.confirm, options }, 200, ADMIN_REPLY);
    }
    if (rest === '') return req.method === 'GET' ? list() : add(req, sessionToken);
    if (await removePasskey(rest)) return json({ success: true, message: api.passkeys.removed }, 200, ADMIN_REPLY);
    return error(404, api.passkeys.notFound, ADMIN_REPLY);
  });
};

// Literal strings: Netlify reads this object from the source without running it.
export const config: Config = {
  path: ['/api/admin/passkeys', '/api/admin/passkeys/challenge', '/api/admin/passkeys/:id'],
};
