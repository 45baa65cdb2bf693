/** The owner's passkey ceremonies (WebAuthn): registration and sign-in against the stored passkeys (docs/auth.md). */
import * as webauthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { site } from '../../src/config/site.ts';
import { api } from '../../src/i18n/api.ts';
import { MAX_PASSKEY_NAME } from '../../src/lib/api-types.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { now } from './clock.ts';
import { Refusal } from './http.ts';
import { keepChallenge, readPasskeys, summary, takeChallenge, updatePasskeys } from './passkey-records.ts';

const MAX_PASSKEYS = 10;
/** How long the browser lets the owner confirm with the device (inside the challenge's life). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
/** What every answer must match: the challenge, this site as the browser reached it (docs/auth.md), a verified user. */
function expected(req: Request, expectedChallenge: string) {
  const { hostname, origin } = new URL(req.url);
  return { expectedChallenge, expectedOrigin: origin, expectedRPID: hostname, requireUserVerification: true };
}

/** A refusal the library throws is logged and reads as undefined. */
const refused = (label: string) => (cause: unknown) =>
  void console.warn(`[admin-passkeys] ${label} refused:`, cause instanceof Error ? cause.message : cause);

export async function registrationOptions(req: Request, sessionToken: string) {
  // The owner's WebAuthn user handle, created with the first registration and kept for good.
  const { userId, passkeys } = await updatePasskeys((record) => {
    if (record) return { result: record };
    const created = { userId: randomBytes(32).toString('base64url'), passkeys: [] };
    return { write: created, result: created };
  });
  const siteName = fillMessage(api.passkeys.siteName, { site: site.name });
  const options = await webauthn.generateRegistrationOptions({
    rpName: siteName,
    rpID: new URL(req.url).hostname,
    userName: 'admin',
    userDisplayName: siteName,
    userID: Buffer.from(userId, 'base64url'),
    attestationType: 'none',
    excludeCredentials: passkeys.map(({ id, transports }) => (transports ? { id, transports } : { id })),
    // Discoverable, with the owner's fingerprint, face or PIN: nothing typed, a stolen device is not enough.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return keepChallenge('registration', sessionToken, options);
}

/** Adds the passkey of `body` (`{ name, response }`), answering the challenge kept for this session; Refusal otherwise. */
export async function registerPasskey(req: Request, sessionToken: string, body: unknown) {
  const parsed = NewPasskeySchema.safeParse(body);
  if (!parsed.success) {
    throw new Refusal(400, parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? api.passkeys.body);
  }
  const { name, response } = parsed.data;
  const challenge = await takeChallenge('registration', sessionToken);
  if (challenge === null) throw new Refusal(400, api.passkeys.expired);
  const verification = await webauthn
    .verifyRegistrationResponse({ response, ...expected(req, challenge) })
    .catch(refused('registration'));
  const credential = verification?.registrationInfo?.credential;
  if (!credential) throw new Refusal(400, api.passkeys.notVerified);
  const stored = {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports && { transports: credential.transports }),
    name,
    createdAt: new Date(now()).toISOString(),
  };
  return updatePasskeys((record) => {
    // The record was made with the options; without it, the request belongs to a wiped store.
    if (!record) throw new Refusal(400, api.passkeys.expired);
    if (record.passkeys.some(({ id }) => id === stored.id)) throw new Refusal(409, api.passkeys.alreadyRegistered);
    if (record.passkeys.length >= MAX_PASSKEYS) {
      throw new Refusal(409, fillMessage(api.passkeys.tooMany, { max: MAX_PASSKEYS }));
    }
    return { write: { ...record, passkeys: [...record.passkeys, stored] }, result: summary(stored) };
  });
}

/** Any passkey of this site may answer; the challenge is bound to `binding`. */
export async function signInOptions(req: Request, binding: string) {
  const options = await webauthn.generateAuthenticationOptions({
    rpID: new URL(req.url).hostname,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return keepChallenge('sign-in', binding, options);
}

/** The passkey that signed in; Refusal when it cannot. */
export async function verifySignIn(req: Request, binding: string | null, response: AuthenticationResponseJSON) {
  const challenge = binding && (await takeChallenge('sign-in', binding));
  if (!challenge) throw new Refusal(400, api.session.expired);
  const stored = (await readPasskeys()).find((passkey) => passkey.id === response.id);
  if (!stored) throw new Refusal(401, api.passkeys.notRegistered);
  const verification = await webauthn
    .verifyAuthenticationResponse({
      response,
      ...expected(req, challenge),
      credential: {
        id: stored.id,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        ...(stored.transports && { transports: stored.transports }),
      },
    })
    .catch(refused('sign-in'));
  if (!verification?.verified) throw new Refusal(401, api.session.notVerified);
  const { newCounter } = verification.authenticationInfo;
  const usedAt = new Date(now()).toISOString();
  return updatePasskeys((record) => {
    const current = record?.passkeys.find((passkey) => passkey.id === stored.id);
    // Removed while the owner was confirming: refused like any unknown passkey.
    if (!record || !current) throw new Refusal(401, api.passkeys.notRegistered);
    const used = { ...current, counter: Math.max(current.counter, newCounter), lastUsedAt: usedAt };
    const passkeys = record.passkeys.map((passkey) => (passkey.id === used.id ? used : passkey));
    return { write: { ...record, passkeys }, result: summary(used) };
  });
}

const Base64Url = z.string().check(z.maxLength(16 * 1024), z.regex(/^[A-Za-z0-9_-]*$/));

/** A browser's WebAuthn answer `T` around its `response` part, whose fields are given. */
const answer = <T>(response: z.core.$ZodLooseShape) =>
  z.object({
    id: Base64Url,
    rawId: Base64Url,
    type: z.literal('public-key'),
    response: z.object(response),
    clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  }) as unknown as z.ZodMiniType<T>;

export const AuthenticationResponseSchema = answer<AuthenticationResponseJSON>({
  clientDataJSON: Base64Url,
  authenticatorData: Base64Url,
  signature: Base64Url,
  userHandle: z.optional(Base64Url),
});

const RegistrationResponseSchema = answer<RegistrationResponseJSON>({
  clientDataJSON: Base64Url,
  attestationObject: Base64Url,
  authenticatorData: z.optional(Base64Url),
  transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  publicKeyAlgorithm: z.optional(z.int()),
  publicKey: z.optional(Base64Url),
});

const PasskeyNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, api.passkeys.nameMissing),
  z.maxLength(MAX_PASSKEY_NAME, fillMessage(api.passkeys.nameTooLong, { max: MAX_PASSKEY_NAME })),
  z.refine((name) => name.isWellFormed() && !/[\p{Cc}\p{Cf}]/u.test(name), api.passkeys.nameCharacters)
);

const NewPasskeySchema = z.object({ name: PasskeyNameSchema, response: RegistrationResponseSchema });
