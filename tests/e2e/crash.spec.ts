/**
 * The local server killed mid-write: `npm start`'s server gets SIGKILL during a burst of form
 * posts and restarts on the same data folder. After the restart the list, the counts and the CSV
 * answer 200, every accepted inquiry is there once, and a send that got no answer, sent again with
 * its proof (as the form does), gets its first result or "still being received", never a second
 * copy. One kill: what a crash mid-write leaves on disk, in any state, is
 * tests/integration/local-blobs.test.ts's; how a send cut short is finished once stale,
 * tests/integration/contact-retries.test.ts's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { listAllInquiries, logInThroughApi, sampleInquiry, withProofFrom } from './support/inbox.ts';

const PASSWORD = 'crash-test-password';
const BURST = 24;
/** The server is killed once this many answers of the burst have arrived: the rest are mid-way. */
const KILL_AFTER = 8;

type Sent = { name: string; body: object };

/** Reads what the owner reads: every page of the list, the counts and the CSV, each 200. */
async function readInbox(request: APIRequestContext): Promise<Inquiry[]> {
  const all = await listAllInquiries(request);
  const counts = await request.get('/api/admin/inquiry-counts');
  expect(counts.status()).toBe(200);
  expect(await counts.json()).toMatchObject({ all: all.length, unreadable: [] });
  const csv = await request.get('/api/admin/inquiries.csv');
  expect(csv.status()).toBe(200);
  // A header line, then one line per inquiry (no message here spans lines but the sample's one).
  expect((await csv.text()).match(/^"?\d+"?,/gm)).toHaveLength(all.length);
  return all;
}

/** Posts every send at once, kills the server after KILL_AFTER answers; the ids of the 201s, and the unanswered. */
async function burstAndKill(server: FreshServer, sends: Sent[]) {
  let answers = 0;
  let killed: Promise<void> | undefined;
  const results = await Promise.all(
    sends.map(async (send) => {
      try {
        const res = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(send.body),
        });
        const body = (await res.json()) as { id?: number };
        if (++answers === KILL_AFTER) killed = server.kill();
        return { send, status: res.status, id: body.id };
      } catch {
        return { send, status: 0, id: undefined };
      }
    })
  );
  await killed;
  return results;
}

test('SIGKILL mid-burst: after the restart the inbox answers 200 with every accepted inquiry once', async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  let server = await startFreshServer(PASSWORD);
  /** What the visitors were told: name → id, for every 201. */
  const accepted = new Map<string, number>();
  const unanswered: Sent[] = [];
  try {
    await test.step('the server is killed mid-burst and restarted on its data folder', async () => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const names = Array.from({ length: BURST }, (_, i) => `Crash ${i}`);
      const sends = await Promise.all(
        names.map(async (name) => ({ name, body: await withProofFrom(request, sampleInquiry(name)) }))
      );
      await request.dispose();
      for (const result of await burstAndKill(server, sends)) {
        if (result.status === 201 && result.id) accepted.set(result.send.name, result.id);
        else unanswered.push(result.send);
      }
      console.log(`${accepted.size} accepted, ${unanswered.length} without an answer`);
      server = await startFreshServer(PASSWORD, {}, server.dataDir);
    });

    await test.step('after the restart the list, counts and CSV answer 200, every accepted inquiry once', async () => {
      const owner = await playwright.request.newContext({ baseURL: server.url });
      await logInThroughApi(owner, PASSWORD);
      const stored = await readInbox(owner);
      const storedNames = stored.map((item) => item.name);
      expect(new Set(storedNames).size).toBe(storedNames.length);
      for (const [name, id] of accepted) expect(stored.find((item) => item.name === name)?.id).toBe(id);
      await owner.dispose();
    });

    await test.step('the sends without an answer, sent again, get 201 or 409 and are stored once', async () => {
      // The visitors who saw a connection error send again, with the same proof (as the form does):
      // each gets the first result (201 and the id, if the inquiry was stored before the kill), is
      // stored now, or, for a send cut short mid-way, 409 until that send is stale.
      const retries = await Promise.all(
        unanswered.map(async ({ name, body }) => {
          const res = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const answer = (await res.json()) as { id?: number };
          if (res.status === 201 && answer.id) accepted.set(name, answer.id);
          return res.status;
        })
      );
      // A failure says why: the server's log lines and errors (a 503's cause is logged), each once.
      const lines = server
        .output()
        .split('\n')
        .filter((line) => /\[[\w-]+\]|Error/.test(line));
      const log = `the server printed:\n${[...new Set(lines)].slice(-20).join('\n')}`;
      expect(
        retries.filter((status) => status !== 201 && status !== 409),
        log
      ).toEqual([]);

      const owner = await playwright.request.newContext({ baseURL: server.url });
      await logInThroughApi(owner, PASSWORD);
      const stored = await readInbox(owner);
      // Every send is stored at most once, and every one a visitor was given an id for, with that id.
      const names = stored.map((item) => item.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => name.startsWith('Crash '))).toBe(true);
      for (const [name, id] of accepted) expect(stored.find((item) => item.name === name)?.id).toBe(id);
      await owner.dispose();
    });
  } finally {
    await server.stop();
  }
});
