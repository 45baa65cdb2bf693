/**
 * The inquiry API through the running production server (`npm start`): its routes reach the real
 * functions, served warm over a local Blobs store. What each function answers, its spam shield
 * and its concurrency are the integration tests' (tests/integration/).
 */
import { expect, test } from '@playwright/test';
import { listAllInquiries, logInThroughApi, uniqueName, withProofFrom } from './support/inbox.ts';

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
  // Nothing of the platform's internals leaves the server.
  expect(Object.keys(created.headers()).filter((header) => header.startsWith('x-nf-'))).toEqual([]);
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
