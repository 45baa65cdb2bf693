/** Secrets the site can make itself (docs/spam.md): the environment's value, else one generated once and kept in Blobs. */
import { randomBytes } from 'node:crypto';
import { openStore } from './blobs.ts';

const SECRETS_STORE = 'site_secrets';

/** The generated secrets this instance has read, by name (a warm instance reads each once). */
const generated = new Map<string, Promise<string>>();

/** A strong random secret, kept under `name` only if none is there yet: of two cold starts, both read the first. */
async function readOrCreate(name: string): Promise<string> {
  const blobs = openStore(SECRETS_STORE);
  const kept = await blobs.get(name, { type: 'text' });
  if (kept) return kept;
  await blobs.set(name, randomBytes(32).toString('hex'), { onlyIfNew: true });
  const stored = await blobs.get(name, { type: 'text' });
  if (!stored) throw new Error(`The generated secret ${name} could not be read back`);
  console.warn(`[secrets] ${name} is not set: using a key generated for this site and kept in Blobs.`);
  return stored;
}

/** The secret `name`: the environment variable when set (how to set or rotate it), otherwise the generated one. */
export async function siteSecret(name: string) {
  const set = process.env[name]?.trim();
  if (set) return { value: set, source: 'environment' as const };
  let value = generated.get(name);
  if (!value) {
    value = readOrCreate(name);
    generated.set(name, value);
    // A failure (storage down) is not remembered: the next call tries again.
    value.catch(() => generated.delete(name));
  }
  return { value: await value, source: 'generated' as const };
}
