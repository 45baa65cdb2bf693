import { test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import {
  createInquiry,
  expectToast,
  holdRequests,
  inquiryCard,
  logInOnPage,
  logInThroughApi,
  sampleInquiry,
  uniqueName,
  listAllInquiries,
  expect,
  SLOW_SERVER_TIMEOUT_MS,
} from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

// The card dates are checked against a fixed zone, whatever the machine's.
const TIME_ZONE = 'America/Toronto';
test.use({ timezoneId: TIME_ZONE });

/** The admin date format (en-CA, short month), computed here independently of the page. */
const enCaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));

test('the owner logs in, stays logged in across a reload, logs out, and the API then answers 401', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Enter password to view contact inquiries')).toBeVisible();

  // A wrong password is refused by the server.
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
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
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
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

test('cards show every field with the en-CA date; optional fields only when present', async ({ page, request }) => {
  await logInThroughApi(request);
  const fullName = uniqueName('Full Card');
  const full = await createInquiry(request, sampleInquiry(fullName));
  const bareName = uniqueName('Bare Card');
  await createInquiry(request, {
    name: bareName,
    email: 'bare@example.com',
    projectType: 'other',
    message: 'Just the required fields.',
  });

  await logInOnPage(page);
  const card = inquiryCard(page, fullName);
  await expect(card).toContainText('Maison Lavoie Realty');
  await expect(card).toContainText('Website Redesign');
  await expect(card).toContainText('pending');
  await expect(card.locator('time')).toHaveText(enCaDate(full.createdAt));
  await expect(card.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
    'href',
    'mailto:owner@example.com'
  );
  await expect(card).toContainText('+1 514 555 0199');
  await expect(card).toContainText('$3,000 - $5,000');
  await expect(card).toContainText('3-4 Weeks');
  // Line breaks of the message are kept.
  const message = card.getByText('We need a faster site.');
  await expect(message).toHaveCSS('white-space', 'pre-wrap');
  expect(await message.innerText()).toBe('We need a faster site.\nWith listings on the first page.');
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

  const bare = inquiryCard(page, bareName);
  await expect(bare).toContainText('No business name');
  await expect(bare).toContainText('Other');
  await expect(bare).not.toContainText('Phone');
  await expect(bare).not.toContainText('Budget');
  await expect(bare).not.toContainText('Timeline');
});

test('markup stored in an inquiry is shown as text and never runs', async ({ page, request }) => {
  await logInThroughApi(request);
  const payload = '<img src=x onerror="window.__injected=1">';
  const name = uniqueName(`Script ${payload}`);
  await createInquiry(request, {
    ...sampleInquiry(name),
    business: `<b>${payload}</b>`,
    phone: '<script>window.__injected=2</script>',
    message: `Hello ${payload} <a href="javascript:alert(1)">click</a>`,
  });

  await logInOnPage(page);
  const card = inquiryCard(page, name);
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toContainText(`<b>${payload}</b>`);
  await expect(card).toContainText('<script>window.__injected=2</script>');
  await expect(card).toContainText('<a href="javascript:alert(1)">click</a>');
  await expect(card.locator('img, b, script, a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

test('Mark Complete is disabled while pending, then changes the badge, hides itself and toasts', async ({
  page,
  request,
}) => {
  await logInThroughApi(request);
  const name = uniqueName('Complete Me');
  const inquiry = await createInquiry(request, sampleInquiry(name));
  await logInOnPage(page);
  const card = inquiryCard(page, name);
  const complete = card.getByRole('button', { name: 'Mark Complete' });
  await expect(card).toContainText('pending');

  const release = await holdRequests(page, `/api/admin/inquiries/${inquiry.id}/complete`);
  await complete.click();
  await expect(complete).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();
  release();

  await expectToast(page, 'Inquiry Completed', 'The inquiry has been marked as completed.');
  await expect(card).toContainText('completed');
  await expect(card).not.toContainText('pending');
  await expect(complete).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();

  // The server agrees, and a reload shows the same.
  await page.unrouteAll();
  await page.reload();
  await expect(inquiryCard(page, name)).toContainText('completed');
  await expect(inquiryCard(page, name).getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
});

test('Delete asks for confirmation: Cancel keeps the inquiry, Delete removes it', async ({ page, request }) => {
  await logInThroughApi(request);
  const name = uniqueName('Delete Me');
  const inquiry = await createInquiry(request, sampleInquiry(name));
  await logInOnPage(page);
  const card = inquiryCard(page, name);
  const remove = card.getByRole('button', { name: 'Delete' });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete inquiry?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Are you sure you want to delete the inquiry from ${name}?`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await expect(remove).toBeFocused();

  // Escape cancels too.
  await remove.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  const release = await holdRequests(page, `/api/admin/inquiries/${inquiry.id}`);
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  release();

  await expectToast(page, 'Inquiry Deleted', 'The inquiry has been successfully deleted.');
  await expect(card).toHaveCount(0);
  expect((await listAllInquiries(request)).some((item) => item.id === inquiry.id)).toBe(false);
});

test('failed actions show the destructive toasts and keep the card', async ({ page, request }) => {
  await logInThroughApi(request);
  const name = uniqueName('Gone Already');
  const inquiry = await createInquiry(request, sampleInquiry(name));
  await logInOnPage(page);
  const card = inquiryCard(page, name);
  await expect(card).toBeVisible();

  // Someone else deletes it meanwhile: the server really answers 404 to both actions.
  expect((await request.delete(`/api/admin/inquiries/${inquiry.id}`)).status()).toBe(200);

  await card.getByRole('button', { name: 'Mark Complete' }).click();
  const completeToast = await expectToast(page, 'Error', 'Failed to complete inquiry. Please try again.');
  await expect(completeToast).toHaveClass(/bg-danger/);
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeEnabled();

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const deleteToast = await expectToast(page, 'Error', 'Failed to delete inquiry. Please try again.');
  await expect(deleteToast).toHaveClass(/bg-danger/);
  await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();
});

test('a session ended on the server relocks the screen at the next call and at load', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  await logInThroughApi(request);
  const name = uniqueName('Relock');
  await createInquiry(request, sampleInquiry(name));
  await logInOnPage(page);
  const card = inquiryCard(page, name);
  await expect(card).toBeVisible();

  // End the browser's session on the server only (as expiry would); the page keeps its cookie.
  const cookie = (await page.context().cookies()).find((item) => item.name === 'admin_session');
  const other = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: { cookie: `admin_session=${cookie?.value}` },
  });
  expect((await other.delete('/api/admin/session')).status()).toBe(204);
  await other.dispose();

  await card.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Enter the password to continue.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('admin_auth'))).toBeNull();

  // A flag left behind does not unlock a dead session at load either.
  await page.evaluate(() => sessionStorage.setItem('admin_auth', 'authenticated'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('the owner sees Loading inquiries... before the list', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  const release = await holdRequests(page, '/api/admin/inquiries');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByText('Loading inquiries...')).toBeVisible();
  release();
  await expect(page.getByText('Loading inquiries...')).toBeHidden({ timeout: 150_000 });
});
