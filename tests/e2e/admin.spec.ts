/**
 * The owner's inbox on the shared test server, in one visit: the sign-in screen, the cards, Mark
 * Complete and Delete with their toasts and failures, a session ended on the server, and logout.
 * What the session API answers (cookies, expiry, a replayed cookie) is
 * tests/integration/admin-session.test.ts's; here, what the owner sees of it.
 */
import { test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import {
  createInquiry,
  expectToast,
  holdRequests,
  inquiryCard,
  logInThroughApi,
  sampleInquiry,
  uniqueName,
  listAllInquiries,
  expect,
  SLOW_SERVER_TIMEOUT_MS,
} from './support/inbox.ts';
import { closeToast, showOnly } from './support/owner.ts';

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

const PAYLOAD = '<img src=x onerror="window.__injected=1">';

test('the owner signs in, reads and acts on the cards, is locked out when the session ends, and logs out', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // One group of cards, found by its name whatever else the shared inbox holds.
  const group = uniqueName('Admin Visit');
  const names = {
    full: `${group} Full Card`,
    bare: `${group} Bare Card`,
    script: `${group} Script ${PAYLOAD}`,
    complete: `${group} Complete Me`,
    remove: `${group} Delete Me`,
    gone: `${group} Gone Already`,
    relock: `${group} Relock`,
  };
  const created: Record<string, Inquiry> = {};
  await logInThroughApi(request);
  created['full'] = await createInquiry(request, sampleInquiry(names.full));
  await createInquiry(request, {
    name: names.bare,
    email: 'bare@example.com',
    projectType: 'other',
    message: 'Just the required fields.',
  });
  await createInquiry(request, {
    ...sampleInquiry(names.script),
    business: `<b>${PAYLOAD}</b>`,
    phone: '<script>window.__injected=2</script>',
    message: `Hello ${PAYLOAD} <a href="javascript:alert(1)">click</a>`,
  });
  for (const key of ['complete', 'remove', 'gone', 'relock'] as const) {
    created[key] = await createInquiry(request, sampleInquiry(names[key]));
  }
  const password = page.getByLabel('Password');
  const logout = page.getByRole('button', { name: 'Logout' });
  const flag = () => page.evaluate(() => sessionStorage.getItem('admin_auth'));

  await test.step('the sign-in screen refuses a wrong password', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByText('Enter password to view contact inquiries')).toBeVisible();
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the password and Enter: Loading inquiries... before the list, then the inbox', async () => {
    const release = await holdRequests(page, '/api/admin/inquiries');
    await password.fill(E2E_OWNER_PASSWORD);
    await password.press('Enter');
    await expect(page.getByText('Loading inquiries...')).toBeVisible();
    release();
    await expect(page.getByText('Loading inquiries...')).toBeHidden({ timeout: 150_000 });
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByText('Contact inquiries and project requests')).toBeVisible();
    expect(await flag()).toBe('authenticated');
  });

  await test.step('the session cookie is HttpOnly: the page cannot read it', async () => {
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'admin_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect((await page.request.get('/api/admin/session')).status()).toBe(200);
  });

  await showOnly(page, group, 7);

  await test.step('cards show every field with the en-CA date; optional fields only when present', async () => {
    const card = inquiryCard(page, names.full);
    await expect(card).toContainText('Maison Lavoie Realty');
    await expect(card).toContainText('Website Redesign');
    await expect(card).toContainText('pending');
    await expect(card.locator('time')).toHaveText(enCaDate(created['full']?.createdAt ?? ''));
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

    const bare = inquiryCard(page, names.bare);
    await expect(bare).toContainText('No business name');
    await expect(bare).toContainText('Other');
    await expect(bare).not.toContainText('Phone');
    await expect(bare).not.toContainText('Budget');
    await expect(bare).not.toContainText('Timeline');
  });

  await test.step('markup stored in an inquiry is shown as text and never runs', async () => {
    const card = inquiryCard(page, names.script);
    await expect(card.getByRole('heading', { name: names.script })).toBeVisible();
    await expect(card).toContainText(`<b>${PAYLOAD}</b>`);
    await expect(card).toContainText('<script>window.__injected=2</script>');
    await expect(card).toContainText('<a href="javascript:alert(1)">click</a>');
    await expect(card.locator('img, b, script, a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });

  await test.step('Mark Complete is disabled while pending, then changes the badge, hides itself and toasts', async () => {
    const card = inquiryCard(page, names.complete);
    const complete = card.getByRole('button', { name: 'Mark Complete' });
    await expect(card).toContainText('pending');
    const release = await holdRequests(page, `/api/admin/inquiries/${created['complete']?.id}/complete`);
    await complete.click();
    await expect(complete).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();
    release();

    await expectToast(page, 'Inquiry Completed', 'The inquiry has been marked as completed.');
    await expect(card).toContainText('completed');
    await expect(card).not.toContainText('pending');
    await expect(complete).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await page.unrouteAll({ behavior: 'wait' });
    await closeToast(page);
  });

  await test.step('Delete asks for confirmation: Cancel and Escape keep the inquiry, Delete removes it', async () => {
    const card = inquiryCard(page, names.remove);
    const remove = card.getByRole('button', { name: 'Delete' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete inquiry?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Are you sure you want to delete the inquiry from ${names.remove}?`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await expect(remove).toBeFocused();

    await remove.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    const release = await holdRequests(page, `/api/admin/inquiries/${created['remove']?.id}`);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(remove).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    release();

    await expectToast(page, 'Inquiry Deleted', 'The inquiry has been successfully deleted.');
    await expect(card).toHaveCount(0);
    expect((await listAllInquiries(request)).some((item) => item.id === created['remove']?.id)).toBe(false);
    await page.unrouteAll({ behavior: 'wait' });
    await closeToast(page);
  });

  await test.step('failed actions show the destructive toasts and keep the card', async () => {
    const card = inquiryCard(page, names.gone);
    // Someone else deletes it meanwhile: the server really answers 404 to both actions.
    expect((await request.delete(`/api/admin/inquiries/${created['gone']?.id}`)).status()).toBe(200);

    await card.getByRole('button', { name: 'Mark Complete' }).click();
    const completeToast = await expectToast(page, 'Error', 'Failed to complete inquiry. Please try again.');
    await expect(completeToast).toHaveClass(/bg-danger/);
    await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
    await closeToast(page);

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const deleteToast = await expectToast(page, 'Error', 'Failed to delete inquiry. Please try again.');
    await expect(deleteToast).toHaveClass(/bg-danger/);
    await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  await test.step('after a reload the owner is still logged in, and the server kept the completion', async () => {
    await page.reload();
    await expect(logout).toBeVisible();
    await expect(page.getByText('Contact inquiries and project requests')).toBeVisible();
    await showOnly(page, group, 5);
    await expect(inquiryCard(page, names.complete)).toContainText('completed');
    await expect(inquiryCard(page, names.complete).getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  });

  await test.step('a session ended on the server relocks the screen at the next call and at load', async () => {
    // End the browser's session on the server only (as expiry would); the page keeps its cookie.
    const cookie = (await page.context().cookies()).find((item) => item.name === 'admin_session');
    const other = await playwright.request.newContext({
      baseURL: baseURL ?? '',
      extraHTTPHeaders: { cookie: `admin_session=${cookie?.value}` },
    });
    expect((await other.delete('/api/admin/session')).status()).toBe(204);
    await other.dispose();

    await inquiryCard(page, names.relock).getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByText('Your session has ended. Enter the password to continue.')).toBeVisible();
    expect(await flag()).toBeNull();

    // A flag left behind does not unlock a dead session at load either.
    await page.evaluate(() => sessionStorage.setItem('admin_auth', 'authenticated'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(logout).toHaveCount(0);
  });

  await test.step('logout locks the screen, the API then answers 401, and the old cookie is worthless', async () => {
    await password.fill(E2E_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(logout).toBeVisible();
    const stolen = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_session');
    expect(stolen).toBeDefined();

    await logout.click();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    expect(await flag()).toBeNull();
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    expect((await page.request.get('/api/admin/inquiries')).status()).toBe(401);
    const replay = await playwright.request.newContext({
      baseURL: baseURL ?? '',
      extraHTTPHeaders: { cookie: `admin_session=${stolen?.value}` },
    });
    expect((await replay.get('/api/admin/inquiries')).status()).toBe(401);
    await replay.dispose();

    // A leftover flag without a session does not unlock the screen.
    await page.evaluate(() => sessionStorage.setItem('admin_auth', 'authenticated'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    expect(await flag()).toBeNull();
  });
});
