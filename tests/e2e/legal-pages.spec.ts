/**
 * The legal pages and the 404 page: what they say, and that they work with JavaScript off. They
 * are static pages, so one visit without JavaScript checks both; accessibility.spec.ts visits
 * them with it (landmarks, skip link, axe, the Content-Security-Policy).
 */
import { expect, test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { retentionDays } from '../../src/config/retention.ts';

test.describe('other pages', () => {
  test.use({ javaScriptEnabled: false });

  test('terms, privacy and the 404 page say what they must, and work with JavaScript off', async ({ page }) => {
    await page.goto('/terms');
    await test.step('terms: eight sections, last updated January 2024, studio details from the config', async () => {
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

    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await test.step('privacy, reached from the footer: nine sections, the rights, the retention period and the person in charge', async () => {
      await expect(page).toHaveURL('/privacy');
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

    await test.step('an unknown path answers 404 with the Page Not Found page, whose link leads home', async () => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText(/add the page to the router/)).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites That Sell Real Estate');
    });
  });
});
