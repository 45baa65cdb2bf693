/** The inquiry store read and seeded through its own operations, as the functions use them, or its records written directly. */
import { concurrencyGate, openStore } from '../../netlify/lib/blobs.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { countInquiries, scan } from '../../netlify/lib/inquiry-query.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { DEFAULT_STATUS, type Inquiry, type InquiryInput } from '../../src/lib/inquiry.ts';

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

/**
 * Writes `inputs` into an empty inbox as the claims would have stored them (ids from 1, the hint
 * after the last), side by side: faster than one claim after another, for tests of what reading costs.
 */
export async function storeRecords(inputs: readonly InquiryInput[]): Promise<Inquiry[]> {
  const [blobs, gate, createdAt] = [openStore(INQUIRY_STORE), concurrencyGate(16), new Date().toISOString()];
  const records = inputs.map(({ status: _, ...fields }, i): Inquiry => {
    return { ...fields, id: i + 1, status: DEFAULT_STATUS, createdAt, readAt: null, answeredAt: null };
  });
  await Promise.all(records.map((record) => gate(() => blobs.setJSON(recordKey(record.id), record))));
  await blobs.set('meta/last-id', String(records.length));
  await countInquiries();
  return records;
}
