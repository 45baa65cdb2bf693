import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

test('the owner logs in, stays logged in across a reload, logs out, and the API then answers 401', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Enter password to view contact inquiries')).toBeVisible();

  // A wrong password is refused by the server.
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Contact inquiries and project requests')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('admin_auth'))).toBe('authenticated');

  // The session cookie is HttpOnly: the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'admin_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });

  expect((await page.request.get('/api/admin/session')).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('Contact inquiries and project requests')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('admin_auth'))).toBeNull();

  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  expect((await page.request.get('/api/admin/inquiries')).status()).toBe(401);

  // A leftover flag without a session does not unlock the screen.
  await page.evaluate(() => sessionStorage.setItem('admin_auth', 'authenticated'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('admin_auth'))).toBeNull();
});

test('an old session cookie is worthless after logout', async ({ page, playwright, baseURL }) => {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const stolen = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_session');
  expect(stolen).toBeDefined();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();

  const replay = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: { cookie: `admin_session=${stolen?.value}` },
  });
  expect((await replay.get('/api/admin/inquiries')).status()).toBe(401);
  await replay.dispose();
});
