/**
 * Admin states the shared test server cannot show without wiping other specs' data: the
 * empty inbox and a tripped login throttle. One visit to a private server of their own: the login
 * throttle trips last, after the owner has logged out.
 */
import { test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { expect, expectToast, holdRequests, inquiryCard, uniqueName, withProofFrom } from './support/inbox.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';

let server: FreshServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startFreshServer(E2E_OWNER_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an empty inbox says so, deleting the last inquiry brings that back, and too many wrong passwords say when to try again', async ({
  page,
}) => {
  await test.step('an empty inbox says so, and deleting the last inquiry brings that back', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
    // The empty list alone decides: the counts are still on their way.
    const releaseCounts = await holdRequests(page, '/api/admin/inquiry-counts');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();
    await expect(page.getByText('Contact form submissions will appear here.')).toBeVisible();
    releaseCounts();
    await page.unrouteAll({ behavior: 'wait' });

    const name = uniqueName('Only One');
    const created = await page.request.post(`${server.url}/api/contact`, {
      data: await withProofFrom(
        page.request,
        { name, email: 'one@example.com', projectType: 'new-website', message: 'The only inquiry here.' },
        server.url
      ),
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const card = inquiryCard(page, name);
    await expect(card).toBeVisible();
    await expect(page.getByText('1 inquiry', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Inquiry Deleted', 'The inquiry has been successfully deleted.');
    await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeFocused();
    await page.getByRole('button', { name: 'Logout' }).click();
  });

  await test.step('too many wrong passwords: a clear message that says when to try again', async () => {
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Access Admin Panel' });
    const alert = page.getByRole('alert');
    await expect(submit).toBeVisible();
    // The server allows five password checks per address and window.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`wrong-${attempt}`);
      await submit.click();
      await expect(alert).toHaveText('Invalid password');
      await expect(submit).toBeEnabled();
      // Clear the message so that the next answer is a new one.
      await password.fill('');
    }
    await password.fill('wrong-6');
    await submit.click();
    await expect(alert).toHaveText(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    // Even the right password waits for the window to pass.
    await password.fill(E2E_OWNER_PASSWORD);
    await submit.click();
    await expect(alert).toHaveText(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
