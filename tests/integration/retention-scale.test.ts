/**
 * The retention sweep over 400 expired inquiries with a short time budget: each run works in
 * bounded batches (one summary's ids at a time), starts none after its budget, and the next run
 * picks up where it stopped; together the runs delete exactly the expired inquiries.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { concurrencyGate } from '../../netlify/lib/blobs.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { INQUIRY_STORE, recordKey } from '../../netlify/lib/inquiry-store.ts';
import { countInquiries } from '../../netlify/lib/inquiry-query.ts';
import { sweepExpiredInquiries } from '../../netlify/lib/retention-sweep.ts';
import { listInquiries } from '../support/inquiries.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { inquiryBody, useLocalBlobs } from '../support/functions.ts';

const OLD = '2024-01-10T12:00:00.000Z';
const RECENT = '2026-01-10T12:00:00.000Z';
const TODAY = Date.parse('2026-02-01T12:00:00Z');
const EXPIRED = 400;
/** Each run's budget: short, so that 400 deletions (five summaries) need several runs. */
const BUDGET_MS = 150;

const expired = new Set<number>();
const kept = new Set<number>();
let stopBlobs: () => Promise<void>;

beforeAll(async () => {
  stopBlobs = await useLocalBlobs();
  // Written as the store's records (docs/storage.md): completed and received two years ago, with
  // pending ones of the same age (never deleted) and recent completed ones among them.
  const blobs = getStore({ name: INQUIRY_STORE, consistency: 'strong' });
  const fields = InquiryInputSchema.parse(inquiryBody());
  const gate = concurrencyGate(32);
  const writes: Promise<unknown>[] = [];
  for (let id = 1; expired.size < EXPIRED; id++) {
    const [status, createdAt] =
      id % 11 === 0 ? ['pending', OLD] : id % 13 === 0 ? ['completed', RECENT] : ['completed', OLD];
    (status === 'completed' && createdAt === OLD ? expired : kept).add(id);
    const record = { ...fields, name: `Lead ${id}`, id, status, createdAt, readAt: null, answeredAt: null };
    writes.push(gate(() => blobs.setJSON(recordKey(id), record)));
  }
  await Promise.all(writes);
  await blobs.set('meta/last-id', String(expired.size + kept.size));
  setClock(() => TODAY);
}, 300_000);
afterAll(() => stopBlobs());

test('400 expired inquiries: bounded runs delete exactly them, each run picking up where the last stopped', async () => {
  const before = await countInquiries();
  expect(before.all).toBe(expired.size + kept.size);
  const runs: { deleted: number; batches: number[]; ms: number }[] = [];
  const deleted: number[] = [];
  for (let finished = false; !finished;) {
    const started = Date.now();
    const report = await sweepExpiredInquiries(730, Date.now() + BUDGET_MS);
    runs.push({ deleted: report.deleted.length, batches: report.batches, ms: Date.now() - started });
    deleted.push(...report.deleted);
    finished = report.finished;
    expect(runs.length).toBeLessThan(100);
  }
  console.log(
    `retention over ${EXPIRED} expired of ${before.all}: ${runs.length} runs of ${BUDGET_MS} ms budget;` +
      ` per run deleted ${runs.map((run) => run.deleted).join(', ')}; took ${runs.map((run) => run.ms).join(', ')} ms;` +
      ` batch sizes ${Math.min(...runs.flatMap((run) => run.batches))}-${Math.max(...runs.flatMap((run) => run.batches))}`
  );
  expect(runs.length).toBeGreaterThan(1);
  // Every batch is one summary's expired ids; every run but the last stopped at its budget.
  for (const run of runs) for (const size of run.batches) expect(size).toBeLessThanOrEqual(100);
  expect(new Set(deleted).size).toBe(deleted.length);
  expect(deleted.sort((a, b) => a - b)).toEqual([...expired].sort((a, b) => a - b));

  const left = await listInquiries();
  expect(left.map((inquiry) => inquiry.id).sort((a, b) => a - b)).toEqual([...kept].sort((a, b) => a - b));
  expect(await countInquiries()).toMatchObject({ all: kept.size, unreadable: [] });
  // A run with nothing left to delete, given the time to scan everything, deletes nothing and says it finished.
  const last = await sweepExpiredInquiries(730, Date.now() + 60_000);
  expect(last).toMatchObject({ deleted: [], finished: true });
}, 600_000);
