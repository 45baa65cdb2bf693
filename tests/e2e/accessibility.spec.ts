/**
 * axe-core (WCAG 2.2 AA, see docs/product.md) on every page at two widths, and on each state a
 * visitor or the owner reaches: prompt shown, menu open, form errors, toast, /admin locked and unlocked.
 */
import { test, type Page } from '@playwright/test';
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
import { island } from './support/page.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

/** Scrolls through the page so every reveal has run and the contact form has hydrated. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
  }
  await expect(island(page, 'ContactForm').and(page.locator('[ssr]'))).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the landing page has no axe violations with the messaging prompt shown and the page scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Quick Question?' })).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-scrolled', 'true');
  await expectNoAxeViolations(page);
});

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every page has one h1, a main landmark and a working skip link', async ({ page }) => {
  for (const path of ['/', '/terms', '/privacy', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
});

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
