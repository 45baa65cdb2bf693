/**
 * The inquiry inbox on Netlify Blobs: the only module that touches the `contact_inquiries`
 * store. Handlers call the operations below and never see keys.
 *
 * Layout of the store
 *   inquiry/<id, 10 digits>   the inquiry (InquirySchema), one blob each: the source of truth
 *   id/<n>, id/<n>.x, .y      id n is taken (see `claimOnce` in blobs.ts)
 *   deleted/<id>              tombstone of a deleted inquiry (holds no personal data)
 *   unnotified/<id>           the owner could not be notified of this inquiry (why, and when)
 *   meta/last-id              the last id handed out; a hint that may lag, never trusted
 *   bucket/<k>                summary of ids k*100+1 .. k*100+100: their whole records, in
 *                             id order; a cache, rebuilt from the blobs above when stale
 *   gen/<k>                   change token of bucket k: a fresh random value written after
 *                             every completion, deletion or notification failure in it
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
 * - Nothing uses `list()`, which the emulator can cut short under concurrent writes: F is
 *   found by reading `id/` keys upward from the hint.
 * - Marking complete rewrites the inquiry; deleting writes the tombstone first and then
 *   removes the blob. A completion that races a deletion looks for the tombstone after its
 *   write and removes what it wrote, so a deleted inquiry never comes back.
 *
 * Why the admin list costs a bounded number of requests (the summaries):
 * - The list, the counts, the search, the CSV export and the retention sweep read bucket
 *   summaries, 100 inquiries per blob, never one blob per inquiry. A summary holds whole
 *   records, so a field added to the schema flows through without a change here.
 * - Nobody ever read-modify-writes a shared blob, so no update can be lost: writers only
 *   write their own inquiry's blobs and then a fresh token into `gen/<k>`. A reader trusts
 *   a summary only when the token it was built under is still the current one.
 * - A summary records the token read before its blobs were read (`gen`), the highest id it
 *   covered (`upTo`) and the ids that had neither a record nor a tombstone then (`open`:
 *   a creation still writing, or an unused id). A change finished after that read writes a
 *   new token, so the summary no longer matches and is rebuilt from the per-id blobs (at
 *   most 100 records, plus their markers). New inquiries do not touch the token: they land
 *   above `upTo` or in `open`, which every reader reads on top of the summary and then
 *   folds in. Two readers that rebuild at once write equivalent summaries, or one built
 *   under an older token, which the next reader sees as stale: a summary can be out of
 *   date, never wrong while trusted.
 * - Cost, with F inquiries: finding F is 2 reads; a bucket is 2 reads (token, summary)
 *   plus the ids that are new since, or a rebuild of up to 200 after an owner's change. A
 *   first page reads one or two buckets; a filtered page or a search reads buckets until
 *   the page is full, F / 50 reads at most; the counts read every bucket, F / 50 reads.
 *   tests/integration/inbox-scale.test.ts counts them at 5,000 inquiries.
 * - Pages are cut by id (the cursor is the last id shown), so inquiries added while the
 *   owner pages never shift a page: no duplicates, no gaps.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import {
  DEFAULT_STATUS,
  InquirySchema,
  type Inquiry,
  type InquiryInput,
  type InquiryStatus,
} from '../../src/lib/inquiry.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type InboxEntry,
  type InboxOrder,
  type StatusCounts,
} from '../../src/lib/inbox.ts';
import { claimOnce, concurrencyGate, openStore, type ClaimStore } from './blobs.ts';
import { now } from './clock.ts';

/** Store name from SPEC §3. */
export const INQUIRY_STORE = 'contact_inquiries';

/** Blob requests in flight at once while reading the inbox (one gate per operation). */
export const LIST_CONCURRENCY = 8;

/** Inquiries per bucket summary. */
export const BUCKET_SIZE = 100;

const RECORD_PREFIX = 'inquiry/';
const TOMBSTONE_PREFIX = 'deleted/';
const UNNOTIFIED_PREFIX = 'unnotified/';
const HINT_KEY = 'meta/last-id';
const ID_DIGITS = 10;
/** Give up allocating an id after this long; the visitor gets an error and can resend. */
const ALLOCATION_DEADLINE_MS = 30_000;

const recordKey = (id: number) => `${RECORD_PREFIX}${String(id).padStart(ID_DIGITS, '0')}`;
const tombstoneKey = (id: number) => `${TOMBSTONE_PREFIX}${id}`;
const unnotifiedKey = (id: number) => `${UNNOTIFIED_PREFIX}${id}`;
const summaryKey = (bucket: number) => `bucket/${bucket}`;
const tokenKey = (bucket: number) => `gen/${bucket}`;
const bucketOf = (id: number) => Math.floor((id - 1) / BUCKET_SIZE);

/** What to list. */
export interface ListQuery {
  status?: InquiryStatus | undefined;
  /** Words that must all appear in the name, e-mail, business, phone or message. */
  q?: string | undefined;
  order?: InboxOrder | undefined;
}

/** One page of a listing. */
export interface PageQuery extends ListQuery {
  limit?: number | undefined;
  /** The last id of the previous page; the page starts after it in the chosen order. */
  cursor?: number | undefined;
}

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

/** Tells readers that bucket `bucket`'s summary no longer holds (see the top of this module). */
const touchBucket = (blobs: Store, id: number) => blobs.set(tokenKey(bucketOf(id)), randomUUID());

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

/** Inquiries `importInquiries` claims ids for at once. */
const IMPORT_CHUNK = 50;

/**
 * Stores many validated submissions as new pending inquiries (seeding a benchmark, moving
 * an inbox over from another form service). Claims the next ids of a chunk side by side with
 * `claimOnce`, so every id key of the run is written and the run 1..F stays unbroken; an
 * input whose id was won by a concurrent submission retries in the next chunk.
 */
export async function importInquiries(inputs: readonly InquiryInput[]): Promise<Inquiry[]> {
  const blobs = store();
  const gate = concurrencyGate(LIST_CONCURRENCY * 2);
  const stored: Inquiry[] = [];
  let queue = [...inputs];
  while (queue.length > 0) {
    const chunk = queue.slice(0, IMPORT_CHUNK);
    queue = queue.slice(IMPORT_CHUNK);
    const first = (await highestClaimedId(blobs)) + 1;
    const token = randomUUID();
    const won = await Promise.all(chunk.map((_, index) => gate(() => claimOnce(blobs, `id/${first + index}`, token))));
    await blobs.set(HINT_KEY, String(first + chunk.length - 1));
    const written = await Promise.all(
      chunk.map((input, index) => {
        if (!won[index]) return null;
        const { status: _ignored, ...fields } = input;
        const inquiry: Inquiry = {
          ...fields,
          id: first + index,
          status: DEFAULT_STATUS,
          createdAt: new Date(now()).toISOString(),
        };
        return gate(async () => {
          const { modified } = await blobs.setJSON(recordKey(inquiry.id), inquiry, { onlyIfNew: true });
          if (!modified) throw new Error(`Inquiry ${inquiry.id} already exists; refusing to overwrite it`);
          return inquiry;
        });
      })
    );
    written.forEach((inquiry, index) => (inquiry ? stored.push(inquiry) : queue.push(chunk[index] as InquiryInput)));
  }
  // Build the summaries now rather than on the owner's first visit.
  const highest = await highestClaimedId(blobs);
  const buckets = new Set(stored.map((inquiry) => bucketOf(inquiry.id)));
  await Promise.all([...buckets].map((bucket) => readBucket(blobs, gate, bucket, highest)));
  return stored;
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
    await touchBucket(blobs, id);
    return null;
  }
  await touchBucket(blobs, id);
  return completed;
}

/** Deletes an inquiry for good. Returns false when there is no such inquiry. */
export async function deleteInquiry(id: number): Promise<boolean> {
  const blobs = store();
  if ((await blobs.get(recordKey(id))) === null || (await isDeleted(blobs, id))) return false;
  await blobs.set(tombstoneKey(id), new Date(now()).toISOString());
  await blobs.delete(recordKey(id));
  await blobs.delete(unnotifiedKey(id));
  await touchBucket(blobs, id);
  return true;
}

/** Records that the owner could not be notified of inquiry `id`; the admin shows it. */
export async function markNotificationFailed(id: number, reason: string): Promise<void> {
  const blobs = store();
  await blobs.setJSON(unnotifiedKey(id), { at: new Date(now()).toISOString(), reason: reason.slice(0, 500) });
  await touchBucket(blobs, id);
}

/** A bucket summary as stored (see the top of this module). */
interface Summary {
  gen: string | null;
  upTo: number;
  open: number[];
  entries: InboxEntry[];
}

const isSummary = (value: unknown): value is Summary =>
  typeof value === 'object' &&
  value !== null &&
  'entries' in value &&
  Array.isArray(value.entries) &&
  'open' in value &&
  Array.isArray(value.open) &&
  'upTo' in value &&
  typeof value.upTo === 'number';

/** What one id holds right now: its entry, or why there is none. */
type IdState = { kind: 'entry'; entry: InboxEntry } | { kind: 'deleted' } | { kind: 'open' };

type Gate = ReturnType<typeof concurrencyGate>;

async function readIdState(blobs: Store, gate: Gate, id: number): Promise<IdState> {
  const [inquiry, marker] = await Promise.all([
    gate(() => readInquiry(blobs, id)).catch((cause: unknown) => {
      // One damaged blob must not hide every other lead from the owner.
      console.error('[inquiry-store] skipping unreadable inquiry', id, cause);
      return 'damaged' as const;
    }),
    gate(() => blobs.get(unnotifiedKey(id))),
  ]);
  if (inquiry === 'damaged') return { kind: 'deleted' };
  if (inquiry) return { kind: 'entry', entry: marker === null ? inquiry : { ...inquiry, notified: false } };
  return (await gate(() => isDeleted(blobs, id))) ? { kind: 'deleted' } : { kind: 'open' };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The entries of bucket `bucket`, ascending by id, for ids up to `highest`. */
async function readBucket(blobs: Store, gate: Gate, bucket: number, highest: number): Promise<InboxEntry[]> {
  const first = bucket * BUCKET_SIZE + 1;
  const last = Math.min(first + BUCKET_SIZE - 1, highest);
  const [gen, stored] = await Promise.all([
    gate(() => blobs.get(tokenKey(bucket), { type: 'text' })),
    gate(() => blobs.get(summaryKey(bucket), { type: 'json' }) as Promise<unknown>),
  ]);
  const trusted = isSummary(stored) && stored.gen === gen ? stored : null;
  const base: Summary = trusted ?? { gen, upTo: first - 1, open: [], entries: [] };
  const toRead = [...base.open, ...range(base.upTo + 1, last)];
  if (toRead.length === 0) return base.entries;

  const states = await Promise.all(toRead.map((id) => readIdState(blobs, gate, id)));
  const entries = [...base.entries];
  const open: number[] = [];
  states.forEach((state, index) => {
    if (state.kind === 'entry') entries.push(state.entry);
    else if (state.kind === 'open') open.push(toRead[index] as number);
  });
  entries.sort((a, b) => a.id - b.id);
  const summary: Summary = { gen, upTo: Math.max(base.upTo, last), open, entries };
  // Ids still open (an unused id stays so for good) and nothing new: the stored summary holds.
  const unchanged =
    trusted && entries.length === base.entries.length && open.length === base.open.length && summary.upTo === base.upTo;
  if (!unchanged) await gate(() => blobs.setJSON(summaryKey(bucket), summary));
  return entries;
}

const normalise = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** A test for `query`'s status and words; phone numbers also match on their digits alone. */
function matcher({ status, q }: ListQuery): (entry: InboxEntry) => boolean {
  const words = normalise(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return (entry) => {
    if (status && (entry.status || DEFAULT_STATUS) !== status) return false;
    if (words.length === 0) return true;
    const haystack = normalise([entry.name, entry.email, entry.business, entry.phone, entry.message].join('\n'));
    const phoneDigits = digits(entry.phone);
    return words.every(
      (word) => haystack.includes(word) || (digits(word).length >= 3 && phoneDigits.includes(digits(word)))
    );
  };
}

/**
 * Every entry matching `query`, in its order, starting after `cursor`, bucket by bucket.
 * `wanted` says how many entries the caller expects to take: an unfiltered listing reads
 * just the buckets that hold them; a filtered one reads 1, 1, 2, 4, then 8 buckets at a time.
 */
async function* scan(
  query: ListQuery & { cursor?: number | undefined },
  wanted = Infinity
): AsyncGenerator<InboxEntry> {
  const blobs = store();
  const gate = concurrencyGate(LIST_CONCURRENCY);
  const highest = await highestClaimedId(blobs);
  if (highest === 0) return;
  const newest = query.order !== 'oldest';
  const matches = matcher(query);
  const filtered = Boolean(query.status || query.q?.trim());
  const start = newest ? Math.min(highest, (query.cursor ?? highest + 1) - 1) : Math.max(1, (query.cursor ?? 0) + 1);
  if (start < 1 || start > highest) return;
  const buckets = newest ? range(0, bucketOf(start)).reverse() : range(bucketOf(start), bucketOf(highest));
  let yielded = 0;
  for (let index = 0; index < buckets.length;) {
    // Filtered: as many buckets as read so far (1, 1, 2, 4, 8…), never more than read in vain.
    const guess = filtered ? index : Math.ceil((wanted - yielded) / BUCKET_SIZE);
    const batch = buckets.slice(index, index + Math.min(LIST_CONCURRENCY, Math.max(1, guess)));
    index += batch.length;
    const read = await Promise.all(batch.map((bucket) => readBucket(blobs, gate, bucket, highest)));
    for (const entries of read) {
      const ordered = newest ? [...entries].reverse() : entries;
      for (const entry of ordered) {
        if ((newest ? entry.id <= start : entry.id >= start) && matches(entry)) {
          yielded++;
          yield entry;
        }
      }
    }
  }
}

/** Clamps a requested page size to 1..MAX_PAGE_SIZE. */
export const pageSize = (limit: number | undefined) =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit ?? DEFAULT_PAGE_SIZE)));

/**
 * One page of the inbox: at most `limit` entries after `cursor`, and the cursor of the next
 * page (null when this is the last one).
 */
export async function listPage(query: PageQuery = {}): Promise<{ entries: InboxEntry[]; next: number | null }> {
  const limit = pageSize(query.limit);
  const entries: InboxEntry[] = [];
  for await (const entry of scan(query, limit + 1)) {
    if (entries.length === limit) return { entries, next: entries[limit - 1]?.id ?? null };
    entries.push(entry);
  }
  return { entries, next: null };
}

/** Every entry matching `query`, in its order, read bucket by bucket (CSV export, retention). */
export function scanInquiries(query: ListQuery = {}): AsyncGenerator<InboxEntry> {
  return scan(query);
}

/** Every stored inquiry, newest first. Reads the whole store: for tests and small tools. */
export function listInquiries(): Promise<InboxEntry[]> {
  return Array.fromAsync(scan({}));
}

/** How many inquiries match `q`, per status. */
export async function countInquiries(q?: string): Promise<StatusCounts> {
  const counts: StatusCounts = { all: 0, pending: 0, completed: 0 };
  for await (const entry of scan({ q, order: 'oldest' })) {
    counts.all += 1;
    counts[entry.status || DEFAULT_STATUS] += 1;
  }
  return counts;
}
