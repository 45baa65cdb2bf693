/**
 * The inquiry inbox on Netlify Blobs: the only module that touches the `contact_inquiries`
 * store. Handlers call the operations below and never see keys.
 *
 * Layout of the store
 *   inquiry/<id, 10 digits>   the inquiry (InquirySchema), one blob each
 *   id/<n>, id/<n>.x, .y      id n is taken (see `claimOnce` in blobs.ts)
 *   deleted/<id>              tombstone of a deleted inquiry (holds no personal data)
 *   meta/last-id              the last id handed out; a hint that may lag, never trusted
 *
 * Why nothing is lost or overwritten, and ids stay unique:
 * - A new inquiry first claims an id with `claimOnce`, which lets at most one caller win
 *   a key both on Netlify (atomic conditional writes) and on the local emulator (whose
 *   conditional writes are not atomic). It is then written only under that id, so two
 *   inquiries never share a key; the write itself is `onlyIfNew` as a second guard.
 * - A claimant tries n + 1 only once n is taken, starting just past the hint, so taken
 *   ids always form a run 1..F. On the emulator a racing claim can end with no winner:
 *   n stays unused (a gap, never a duplicate). Claims are never removed, so an id is
 *   never handed out twice, even after its inquiry is deleted.
 * - A burst of simultaneous submissions all want the same next id; losers pause for a
 *   random, growing time so that they do not all hit every id.
 * - The admin list never uses `list()`, which the emulator can cut short under
 *   concurrent writes: it finds F by reading `id/` keys upward from the hint and reads
 *   inquiries F..1 with bounded concurrency, skipping ids deleted or left unused.
 * - Marking complete rewrites the inquiry; deleting writes the tombstone first and then
 *   removes the blob. A completion that races a deletion looks for the tombstone after its
 *   write and removes what it wrote, so a deleted inquiry never comes back.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { DEFAULT_STATUS, InquirySchema, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';
import { claimOnce, mapBounded, openStore, type ClaimStore } from './blobs.ts';
import { now } from './clock.ts';

/** Store name from SPEC §3. */
export const INQUIRY_STORE = 'contact_inquiries';

/** Blob reads in flight at once while building the admin list. */
export const LIST_CONCURRENCY = 8;

const RECORD_PREFIX = 'inquiry/';
const TOMBSTONE_PREFIX = 'deleted/';
const HINT_KEY = 'meta/last-id';
const ID_DIGITS = 10;
/** Give up allocating an id after this long; the visitor gets an error and can resend. */
const ALLOCATION_DEADLINE_MS = 30_000;

const recordKey = (id: number) => `${RECORD_PREFIX}${String(id).padStart(ID_DIGITS, '0')}`;
const tombstoneKey = (id: number) => `${TOMBSTONE_PREFIX}${id}`;

/**
 * Parses an id from a URL segment: a positive integer written plainly (no sign, no leading
 * zero, no exponent), at most 10 digits. Returns null for anything else.
 */
export function parseInquiryId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

const store = (): Store => openStore(INQUIRY_STORE);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readHint(blobs: ClaimStore): Promise<number> {
  const raw = await blobs.get(HINT_KEY);
  const hint = Number(raw);
  return Number.isSafeInteger(hint) && hint > 0 ? hint : 0;
}

/**
 * Pause after losing a round: random, growing with the losses, so that a burst of
 * simultaneous submissions spreads out instead of every claimant hitting every id.
 */
const backoff = (losses: number) => pause(Math.random() * Math.min(1000, 2 ** Math.min(losses + 1, 10)));

/** Wins a fresh id with the two-step claim described at the top of this module. */
export async function allocateId(blobs: ClaimStore): Promise<number> {
  const token = randomUUID();
  const started = Date.now();
  let candidate = (await readHint(blobs)) + 1;
  for (let losses = 0; Date.now() - started < ALLOCATION_DEADLINE_MS; losses++) {
    if (await claimOnce(blobs, `id/${candidate}`, token)) {
      await blobs.set(HINT_KEY, String(candidate));
      return candidate;
    }
    await backoff(losses);
    // Every id up to the hint is taken: skip to just past it rather than walking.
    candidate = Math.max(candidate + 1, (await readHint(blobs)) + 1);
  }
  throw new Error(`No inquiry id could be allocated within ${ALLOCATION_DEADLINE_MS} ms`);
}

/** The highest claimed id: the hint, then `id/` keys read upward until one is missing. */
async function highestClaimedId(blobs: ClaimStore): Promise<number> {
  let highest = await readHint(blobs);
  while ((await blobs.get(`id/${highest + 1}`)) !== null) highest += 1;
  return highest;
}

/** Reads and validates one stored inquiry; null when absent. */
async function readInquiry(blobs: Store, id: number): Promise<Inquiry | null> {
  const raw: unknown = await blobs.get(recordKey(id), { type: 'json' });
  if (raw === null) return null;
  const parsed = InquirySchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Stored inquiry ${id} does not match the inquiry schema: ${parsed.error.message}`);
  }
  return parsed.data;
}

const isDeleted = async (blobs: Store, id: number) => (await blobs.get(tombstoneKey(id))) !== null;

/** Stores a validated submission as a new pending inquiry and returns it. */
export async function createInquiry(input: InquiryInput): Promise<Inquiry> {
  const blobs = store();
  const id = await allocateId(blobs);
  const { status: _ignored, ...fields } = input;
  const inquiry: Inquiry = { ...fields, id, status: DEFAULT_STATUS, createdAt: new Date(now()).toISOString() };
  const { modified } = await blobs.setJSON(recordKey(id), inquiry, { onlyIfNew: true });
  if (!modified) throw new Error(`Inquiry ${id} already exists; refusing to overwrite it`);
  return inquiry;
}

/** Every stored inquiry, newest first (highest id first). */
export async function listInquiries(): Promise<Inquiry[]> {
  const blobs = store();
  const highest = await highestClaimedId(blobs);
  const ids = Array.from({ length: highest }, (_, index) => highest - index);
  const inquiries = await mapBounded(ids, LIST_CONCURRENCY, (id) =>
    readInquiry(blobs, id).catch((cause: unknown) => {
      // One damaged blob must not hide every other lead from the owner.
      console.error('[inquiry-store] skipping unreadable inquiry', id, cause);
      return null;
    })
  );
  return inquiries.filter((inquiry): inquiry is Inquiry => inquiry !== null);
}

/** Marks an inquiry completed (idempotent). Returns it, or null when there is no such inquiry. */
export async function completeInquiry(id: number): Promise<Inquiry | null> {
  const blobs = store();
  if (await isDeleted(blobs, id)) return null;
  const inquiry = await readInquiry(blobs, id);
  if (!inquiry) return null;
  if (inquiry.status === 'completed') return inquiry;
  const completed: Inquiry = { ...inquiry, status: 'completed' };
  await blobs.setJSON(recordKey(id), completed);
  if (await isDeleted(blobs, id)) {
    // A deletion ran while we wrote: finish it rather than bring the inquiry back.
    await blobs.delete(recordKey(id));
    return null;
  }
  return completed;
}

/** Deletes an inquiry for good. Returns false when there is no such inquiry. */
export async function deleteInquiry(id: number): Promise<boolean> {
  const blobs = store();
  if ((await blobs.get(recordKey(id))) === null || (await isDeleted(blobs, id))) return false;
  await blobs.set(tombstoneKey(id), new Date(now()).toISOString());
  await blobs.delete(recordKey(id));
  return true;
}
