/**
 * A restore into an inbox that is not empty keeps what is there; a restore cut off resumes; a
 * damaged or foreign file, or one with an inquiry this site cannot store, writes nothing
 * (docs/storage.md#backup-and-restore). The round trip of 10,000: backup-round-trip.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  readBackup,
  RESTORE_START,
  restoreBatches,
  runRestore,
  sha256,
  type Backup,
  type RestoreBatch,
} from '../../src/lib/backup.ts';
import type { InboxEntry } from '../../src/lib/inbox.ts';
import { countsBothWays, download, freshInbox, restore, seed, sender, snapshot, vary } from '../support/backup.ts';
import { listInquiries } from '../support/inquiries.ts';

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
    ['a last id far past its inquiries', (text) => text.replace('"lastId": 12', '"lastId": 5000000'), 'damaged'],
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
