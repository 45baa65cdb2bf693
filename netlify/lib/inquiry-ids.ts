/** New inquiries: the `onlyIfNew` write at the first free id is the claim (docs/storage.md); retries' `findSince`. */
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { DEFAULT_STATUS, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';
import { now } from './clock.ts';
import { scan } from './inquiry-query.ts';
import { inquiryStore, raiseHint, readHint, recordKey } from './inquiry-store.ts';

/** A submission gives up when no id was free for this long. */
const CLAIM_DEADLINE_MS = 30_000;

export async function createInquiry({ status: _, ...fields }: InquiryInput): Promise<Inquiry> {
  const [blobs, since, createdAt] = [inquiryStore(), Date.now(), new Date(now()).toISOString()];
  const hint = await readHint(blobs);
  for (let id = hint.value + 1; ; id++) {
    const inquiry: Inquiry = { ...fields, id, status: DEFAULT_STATUS, createdAt, readAt: null, answeredAt: null };
    if ((await blobs.setJSON(recordKey(id), inquiry, { onlyIfNew: true })).modified) {
      // The hint only says where to start looking: failing to move it loses nothing.
      await raiseHint(blobs, id, hint).catch((e: unknown) => console.error('[hint]', e));
      return inquiry;
    }
    if (Date.now() - since > CLAIM_DEADLINE_MS)
      throw new Error(`No free inquiry id found within ${CLAIM_DEADLINE_MS} ms`);
  }
}

/** The newest readable inquiry received since `since` (ms) that `matches`, if any: reads only the newest ids. */
export async function findSince(since: number, matches: (entry: InboxEntry) => boolean) {
  for await (const item of scan()) {
    if ('unreadable' in item) continue;
    if (Date.parse(item.createdAt) < since) return undefined;
    if (matches(item)) return item;
  }
  return undefined;
}
