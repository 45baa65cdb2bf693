/**
 * axe-core (WCAG 2.2 AA, see docs/product.md) on every page, and on each state a visitor or the
 * owner reaches: prompt shown, menu open, form errors, toast, /admin locked and unlocked. Each
 * page is checked whole once per width that matters; a state, on the part of the page it changed.
 *
 * The same visits watch what the pages load: no Content-Security-Policy violation on any of them
 * (support/csp.ts; csp.spec.ts adds the particle canvas, which only runs with motion), nothing
 * from another host, and the self-hosted heading font (seo.spec.ts reads the rest from the HTML).
 */
import { type Page } from '@playwright/test';
import {
  contactForm,
  createInquiry,
  expect,
  inquiryCard,
  logInThroughApi,
  sampleInquiry,
  SLOW_SERVER_TIMEOUT_MS,
  test,
  expectToast,
  uniqueName,
} from './support/csp.ts';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { adminWords as words } from '../../src/i18n/en-admin.ts';
import { island } from './support/page.ts';
import { expectNoAxeViolationsOn, loadEverything, recordForeignRequests } from './support/pages.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

/** Scrolls through the page so every reveal has run, every lazy image has loaded and the contact form has hydrated. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
  }
  await expect(island(page, 'ContactForm').and(page.locator('[ssr]'))).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** One h1 and one main landmark, which the skip link, the first stop of Tab, moves the focus to. */
async function expectLandmarksAndSkipLink(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Waits for what the page still loads, then expects none of it (nor anything before) to come from another host. */
async function expectNothingForeign(page: Page, foreign: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
}

test.describe('the landing page', () => {
  test('at 1280 px: a working skip link, the self-hosted font, and no axe violations, also with the prompt shown and the page scrolled, the form’s errors and its toast', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/');

    await test.step('one h1, a main landmark and a working skip link', () => expectLandmarksAndSkipLink(page));

    await test.step('no axe violations on the whole page', async () => {
      await scrollThrough(page);
      await expectNoAxeViolationsOn(page);
    });

    await test.step('none on the messaging prompt and the bar, with the page scrolled', async () => {
      await expect(page.getByRole('complementary', { name: 'Quick Question?' })).toBeVisible({ timeout: 10_000 });
      await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toHaveAttribute('data-scrolled', 'true');
      await expectNoAxeViolationsOn(page, 'nav[aria-label="Main"]', '[data-chat-prompt]');
    });

    await test.step('the heading font is self-hosted, swapped, set on the heading, and arrives', async () => {
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.startsWith('Montserrat')).map((face) => face.display)
      );
      expect(faces.length).toBeGreaterThan(0);
      expect(new Set(faces)).toEqual(new Set(['swap']));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Montserrat-/);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (face) =>
                face.family.startsWith('Montserrat') && !face.family.includes('fallback') && face.status === 'loaded'
            )
          )
        )
        .toBe(true);
    });

    const fields = contactForm(page);
    await test.step('none on the contact form with every error shown', async () => {
      await fields.form.scrollIntoViewIfNeeded();
      await expect(fields.submit).toBeEnabled();
      await fields.submit.click();
      await expect(fields.message).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolationsOn(page, 'form[aria-label="Project inquiry"]');
    });

    await test.step('none on the toast after sending, nor on the form it reset', async () => {
      const data = sampleInquiry(uniqueName('Axe'));
      await fields.name.fill(data.name);
      await fields.email.fill(data.email);
      await fields.business.fill(data.business);
      await fields.phone.fill(data.phone);
      await fields.projectType.selectOption({ label: 'New Website' });
      await fields.budget.selectOption(data.budget);
      await fields.timeline.selectOption(data.timeline);
      await fields.message.fill('Checking accessibility of the toast.');
      await fields.submit.click();
      const item = await expectToast(
        page,
        'Congratulations! 🎉',
        'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.'
      );
      // The pointer on the toast holds its timer, so it is still there when axe reads it.
      await item.hover();
      await expectNoAxeViolationsOn(
        page,
        '[role="region"][aria-label^="Notifications"]',
        'form[aria-label="Project inquiry"]'
      );
      await expect(item).toBeVisible();
    });

    await test.step('nothing requested from another host', () => expectNothingForeign(page, foreign));
  });

  test('at 375 px: no axe violations, also with the menu open', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/');

    await test.step('no axe violations on the whole page', async () => {
      await scrollThrough(page);
      await expectNoAxeViolationsOn(page);
    });

    await test.step('none on the open mobile menu', async () => {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = await toggle.getAttribute('aria-controls');
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expect(page.locator(`[id="${menu}"]`)).toBeVisible();
      await expectNoAxeViolationsOn(page, 'nav[aria-label="Main"]', `[id="${menu}"]`);
    });

    await test.step('nothing requested from another host', () => expectNothingForeign(page, foreign));
  });
});

test('at 375 px, /terms, /privacy and the 404 page have one h1, a main landmark, a working skip link and no axe violations', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const foreign = recordForeignRequests(page, baseURL);
  for (const path of ['/terms', '/privacy', '/no-such-page']) {
    await page.goto(path);
    await test.step(`${path}: one h1, a main landmark and a working skip link`, () => expectLandmarksAndSkipLink(page));
    await test.step(`${path}: no axe violations`, async () => {
      await loadEverything(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expectNoAxeViolationsOn(page);
    });
  }
  await test.step('nothing requested from another host', () => expectNothingForeign(page, foreign));
});

test('/admin has no axe violations locked, with a wrong password, unlocked with cards and a completed one, nor in the confirmation dialog', async ({
  page,
  request,
  baseURL,
}) => {
  await logInThroughApi(request);
  const name = uniqueName('Axe Card');
  const inquiry = await createInquiry(request, sampleInquiry(name));
  expect((await request.patch(`/api/admin/inquiries/${inquiry.id}/complete`)).status()).toBe(200);
  await createInquiry(request, sampleInquiry(uniqueName('Axe Pending')));

  const foreign = recordForeignRequests(page, baseURL);
  await page.goto('/admin');
  const password = page.getByLabel(words.login.password, { exact: true });
  const submit = page.getByRole('button', { name: words.login.submit });

  await test.step('locked: no axe violations on the whole page', async () => {
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expectNoAxeViolationsOn(page);
  });

  await test.step('none on the login card showing a wrong password', async () => {
    await password.fill('wrong-password-for-axe');
    await submit.click();
    await expect(page.getByText('Invalid password')).toBeVisible();
    await expectNoAxeViolationsOn(page, 'main');
  });

  await test.step('unlocked, with cards and a completed one: none on the whole page', async () => {
    await password.fill(E2E_OWNER_PASSWORD);
    await submit.click();
    await expect(page.getByRole('button', { name: words.dashboard.logout })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(words.list.loading)).toHaveCount(0, { timeout: 150_000 });
    await expect(inquiryCard(page, name)).toContainText('completed');
    await expectNoAxeViolationsOn(page);
  });

  await test.step('none on the confirmation dialog', async () => {
    await inquiryCard(page, name).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolationsOn(page, 'dialog[open]');
  });

  await test.step('nothing requested from another host', () => expectNothingForeign(page, foreign));
});
