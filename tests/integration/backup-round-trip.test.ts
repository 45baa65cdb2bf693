/**
 * 1,200 inquiries of long messages, in every state, backed up through the real functions as the admin downloads
 * them, then restored into an empty inbox: the same records field for field, the same counts and
 * ids, and a second restore adds nothing (docs/storage.md#backup-and-restore).
 */
import { describe, expect, test } from 'vitest';
import { openStore } from '../../netlify/lib/blobs.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { countInquiries } from '../../netlify/lib/inquiry-query.ts';
import { readBackup, type Backup } from '../../src/lib/backup.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { countsBothWays, download, freshInbox, restore, seedRecords } from '../support/backup.ts';
import { inquiryBody, TEST_PASSWORD } from '../support/functions.ts';
import { listInquiries } from '../support/inquiries.ts';

describe('a round trip of 1,200 inquiries', () => {
  test('comes back field for field with the same counts and ids; a second restore adds nothing', async () => {
    const started = Date.now();
    let cookie = await freshInbox();
    await seedRecords(1_200);
    const original = await listInquiries();
    const counts = await countInquiries();
    const seeded = Date.now();
    const { parts, text } = await download(cookie);
    const downloaded = Date.now();
    expect(parts.length).toBeGreaterThan(1); // in parts, each under Netlify's limits
    const file = (await readBackup(text)) as Backup;
    expect(file).toMatchObject({ format: 'studio-inbox-backup', version: 1, lastId: 1_200, count: original.length });
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
    expect((await createInquiry(InquiryInputSchema.parse(inquiryBody()))).id).toBe(1_201);
    console.log(
      `1,200 inquiries: seeded in ${seeded - started} ms, downloaded in ${parts.length} parts ` +
        `(${Buffer.byteLength(text)} bytes) in ${downloaded - seeded} ms, restored in ${restored - restoring} ms`
    );
  }, 900_000);
});
