/** The inquiry store read and seeded through its own operations, as the functions use them. */
import { countInquiries, createInquiry, scan } from '../../netlify/lib/inquiry-store.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import type { InquiryInput } from '../../src/lib/inquiry.ts';

/** Every readable inquiry, newest first: the scan the CSV export and the daily job read. */
export const listInquiries = async () =>
  (await Array.fromAsync(scan())).filter((item): item is InboxEntry => !('unreadable' in item));

/** Stores many submissions as POST /api/contact does (they claim ids 100 at a time), then builds the summaries. */
export async function importInquiries(inputs: readonly InquiryInput[]) {
  const stored = await Promise.all(inputs.map(createInquiry));
  await countInquiries(); // as the owner's first visit would
  return stored;
}
