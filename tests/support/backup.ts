/**
 * The backup and restore as the admin runs them, through the real functions on a fresh local
 * Blobs server: inboxes seeded in every state, the download, the restore, and what the store holds.
 */
import { afterAll, expect } from 'vitest';
import backup from '../../netlify/functions/admin-backup.mts';
import { concurrencyGate, openStore } from '../../netlify/lib/blobs.ts';
import {
  completeInquiry,
  deleteInquiries,
  INQUIRY_STORE,
  markAnswered,
  markNotificationFailed,
  markRead,
  recordKey,
} from '../../netlify/lib/inquiry-store.ts';
import { countInquiries } from '../../netlify/lib/inquiry-query.ts';
import {
  backupFile,
  readBackup,
  readParts,
  restoreBatches,
  runRestore,
  type BackupPart,
  type RestoreBatch,
  type RestoreCount,
} from '../../src/lib/backup.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { call, inquiryBody, useAdminSession } from './functions.ts';
import { importInquiries } from './inquiries.ts';

let session: { cookie: string; stop: () => Promise<void> } | null = null;
/** A fresh, empty local Blobs server with a session; the previous one stops. */
export async function freshInbox() {
  await session?.stop();
  session = await useAdminSession();
  return session.cookie;
}
afterAll(() => session?.stop());

const SOURCES = [undefined, { utm_source: 'google', utm_medium: 'cpc' }, { referrer: 'example.org' }, { gclid: 'x1' }];

/** `n` varied inquiries stored as the form stores them, with the summaries built. */
export async function seed(n: number, label: string) {
  const inputs = Array.from({ length: n }, (_, i) =>
    InquiryInputSchema.parse(
      inquiryBody({
        name: `${label} ${i + 1}`,
        email: `lead${i + 1}@example.com`,
        business: i % 3 ? `Business ${i}` : '',
        language: i % 4 ? 'en' : 'fr',
        message: `Project ${i + 1}: ${'a bilingual site with online booking. '.repeat(4 + (i % 20))}`,
        source: SOURCES[i % SOURCES.length],
      })
    )
  );
  const stored = await importInquiries(inputs);
  const ids = stored.map((inquiry) => inquiry.id);
  return ids;
}

/**
 * `n` records written as the store keeps them (docs/storage.md), faster than through the
 * operations: every state (new, read, answered, completed, not notified once or twice) and every
 * 13th id deleted (a tombstone); the summaries then built.
 */
export async function seedRecords(n: number) {
  const blobs = openStore(INQUIRY_STORE);
  const gate = concurrencyGate(32);
  const at = (id: number, hours = 0) => new Date(Date.parse('2025-06-01T12:00:00Z') + (id * 45 + hours * 60) * 60_000);
  const record = (id: number) => {
    if (id % 13 === 0) return { id, deletedAt: at(id, 5).toISOString() };
    const fields = InquiryInputSchema.parse(
      inquiryBody({
        name: `Lead ${id}`,
        email: `lead${id}@example.com`,
        business: id % 3 ? `Business ${id}` : '',
        language: id % 4 ? 'en' : 'fr',
        message: `Project ${id}: ${'a bilingual site with online booking. '.repeat(80 + (id % 50))}`,
        source: SOURCES[id % SOURCES.length],
      })
    );
    const readAt = id % 5 === 0 || id % 11 === 0 ? at(id, 1).toISOString() : null;
    const answeredAt = id % 11 === 0 ? at(id, 3).toISOString() : null;
    const notified = id % 97 === 0 ? { notified: false, notifyAttempts: 1 + (id % 2) } : {};
    const status = id % 7 === 0 ? 'completed' : 'pending';
    return { ...fields, id, status, createdAt: at(id).toISOString(), readAt, answeredAt, ...notified };
  };
  await Promise.all(Array.from({ length: n }, (_, i) => gate(() => blobs.setJSON(recordKey(i + 1), record(i + 1)))));
  await blobs.set('meta/last-id', String(n));
  await countInquiries();
}

/** Runs `edit` on `ids`, 16 at a time, each of the 16 in another summary (they would race to save the same one). */
async function each(ids: number[], edit: (id: number) => Promise<unknown>) {
  const spread = ids.toSorted((a, b) => (a % 100) - (b % 100) || a - b);
  for (let i = 0; i < spread.length; i += 16) await Promise.all(spread.slice(i, i + 16).map(edit));
}

/** Every state a record can be in: read, answered, completed, not notified (once, twice), deleted. */
export async function vary(ids: number[]) {
  await each(
    ids.filter((id) => id % 5 === 0 && id % 101 !== 0),
    markRead
  );
  await each(
    ids.filter((id) => id % 11 === 0),
    markAnswered
  );
  await each(
    ids.filter((id) => id % 7 === 0),
    completeInquiry
  );
  await each(
    ids.filter((id) => id % 97 === 0),
    async (id) => {
      await markNotificationFailed(id);
      if (id % 2 === 0) await markNotificationFailed(id);
    }
  );
  await deleteInquiries(ids.filter((id) => id % 13 === 0));
}

/** The admin's download: every part through GET /api/admin/backup, joined into the file. */
export async function download(cookie: string) {
  const parts = await readParts(async (after) => {
    const res = await call(backup, `/api/admin/backup${after === null ? '' : `?after=${after}`}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as BackupPart;
  }, []);
  return { parts, text: await backupFile(parts) };
}

/** One restore call as the admin sends it; throws with the server's message when refused. */
export const sender = (cookie: string) => async (batch: RestoreBatch, check: boolean) => {
  const res = await call(backup, '/api/admin/restore', { method: 'POST', cookie, body: { ...batch, check } });
  const body = (await res.json()) as RestoreCount & { message: string };
  if (res.status !== 200) throw new Error(`${res.status}: ${body.message}`);
  return check ? null : body;
};

export async function restore(cookie: string, text: string) {
  const file = await readBackup(text);
  if (typeof file === 'string') throw new Error(`refused: ${file}`);
  return runRestore(restoreBatches(file), sender(cookie), () => {});
}

/** Every key of the inquiry store and its content. */
export async function snapshot() {
  const blobs = openStore(INQUIRY_STORE);
  const { blobs: keys } = await blobs.list();
  return new Map(await Promise.all(keys.map(async ({ key }) => [key, await blobs.get(key)] as const)));
}

/** The counts from the index, then rebuilt from the records alone (every summary and counts line removed): the same. */
export async function countsBothWays() {
  const indexed = await countInquiries();
  const blobs = openStore(INQUIRY_STORE);
  for (const { key } of (await blobs.list({ prefix: 'index/' })).blobs) await blobs.delete(key);
  expect(await countInquiries()).toEqual(indexed);
  return indexed;
}
