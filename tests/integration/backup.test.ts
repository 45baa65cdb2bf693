/**
 * The backup and the restore through the real functions, as the admin runs them (the parts
 * joined into one file, the batches checked, then written): 10,000 inquiries come back field for
 * field with the same counts and ids, a second restore adds nothing, an inbox that is not empty
 * keeps its own, and a damaged or foreign file writes nothing (docs/storage.md#backup-and-restore).
 */
import { afterAll, describe, expect, test } from 'vitest';
import backup from '../../netlify/functions/admin-backup.mts';
import { concurrencyGate, openStore } from '../../netlify/lib/blobs.ts';
import {
  completeInquiry,
  countInquiries,
  createInquiry,
  deleteInquiries,
  INQUIRY_STORE,
  markAnswered,
  markNotificationFailed,
  markRead,
  recordKey,
} from '../../netlify/lib/inquiry-store.ts';
import {
  backupFile,
  readBackup,
  readParts,
  RESTORE_START,
  restoreBatches,
  runRestore,
  sha256,
  type Backup,
  type BackupPart,
  type RestoreBatch,
  type RestoreCount,
} from '../../src/lib/backup.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { InquiryInputSchema } from '../../src/lib/inquiry.ts';
import { call, inquiryBody, TEST_PASSWORD, useAdminSession } from '../support/functions.ts';
import { listInquiries, storeAsOlderRecord } from '../support/inquiries.ts';

let session: { cookie: string; stop: () => Promise<void> } | null = null;
/** A fresh, empty local Blobs server with a session; the previous one stops. */
async function freshInbox() {
  await session?.stop();
  session = await useAdminSession();
  return session.cookie;
}
afterAll(() => session?.stop());

const SOURCES = [undefined, { utm_source: 'google', utm_medium: 'cpc' }, { referrer: 'example.org' }, { gclid: 'x1' }];

/** `n` varied inquiries stored as the form stores them, some as older records, with the summaries built. */
async function seed(n: number, label: string) {
  const stored = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      createInquiry(
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
      )
    )
  );
  const ids = stored.map((inquiry) => inquiry.id);
  for (const id of ids.filter((id) => id % 101 === 0)) await storeAsOlderRecord(id);
  await countInquiries();
  return ids;
}

/**
 * `n` records written as the store keeps them (docs/storage.md), faster than through the
 * operations: every state (new, read, answered, completed, not notified once or twice, an older
 * record without read state) and every 13th id deleted (a tombstone); the summaries then built.
 */
async function seedRecords(n: number) {
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
        message: `Project ${id}: ${'a bilingual site with online booking. '.repeat(4 + (id % 20))}`,
        source: SOURCES[id % SOURCES.length],
      })
    );
    const readAt = id % 5 === 0 || id % 11 === 0 ? at(id, 1).toISOString() : null;
    const answeredAt = id % 11 === 0 ? at(id, 3).toISOString() : null;
    const state = id % 101 === 0 ? {} : { readAt, answeredAt };
    const notified = id % 97 === 0 ? { notified: false, notifyAttempts: 1 + (id % 2) } : {};
    const status = id % 7 === 0 ? 'completed' : 'pending';
    return { ...fields, id, status, createdAt: at(id).toISOString(), ...state, ...notified };
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
async function vary(ids: number[]) {
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
async function download(cookie: string) {
  const parts = await readParts(async (after) => {
    const res = await call(backup, `/api/admin/backup${after === null ? '' : `?after=${after}`}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as BackupPart;
  }, []);
  return { parts, text: await backupFile(parts) };
}

/** One restore call as the admin sends it; throws with the server's message when refused. */
const sender = (cookie: string) => async (batch: RestoreBatch, check: boolean) => {
  const res = await call(backup, '/api/admin/restore', { method: 'POST', cookie, body: { ...batch, check } });
  const body = (await res.json()) as RestoreCount & { message: string };
  if (res.status !== 200) throw new Error(`${res.status}: ${body.message}`);
  return check ? null : body;
};

async function restore(cookie: string, text: string) {
  const file = await readBackup(text);
  if (typeof file === 'string') throw new Error(`refused: ${file}`);
  return runRestore(restoreBatches(file), sender(cookie), () => {});
}

/** Every key of the inquiry store and its content. */
async function snapshot() {
  const blobs = openStore(INQUIRY_STORE);
  const { blobs: keys } = await blobs.list();
  return new Map(await Promise.all(keys.map(async ({ key }) => [key, await blobs.get(key)] as const)));
}

/** The counts from the index, then rebuilt from the records alone (every summary and counts line removed): the same. */
async function countsBothWays() {
  const indexed = await countInquiries();
  const blobs = openStore(INQUIRY_STORE);
  for (const { key } of (await blobs.list({ prefix: 'index/' })).blobs) await blobs.delete(key);
  expect(await countInquiries()).toEqual(indexed);
  return indexed;
}

describe('a round trip of 10,000 inquiries', () => {
  test('comes back field for field with the same counts and ids; a second restore adds nothing', async () => {
    const started = Date.now();
    let cookie = await freshInbox();
    await seedRecords(10_000);
    const original = await listInquiries();
    const counts = await countInquiries();
    const seeded = Date.now();
    const { parts, text } = await download(cookie);
    const downloaded = Date.now();
    expect(parts.length).toBeGreaterThan(1); // in parts, each under Netlify's limits
    const file = (await readBackup(text)) as Backup;
    expect(file).toMatchObject({ format: 'studio-inbox-backup', version: 1, lastId: 10_000, count: original.length });
    // The settings say which are in effect, never a value; no session, passkey or key is in the file.
    expect(Object.keys(file).sort()).toEqual(
      ['count', 'exportedAt', 'format', 'inquiries', 'lastId', 'settings', 'sha256', 'unreadable', 'version'].sort()
    );
    expect(file.settings).toMatchObject({ adminPassword: 'set', webhook: 'unset', passkeys: 0 });
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain(String(process.env['ALTCHA_HMAC_KEY']));
    expect(file.inquiries).toEqual(original.toReversed());

    cookie = await freshInbox();
    const restoring = Date.now();
    expect(await restore(cookie, text)).toEqual({ added: original.length, skipped: 0, differing: 0 });
    const restored = Date.now();
    expect(await listInquiries()).toEqual(original);
    expect(await countsBothWays()).toEqual(counts);
    // Deleted ids stay taken (tombstones), so the next inquiry continues after the last id.
    const blobs = openStore(INQUIRY_STORE);
    expect(await blobs.get(recordKey(13), { type: 'json' })).toMatchObject({ id: 13, deletedAt: expect.any(String) });
    expect((await download(cookie)).text.replace(/"exportedAt": "[^"]+"/, '')).toBe(
      text.replace(/"exportedAt": "[^"]+"/, '')
    );

    expect(await restore(cookie, text)).toEqual({ added: 0, skipped: original.length, differing: 0 });
    expect(await countInquiries()).toEqual(counts);
    expect((await createInquiry(InquiryInputSchema.parse(inquiryBody()))).id).toBe(10_001);
    console.log(
      `10,000 inquiries: seeded in ${seeded - started} ms, downloaded in ${parts.length} parts ` +
        `(${Buffer.byteLength(text)} bytes) in ${downloaded - seeded} ms, restored in ${restored - restoring} ms`
    );
  }, 900_000);
});

describe('a restore into an inbox that is not empty, and files that are refused', () => {
  test('keeps the inquiries already there, counts them as skipped and says how many differ', async () => {
    const cookie = await freshInbox();
    await vary(await seed(30, 'Backed up'));
    const backedUp = await listInquiries();
    const { text } = await download(cookie);

    const other = await freshInbox();
    const own = await seed(5, 'Already here');
    const ownEntries = await listInquiries();
    // Ids 1–5 hold other inquiries here; 13 and 26 were deleted in the backup's inbox.
    expect(await restore(other, text)).toEqual({ added: backedUp.length - 5, skipped: 5, differing: 5 });
    const now = await listInquiries();
    expect(now.filter((entry) => own.includes(entry.id))).toEqual(ownEntries);
    expect(now.filter((entry) => entry.id > 5)).toEqual(backedUp.filter((entry) => entry.id > 5));
    const counted = await countsBothWays();
    expect(counted.all).toBe(now.length);
    expect(counted.completed).toBe(now.filter((entry) => entry.status === 'completed').length);
  }, 120_000);

  test('a restore cut off resumes where it stopped; the batch whose answer was lost skips what it wrote', async () => {
    const cookie = await freshInbox();
    await seed(250, 'Backed up');
    const backedUp = await listInquiries();
    const { text } = await download(cookie);
    const batches = restoreBatches((await readBackup(text)) as Backup);
    expect(batches.map(({ from, to }) => [from, to])).toEqual([
      [1, 100],
      [101, 200],
      [201, 250],
    ]);

    const empty = await freshInbox();
    const send = sender(empty);
    let last = RESTORE_START;
    // The second write is done on the server, but its answer never arrives (a cut connection).
    const cut = async (batch: RestoreBatch, check: boolean) => {
      const counted = await send(batch, check);
      if (!check && batch.from === 101) throw new Error('connection lost');
      return counted;
    };
    await expect(runRestore(batches, cut, (progress) => (last = progress))).rejects.toThrow('connection lost');
    expect(last).toEqual({ phase: 'write', done: 1, count: { added: 100, skipped: 0, differing: 0 } });
    expect(await runRestore(batches, send, () => {}, last)).toEqual({ added: 150, skipped: 100, differing: 0 });
    expect(await listInquiries()).toEqual(backedUp);
  }, 120_000);

  const damaged: [string, (text: string, file: Backup) => Promise<string> | string, string][] = [
    ['a changed letter in a message', (text) => text.replace('Project 7:', 'Project 8:'), 'damaged'],
    ['a file cut short', (text) => text.slice(0, Math.floor(text.length / 2)), 'damaged'],
    ['an inquiry taken out', (text) => text.replace(/\n\{"name":"Backed up 3"[^\n]*\n/, '\n'), 'damaged'],
    ['the CSV export', () => '\uFEFFid,name,email\n1,Marie,marie@example.com\n', 'foreign'],
    ['one person’s data', () => JSON.stringify({ email: 'a@example.com', exportedAt: '', inquiries: [] }), 'foreign'],
    ['a newer format', (text) => text.replace('"version": 1', '"version": 2'), 'newer'],
  ];
  test.each(damaged)('%s is refused, and nothing is written', async (_, change, problem) => {
    const cookie = await freshInbox();
    await seed(12, 'Backed up');
    const { text } = await download(cookie);
    const before = await snapshot();
    const changed = await change(text, (await readBackup(text)) as Backup);
    expect(await readBackup(changed)).toBe(problem);
    expect(await snapshot()).toEqual(before);
  });

  test('an inquiry this site cannot store stops the restore before any batch is written', async () => {
    const cookie = await freshInbox();
    await seed(250, 'Backed up');
    const { text } = await download(cookie);
    const file = (await readBackup(text)) as Backup;
    // A whole file (its checksum made again) whose last inquiry has no valid e-mail.
    const inquiries = file.inquiries.map((entry, i) =>
      i === file.inquiries.length - 1 ? { ...entry, email: 'not an address' } : entry
    ) as InboxEntry[];
    const forged = { ...file, inquiries, sha256: await sha256(JSON.stringify(inquiries)) };

    const empty = await freshInbox();
    const before = await snapshot();
    await expect(
      runRestore(restoreBatches((await readBackup(JSON.stringify(forged))) as Backup), sender(empty), () => {})
    ).rejects.toThrow(/^400: Inquiry 250 of the backup is not valid here \(email: /);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
