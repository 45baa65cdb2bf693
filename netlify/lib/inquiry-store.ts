/**
 * The inquiry inbox on Netlify Blobs: the only module that touches the `contact_inquiries`
 * store. Handlers call the operations below and never see keys.
 *
 * Layout of the store
 *   inquiry/<id, 10 digits>   the inquiry (InquirySchema), one blob each
 *   id/<n>                    step 1 of claiming id n (onlyIfNew)
 *   claim/<n>/<token>         step 2 of claiming id n: one blob per claimant
 *   deleted/<id>              tombstone of a deleted inquiry (holds no personal data)
 *   next-id-hint              the last id handed out; only a hint, never trusted
 *
 * Why nothing is lost or overwritten, and ids stay unique:
 * - An inquiry is written only under the id its writer alone won, so two inquiries never
 *   share a key, and the write itself is `onlyIfNew` as a second guard.
 * - Claiming id n takes two steps. (1) `set('id/n', token, { onlyIfNew: true })`. On Netlify
 *   this conditional write is atomic, so exactly one claimant passes per n and the others
 *   move on to n + 1 at once: every round has a winner. (2) The claimant that passed writes
 *   its own `claim/n/<token>` blob (a key nobody else writes) and then lists `claim/n/`.
 *   It wins n only if it sees no other claim there.
 * - The local emulator checks `onlyIfNew` and writes in two separate steps, so several
 *   claimants can pass step (1) together. Step (2) is what keeps them apart: each one writes
 *   before it lists, so of any two claimants the one that lists last sees the other's claim
 *   (if A's list missed B's claim, A listed before B wrote, and B listed after it wrote, so
 *   after A's claim). At most one of them can see itself alone. If they all see each other,
 *   n is left unused (a gap, never a duplicate) and they retry after a random pause.
 *   Plain writes in the emulator replace a file by renaming it, and reads and lists go to
 *   the same disk, which is all step (2) needs.
 * - Claims are never removed, so an id is never handed out twice, even after its inquiry is
 *   deleted. The hint only saves probing; if it lags, step (1) fails fast on taken ids.
 * - Marking complete rewrites the inquiry; deleting writes the tombstone first and then
 *   removes the blob. A completion that races a deletion looks for the tombstone after its
 *   write and removes what it wrote, so a deleted inquiry never comes back.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { DEFAULT_STATUS, InquirySchema, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';
import { mapBounded, openStore } from './blobs.ts';
import { now } from './clock.ts';

/** Store name from SPEC §3. */
export const INQUIRY_STORE = 'contact_inquiries';

/** Blob reads in flight at once while building the admin list. */
export const LIST_CONCURRENCY = 8;

const RECORD_PREFIX = 'inquiry/';
const TOMBSTONE_PREFIX = 'deleted/';
const HINT_KEY = 'next-id-hint';
const ID_DIGITS = 10;
/** Give up allocating an id after this long; the visitor gets an error and can resend. */
const ALLOCATION_DEADLINE_MS = 20_000;

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

async function readHint(blobs: Store): Promise<number> {
  const raw = await blobs.get(HINT_KEY);
  const hint = Number(raw);
  return Number.isSafeInteger(hint) && hint > 0 ? hint : 0;
}

/** Wins a fresh id with the two-step claim described at the top of this module. */
async function allocateId(blobs: Store): Promise<number> {
  const token = randomUUID();
  const started = Date.now();
  let candidate = (await readHint(blobs)) + 1;
  for (let round = 0; Date.now() - started < ALLOCATION_DEADLINE_MS; round++) {
    const { modified } = await blobs.set(`id/${candidate}`, token, { onlyIfNew: true });
    if (modified) {
      const mine = `claim/${candidate}/${token}`;
      await blobs.set(mine, '');
      const { blobs: claims } = await blobs.list({ prefix: `claim/${candidate}/` });
      if (claims.every((claim) => claim.key === mine)) {
        await blobs.set(HINT_KEY, String(candidate));
        return candidate;
      }
      // Several claimants passed step 1 together (local emulator only): all back off.
      await pause(Math.random() * Math.min(100, 5 * (round + 1)));
      candidate = Math.max(candidate, await readHint(blobs)) + 1;
    } else {
      candidate += 1;
    }
  }
  throw new Error(`No inquiry id could be allocated within ${ALLOCATION_DEADLINE_MS} ms`);
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
  const [records, tombstones] = await Promise.all([
    blobs.list({ prefix: RECORD_PREFIX }),
    blobs.list({ prefix: TOMBSTONE_PREFIX }),
  ]);
  const deleted = new Set(tombstones.blobs.map((blob) => Number(blob.key.slice(TOMBSTONE_PREFIX.length))));
  const ids = records.blobs
    .map((blob) => Number(blob.key.slice(RECORD_PREFIX.length)))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && !deleted.has(id))
    .sort((a, b) => b - a);
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
