/** The inquiry store read and seeded through its own operations, as the functions use them (and, for older records, written raw). */
import { openStore } from '../../netlify/lib/blobs.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries, scan } from '../../netlify/lib/inquiry-query.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import type { InquiryInput } from '../../src/lib/inquiry.ts';

/** Every readable inquiry, newest first: the scan the CSV export and the daily job read. */
export const listInquiries = async () =>
  (await Array.fromAsync(scan())).filter((item): item is InboxEntry => !('unreadable' in item));

/** Rewrites inquiry `id` as a record stored before read state: no `readAt`, no `answeredAt`. */
export async function storeAsOlderRecord(id: number) {
  const blobs = openStore(INQUIRY_STORE);
  const { readAt: _r, answeredAt: _a, ...older } = (await blobs.get(recordKey(id), { type: 'json' })) as InboxEntry;
  await blobs.setJSON(recordKey(id), older);
}

/** Stores many submissions as POST /api/contact does (they claim ids 100 at a time), then builds the summaries. */
export async function importInquiries(inputs: readonly InquiryInput[]) {
  const stored = await Promise.all(inputs.map(createInquiry));
  await countInquiries(); // as the owner's first visit would
  return stored;
}
