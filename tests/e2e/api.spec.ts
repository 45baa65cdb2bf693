/**
 * The inquiry API through the running production server (`npm start`): the real functions,
 * served warm over a local Blobs store.
 */
import { expect, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';
import { listAllInquiries, logInThroughApi, uniqueName, withProofFrom } from './support/inbox.ts';
import { startFreshServer } from './support/fresh-server.ts';

const inquiry = (name: string) => ({
  name,
  email: 'load@example.com',
  projectType: 'ecommerce',
  budget: '5000+',
  timeline: 'asap',
  message: 'A shop for our new condo project.',
});

const listAll = listAllInquiries;

test('every API row answers as specified through the running server', async ({ request }) => {
  const name = uniqueName('Row Check');
  const created = await request.post('/api/contact', { data: await withProofFrom(request, inquiry(name)) });
  expect(created.status()).toBe(201);
  expect(created.headers()['x-content-type-options']).toBe('nosniff');
  expect(await created.json()).toMatchObject({ success: true });

  const invalid = await request.post('/api/contact', { data: { ...inquiry(''), email: 'x' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toEqual({ name: 'Name is required', email: 'Valid email is required' });

  expect((await request.get('/api/contact')).status()).toBe(405);
  expect((await request.get('/api/contact')).headers()['allow']).toBe('POST');
  const notJson = await request.post('/api/contact', { data: 'a=b', headers: { 'content-type': 'text/plain' } });
  expect(notJson.status()).toBe(415);
  const huge = await request.post('/api/contact', { data: { ...inquiry('Huge'), message: 'x'.repeat(40_000) } });
  expect(huge.status()).toBe(413);

  const anonymous = await request.get('/api/admin/inquiries');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['cache-control']).toBe('no-store');
  expect((await request.post('/api/admin/session', { data: { password: 'wrong' } })).status()).toBe(401);

  await logInThroughApi(request);
  expect(await (await request.get('/api/admin/session')).json()).toEqual({ authenticated: true, preview: false });
  const mine = (await listAll(request)).find((item) => item.name === name);
  expect(mine).toMatchObject({ status: 'pending', projectType: 'ecommerce' });

  const crossSite = await request.delete(`/api/admin/inquiries/${mine?.id}`, {
    headers: { origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await request.delete('/api/admin/inquiries/abc')).status()).toBe(400);
  expect((await request.delete('/api/admin/inquiries/999999')).status()).toBe(404);

  const completed = await request.patch(`/api/admin/inquiries/${mine?.id}/complete`);
  expect(completed.status()).toBe(200);
  expect(await completed.json()).toMatchObject({ id: mine?.id, status: 'completed' });
  const deleted = await request.delete(`/api/admin/inquiries/${mine?.id}`);
  expect(deleted.status()).toBe(200);
  expect(await deleted.json()).toMatchObject({ success: true });

  const loggedOut = await request.delete('/api/admin/session');
  expect(loggedOut.status()).toBe(204);
  expect((await request.get('/api/admin/inquiries')).status()).toBe(401);
});

test('the spam shield: no proof or a forged one gets 400; a proof reused for other details 409; the same send again its first answer', async ({
  request,
}) => {
  const spam = uniqueName('Spam');
  const refusals = [
    await request.post('/api/contact', { data: inquiry(`${spam} No Proof`) }),
    await request.post('/api/contact', { data: { ...inquiry(`${spam} Sans Preuve`), language: 'fr' } }),
  ];
  const forged = await withProofFrom(request, inquiry(`${spam} Forged`));
  forged.altcha.solution.derivedKey = forged.altcha.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  refusals.push(await request.post('/api/contact', { data: forged }));
  expect(refusals.map((res) => res.status())).toEqual([400, 400, 400]);
  expect(await Promise.all(refusals.map(async (res) => (await res.json()).message))).toEqual([
    en.failure.spamCheck,
    fr.failure.spamCheck,
    en.failure.spamCheck,
  ]);

  const sent = await withProofFrom(request, inquiry(`${spam} Proof Once`));
  const first = await request.post('/api/contact', { data: sent });
  expect(first.status()).toBe(201);
  const again = await request.post('/api/contact', { data: sent });
  expect(again.status()).toBe(201);
  expect((await again.json()).id).toBe((await first.json()).id);
  const reused = await request.post('/api/contact', { data: { ...sent, name: `${spam} Reused` } });
  expect(reused.status()).toBe(409);
  expect((await reused.json()).message).toBe(en.failure.otherDetails);

  await logInThroughApi(request);
  const stored = (await listAll(request)).filter((item) => item.name.startsWith(`${spam} `));
  expect(stored.map((item) => item.name)).toEqual([`${spam} Proof Once`]);
});

test('the server answers internal details to nobody', async ({ request }) => {
  const res = await request.post('/api/contact', { data: inquiry('Headers') });
  const names = Object.keys(res.headers());
  expect(names.filter((name) => name.startsWith('x-nf-'))).toEqual([]);
});

test('an unknown path gets the Page Not Found page with status 404', async ({ request }) => {
  const res = await request.get('/no-such-page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page Not Found');
});

test('every answer under /api/ is JSON with a message: unknown paths and oversized requests too', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/api/nope', '/api/admin/nope', '/api/contact/extra']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('application/json');
    expect(await res.json(), path).toMatchObject({ success: false, message: expect.stringMatching(/\w/) });
  }
  // Too large for the server to read at all (Node's 16 KB head limit): it still says why, in JSON.
  const res = await fetch(`${baseURL}/api/admin/inquiries?q=${'x'.repeat(100_000)}`);
  expect(res.status).toBe(431);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await res.json()).toMatchObject({ message: 'The request address or headers are too large.' });
});

test('200 simultaneous submissions: 200 stored inquiries with 200 distinct ids', async ({ playwright }) => {
  // Simultaneous submissions contend for the next id; losers back off and retry. On a server of
  // its own, so that 200 new inquiries never push another test's card off the inbox's first page.
  test.setTimeout(180_000);
  const server = await startFreshServer(E2E_OWNER_PASSWORD);
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    const names = Array.from({ length: 200 }, (_, i) => `Burst ${i}`);
    // Every spam-check proof is solved up front, so the 200 sends leave together.
    const bodies = await Promise.all(names.map((name) => withProofFrom(request, inquiry(name))));
    const responses = await Promise.all(bodies.map((data) => request.post('/api/contact', { data })));
    expect(responses.map((res) => res.status())).toEqual(Array(200).fill(201));

    await logInThroughApi(request);
    const stored = await listAll(request);
    expect(stored.map((item) => item.name).sort()).toEqual([...names].sort());
    expect(new Set(stored.map((item) => item.id)).size).toBe(200);
  } finally {
    await request.dispose();
    await server.stop();
  }
});

test('50 simultaneous mark-complete and delete calls on the same ids leave a consistent store', async ({ request }) => {
  const race = uniqueName('Race');
  const names = Array.from({ length: 10 }, (_, i) => `${race} ${i}`);
  for (const name of names) {
    expect((await request.post('/api/contact', { data: await withProofFrom(request, inquiry(name)) })).status()).toBe(
      201
    );
  }
  await logInThroughApi(request);
  const targets = (await listAll(request)).filter((item) => item.name.startsWith(`${race} `));
  expect(targets).toHaveLength(10);
  const doomed = new Set(targets.slice(0, 5).map((item) => item.id));

  const calls = targets.flatMap((item) =>
    doomed.has(item.id)
      ? [
          request.delete(`/api/admin/inquiries/${item.id}`),
          request.patch(`/api/admin/inquiries/${item.id}/complete`),
          request.delete(`/api/admin/inquiries/${item.id}`),
          request.patch(`/api/admin/inquiries/${item.id}/complete`),
          request.patch(`/api/admin/inquiries/${item.id}/complete`),
        ]
      : Array.from({ length: 5 }, () => request.patch(`/api/admin/inquiries/${item.id}/complete`))
  );
  expect(calls).toHaveLength(50);
  const statuses = (await Promise.all(calls)).map((res) => res.status());
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(25);
  expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);

  const after = await listAll(request);
  for (const item of targets) {
    const found = after.find((candidate) => candidate.id === item.id);
    if (doomed.has(item.id)) expect(found).toBeUndefined();
    else expect(found).toEqual({ ...item, status: 'completed' });
  }
});
