/** axe-core passes (DECISIONS D6) on the form with its errors shown and on /admin, locked and unlocked. */
import { test } from '@playwright/test';
import {
  createInquiry,
  inquiryCard,
  logInOnPage,
  logInThroughApi,
  openContactForm,
  sampleInquiry,
  uniqueName,
  expect,
  SLOW_SERVER_TIMEOUT_MS,
} from './support/inbox.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

test('the contact form with every error shown', async ({ page }) => {
  const fields = await openContactForm(page);
  await fields.submit.click();
  await expect(fields.message).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('the contact form after sending, with the toast', async ({ page }) => {
  const fields = await openContactForm(page);
  await fields.name.fill(uniqueName('Axe'));
  await fields.email.fill('axe@example.com');
  await fields.projectType.selectOption({ label: 'New Website' });
  await fields.message.fill('Checking accessibility of the toast.');
  await fields.submit.click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('/admin locked, with a wrong password shown', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill('wrong-password-for-axe');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByText('Invalid password')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/admin unlocked, with cards, a completed one, and the confirmation dialog', async ({ page, request }) => {
  await logInThroughApi(request);
  const name = uniqueName('Axe Card');
  const inquiry = await createInquiry(request, sampleInquiry(name));
  expect((await request.patch(`/api/admin/inquiries/${inquiry.id}/complete`)).status()).toBe(200);
  await createInquiry(request, sampleInquiry(uniqueName('Axe Pending')));

  await logInOnPage(page);
  await expect(inquiryCard(page, name)).toContainText('completed');
  await expectNoAxeViolations(page);

  await inquiryCard(page, name).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
