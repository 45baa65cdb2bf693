/** The inquiry store read and seeded through its own operations, as the functions use them. */
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries, scan } from '../../netlify/lib/inquiry-query.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import type { InquiryInput } from '../../src/lib/inquiry.ts';

/** Every readable inquiry, newest first: the scan the CSV export and the daily job read. */
export const listInquiries = async () =>
  (await Array.fromAsync(scan())).filter((item): item is InboxEntry => !('unreadable' in item));

/** Stores many submissions as POST /api/contact does, one after another, then builds the summaries. */
export async function importInquiries(inputs: readonly InquiryInput[]) {
  const stored = [];
  for (const input of inputs) stored.push(await createInquiry(input));
  await countInquiries(); // as the owner's first visit would
  return stored;
}
