/**
 * A preview never touches production's data (docs/storage.md, "Deploy contexts"): two local
 * servers on one data folder, one as production and one as a deploy preview (`CONTEXT`), each
 * with its own inbox; every admin screen of the preview says so, in English and in French.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requestContext, test } from '@playwright/test';
import { adminWords as english } from '../../src/i18n/en-admin.ts';
import { adminWords as french } from '../../src/i18n/fr-admin.ts';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { expect, sampleInquiry, uniqueName, withProofFrom } from './support/inbox.ts';

let production: FreshServer;
let preview: FreshServer;
test.beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'studio-e2e-contexts-'));
  [production, preview] = await Promise.all([
    startFreshServer(E2E_OWNER_PASSWORD, {}, folder),
    startFreshServer(E2E_OWNER_PASSWORD, { CONTEXT: 'deploy-preview' }, folder),
  ]);
});
test.afterAll(async () => {
  await preview.kill();
  await production.stop();
});

/** Sends an inquiry to `server`, signs in there and lists the names it shows. */
async function sendAndList(server: FreshServer, name: string) {
  const request = await requestContext.newContext({ baseURL: server.url });
  try {
    const sent = await request.post('/api/contact', { data: await withProofFrom(request, sampleInquiry(name)) });
    expect(sent.status()).toBe(201);
    expect((await request.post('/api/admin/session', { data: { password: E2E_OWNER_PASSWORD } })).status()).toBe(204);
    return ((await (await request.get('/api/admin/inquiries')).json()) as { name: string }[]).map((item) => item.name);
  } finally {
    await request.dispose();
  }
}

test('on one data folder, a preview and production never list each other’s inquiries', async () => {
  const [real, trial] = [uniqueName('Real Lead'), uniqueName('Preview Trial')];
  expect(await sendAndList(production, real)).toEqual([real]);
  expect(await sendAndList(preview, trial)).toEqual([trial]);
  expect(await sendAndList(production, `${real} again`)).toEqual([`${real} again`, real]);
});

test('every admin screen of a preview says so, in English and in French; production’s says nothing', async ({
  page,
}) => {
  await page.goto(`${production.url}/admin`);
  await expect(page.getByRole('button', { name: english.login.submit })).toBeVisible();
  await expect(page.getByText(english.gate.preview)).toHaveCount(0);

  await page.goto(`${preview.url}/admin`);
  await expect(page.getByRole('button', { name: english.login.submit })).toBeVisible();
  await expect(page.getByText(english.gate.preview)).toBeVisible();
  await page.getByLabel(english.login.password, { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: english.login.submit }).click();
  await expect(page.getByRole('button', { name: english.dashboard.logout })).toBeVisible();
  await expect(page.getByText(english.gate.preview)).toBeVisible();

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: french.dashboard.logout })).toBeVisible();
  await expect(page.getByText(french.gate.preview)).toBeVisible();
  await page.getByRole('button', { name: french.dashboard.logout }).click();
  await expect(page.getByRole('button', { name: french.login.submit })).toBeVisible();
  await expect(page.getByText(french.gate.preview)).toBeVisible();
});
