/** The admin's passkey ceremonies: WebAuthn in the browser, then the API. */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { answer, send } from './admin-api';
import { errorMessage } from './admin-format';
import type { Speech } from './words';

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

export interface PasskeyListing {
  passkeys: Passkey[];
  passwordSignIn: boolean;
}

export const fetchPasskeys = () => answer<PasskeyListing>('GET', '/api/admin/passkeys');

export const removePasskey = (id: string) => send('DELETE', `/api/admin/passkeys/${encodeURIComponent(id)}`);

const challenge = async <T>(path: string) => (await answer<{ options: T }>('POST', path)).options;

export async function createPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await challenge<PublicKeyCredentialCreationOptionsJSON>('/api/admin/passkeys/challenge');
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return (await answer<{ passkey: Passkey }>('POST', '/api/admin/passkeys', { name, response })).passkey;
}

export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await challenge<PublicKeyCredentialRequestOptionsJSON>('/api/admin/session/challenge');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  await send('POST', '/api/admin/session', { passkey: await startAuthentication({ optionsJSON }) });
}

export const supportsPasskeys = () => typeof window.PublicKeyCredential === 'function';

/** What to tell the owner when a step failed, in the browser (a device's refusal, by its error's name) or on the server. */
export function passkeyErrorMessage(cause: unknown, speech: Speech): string {
  const device: Record<string, string> = speech.words.passkeys.device;
  return (cause instanceof Error && device[cause.name]) || errorMessage(cause, speech);
}
