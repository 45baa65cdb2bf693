/**
 * New inquiries' ids (docs/storage.md#why-nothing-is-lost-overwritten-or-brought-back): each
 * submission writes its record at a free id with `onlyIfNew`, the write being the claim, in
 * rounds of up to 100 per process; and a retried send finds what a stopped one stored.
 */
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { DEFAULT_STATUS, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';
import { backoff, concurrencyGate } from './blobs.ts';
import { now } from './clock.ts';
import { BUCKET_SIZE, range } from './inquiry-index.ts';
import { scan } from './inquiry-query.ts';
import {
  highestId,
  inquiryStore,
  LIST_CONCURRENCY,
  raiseHint,
  pastHighest,
  readHint,
  readRecord,
  recordKey,
} from './inquiry-store.ts';

/** A submission gives up when no id was free for this long. */
const CLAIM_DEADLINE_MS = 30_000;

/**
 * Calls of this process taken together (the local server runs them all in one; a Netlify instance
 * runs one at a time): `run` is given up to `size` of the items added, in turn, and the items
 * added meanwhile wait for the next round. A round that throws rejects its items.
 */
function inRounds<T extends { reject: (cause: unknown) => void }>(size: number, run: (round: T[]) => Promise<void>) {
  const queue: T[] = [];
  let running = false;
  return (item: T) => {
    queue.push(item);
    if (running) return;
    running = true;
    void (async () => {
      while (queue.length > 0) {
        const round = queue.splice(0, size);
        await run(round).catch((cause: unknown) => round.forEach((waiting) => waiting.reject(cause)));
      }
      running = false;
    })();
  };
}

type Waiting = { input: InquiryInput; createdAt: string; since: number } & PromiseWithResolvers<Inquiry>;
/** Rounds in a row in which a claim was lost: the pause before the next grows with them. */
let lostRounds = 0;

export function createInquiry(input: InquiryInput): Promise<Inquiry> {
  const since = Date.now();
  const submission = { input, createdAt: new Date(now()).toISOString(), since, ...Promise.withResolvers<Inquiry>() };
  claim(submission);
  return submission.promise;
}

/** Claims ids after the hint for 100 waiting submissions at a time (`onlyIfNew`); losers go again. */
const claim = inRounds<Waiting>(BUCKET_SIZE, async (round) => {
  const [blobs, gate] = [inquiryStore(), concurrencyGate(LIST_CONCURRENCY * 2)];
  const hint = await readHint(blobs);
  const first = hint.value + 1;
  const items = round.map(({ input: { status: _, ...fields }, createdAt }, i): Inquiry => ({
    ...fields,
    id: first + i,
    status: DEFAULT_STATUS,
    createdAt,
    readAt: null,
    answeredAt: null,
  }));
  const claims = items.map((item) =>
    gate(async () => (await blobs.setJSON(recordKey(item.id), item, { onlyIfNew: true })).modified)
  );
  const won = await Promise.allSettled(claims);
  // The hint only says where to start looking: failing to move it loses nothing.
  await raiseHint(blobs, first + round.length - 1, hint).catch((e: unknown) => console.error('[hint]', e));
  round.forEach((submission, i) => {
    const result = won[i] as PromiseSettledResult<boolean>;
    if (result.status === 'rejected') submission.reject(result.reason);
    else if (result.value) submission.resolve(items[i] as Inquiry);
    else if (Date.now() - submission.since < CLAIM_DEADLINE_MS) claim(submission);
    else submission.reject(new Error(`No free inquiry id found within ${CLAIM_DEADLINE_MS} ms`));
  });
  if (won.some((result) => result.status === 'fulfilled' && !result.value)) await backoff(lostRounds++, 32);
  else lostRounds = 0;
});

type Lookup = { since: number; matches: (entry: InboxEntry) => boolean } & PromiseWithResolvers<InboxEntry | undefined>;

/**
 * The newest readable inquiry received since `since` (ms) that `matches`, if any: reads only the
 * newest ids, those a crash left past a free id included. Retries that arrive together in one
 * process share one look, as submissions share a round.
 */
export function findSince(since: number, matches: (entry: InboxEntry) => boolean): Promise<InboxEntry | undefined> {
  const lookup = { since, matches, ...Promise.withResolvers<InboxEntry | undefined>() };
  lookFor(lookup);
  return lookup.promise;
}

const lookFor = inRounds<Lookup>(Infinity, look);

/** One look for every lookup of `batch`: each is answered by the first match, or once the look is past its `since`. */
async function look(batch: Lookup[]): Promise<void> {
  const open = new Set(batch);
  const answer = (lookup: Lookup, entry?: InboxEntry) => {
    open.delete(lookup);
    lookup.resolve(entry);
  };
  const blobs = inquiryStore();
  const highest = await highestId(blobs);
  const past = await pastHighest(blobs, highest);
  if (past.length > 0) {
    // The free ids below them take a tombstone (`onlyIfNew`: a round still claiming one takes
    // the next), so lists and counts reach these records from now on; and the hint moves past
    // them, so that the next round does not claim them one lost round after another.
    const [deletedAt, top] = [new Date(now()).toISOString(), Math.max(...past)];
    const free = range(highest + 1, top).filter((id) => !past.includes(id));
    await Promise.all(free.map((id) => blobs.setJSON(recordKey(id), { id, deletedAt }, { onlyIfNew: true })));
    await raiseHint(blobs, top);
  }
  for (const id of past) {
    const record = await readRecord(blobs, id);
    if ('entry' in record) for (const lookup of open) if (lookup.matches(record.entry)) answer(lookup, record.entry);
  }
  if (open.size === 0) return;
  for await (const item of scan()) {
    if ('unreadable' in item) continue;
    for (const lookup of open) {
      if (Date.parse(item.createdAt) < lookup.since) answer(lookup);
      else if (lookup.matches(item)) answer(lookup, item);
    }
    if (open.size === 0) return;
  }
  for (const lookup of open) answer(lookup);
}
