/**
 * The local server killed mid-write: `npm start`'s server gets SIGKILL during a burst of form
 * posts, twice, and restarts on the same data folder. After each restart the list, the counts
 * and the CSV answer 200, every accepted inquiry is there once, and a send that got no answer,
 * sent again with its proof (as the form does), is answered with its first result, never stored twice.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { listAllInquiries, logInThroughApi, sampleInquiry, withProofFrom } from './support/inbox.ts';

const PASSWORD = 'crash-test-password';
const BURST = 150;
/** The server is killed once this many answers of a burst have arrived. */
const KILL_AFTER = 40;

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

test('SIGKILL twice mid-burst: after each restart the inbox answers 200 with every accepted inquiry once', async ({
  playwright,
}) => {
  test.setTimeout(360_000);
  let server = await startFreshServer(PASSWORD);
  const dataDir = server.dataDir;
  /** What the visitors were told: name → id, for every 201. */
  const accepted = new Map<string, number>();
  const unanswered: Sent[] = [];
  try {
    for (const round of [1, 2]) {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const names = Array.from({ length: BURST }, (_, i) => `Crash ${round}-${i}`);
      const sends = await Promise.all(
        names.map(async (name) => ({ name, body: await withProofFrom(request, sampleInquiry(name)) }))
      );
      await request.dispose();
      for (const result of await burstAndKill(server, sends)) {
        if (result.status === 201 && result.id) accepted.set(result.send.name, result.id);
        else unanswered.push(result.send);
      }
      console.log(`round ${round}: ${accepted.size} accepted so far, ${unanswered.length} without an answer`);

      server = await startFreshServer(PASSWORD, {}, dataDir);
      const owner = await playwright.request.newContext({ baseURL: server.url });
      await logInThroughApi(owner, PASSWORD);
      const stored = await readInbox(owner);
      const storedNames = stored.map((item) => item.name);
      expect(new Set(storedNames).size).toBe(storedNames.length);
      for (const [name, id] of accepted) expect(stored.find((item) => item.name === name)?.id).toBe(id);
      await owner.dispose();
    }

    // The visitors who saw a connection error send again, with the same proof (as the form does):
    // each gets the first result (201 and the id, if the inquiry was stored before the kill), or
    // is stored now; a send cut short mid-way answers 409 until it is stale, then is finished.
    const retry = async ({ name, body }: Sent) => {
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { id?: number };
      if (res.status === 201 && answer.id) accepted.set(name, answer.id);
      return { name, body, status: res.status, retryAfter: Number(res.headers.get('retry-after')) };
    };
    // A failure says why: the server's log lines and errors (a 503's cause is logged), each once.
    const log = () => {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => /\[[\w-]+\]|Error/.test(line));
      return `the server printed:\n${[...new Set(lines)].slice(-20).join('\n')}`;
    };
    const first = await Promise.all(unanswered.map(retry));
    expect(
      first.filter((result) => result.status !== 201 && result.status !== 409),
      log()
    ).toEqual([]);
    const busy = first.filter((result) => result.status === 409);
    const wait = Math.max(0, ...busy.map((result) => result.retryAfter));
    console.log(
      `retries: ${first.length - busy.length} answered 201 at once, ${busy.length} 409 (retry after ${wait} s)`
    );
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    const second = await Promise.all(busy.map(retry));
    expect(
      second.map((result) => result.status),
      log()
    ).toEqual(busy.map(() => 201));

    const owner = await playwright.request.newContext({ baseURL: server.url });
    await logInThroughApi(owner, PASSWORD);
    const stored = await readInbox(owner);
    // Every send of both bursts is stored exactly once, with the id its visitor was given.
    expect(stored.map((item) => item.name).sort()).toEqual([...accepted.keys()].sort());
    expect(accepted.size).toBe(2 * BURST);
    for (const [name, id] of accepted) expect(stored.find((item) => item.name === name)?.id).toBe(id);
    await owner.dispose();
  } finally {
    await server.stop();
  }
});
