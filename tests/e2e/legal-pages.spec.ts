import { expect, test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { retentionDays } from '../../src/config/retention.ts';

test.describe('other pages', () => {
  test('terms: eight sections, last updated January 2024, studio details from the config', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    await expect(page.getByText('Last updated: January 2024')).toBeVisible();
    await expect(page.locator('main h2')).toHaveText([
      /Agreement/,
      /services/i,
      /Payment terms/,
      /timeline/i,
      /Intellectual property/,
      /Revisions and changes/,
      /Limitation of liability/,
      /Contact information/,
    ]);
    await expect(page.getByText(/within 30 days of the invoice date/)).toBeVisible();
    await expect(page.getByText(/balance is due on completion/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`
    );
    await expect(page.locator('main')).not.toContainText('{{');
  });

  test('privacy: nine sections, the rights, the retention period and the person in charge', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated: January 2024')).toBeVisible();
    await expect(page.locator('main h2')).toHaveText([
      /Information we collect/,
      /use your information/,
      /Sharing/,
      /Data security/,
      /Contact form data/,
      /Cookies and analytics/,
      /Your rights/,
      /Changes to this policy/,
      /Contact us/,
    ]);
    for (const right of ['Access', 'Correct', 'Delete', 'Opt out of marketing']) {
      await expect(page.locator('main li strong', { hasText: right })).toBeVisible();
    }
    await expect(page.getByText(`at most ${retentionDays()} days after we received it`)).toBeVisible();
    await expect(page.locator('main')).toContainText(site.privacyOfficer.name);
    await expect(page.locator('main').getByRole('link', { name: site.privacyOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${site.privacyOfficer.email}`
    );
    await expect(page.locator('main')).not.toContainText('{{');
  });

  test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText(/add the page to the router/)).toBeVisible();
  });

  test('legal pages and the 404 page work with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/terms');
    await expect(page.locator('main h2')).toHaveCount(8);
    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.locator('main h2')).toHaveCount(9);
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites That Sell Real Estate');
    await context.close();
  });
});
