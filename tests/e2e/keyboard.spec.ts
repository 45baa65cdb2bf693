/** The visitor's and the owner's whole journeys with the keyboard alone (WCAG 2.2 AA). */
import { test, type Locator, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import {
  contactForm,
  expect,
  expectToast,
  inquiryCard,
  SLOW_SERVER_TIMEOUT_MS,
  uniqueName,
  withProofFrom,
} from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

/**
 * Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. The
 * target is marked once (again every few presses, should a render have replaced it), so that each
 * press costs one look at the focused element, not a search of the page by role and name.
 */
async function tabTo(page: Page, target: Locator, limit = 60) {
  const mark = () => target.evaluate((element) => element.setAttribute('data-tab-target', ''));
  for (let step = 0; step < limit; step += 1) {
    if (step % 25 === 0) await mark();
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tab-target') ?? false)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await target.evaluate((element) => element.removeAttribute('data-tab-target'));
}

test('a visitor fills in and sends the form with the keyboard only', async ({ page }) => {
  const name = uniqueName('Keyboard Visitor');
  // Start from the top of the page, as someone arriving would.
  await page.goto('/');
  const fields = contactForm(page);
  await tabTo(page, fields.name, 80);
  await expect(fields.submit).toBeEnabled();

  // Enter in a text field submits: the errors come up and focus stays on Name.
  await page.keyboard.press('Enter');
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toBeFocused();

  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Clavier Inc.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('514 555 0101');
  await page.keyboard.press('Tab');
  await expect(fields.projectType).toBeFocused();
  await page.keyboard.type('Website R'); // type-ahead picks "Website Redesign"
  await expect(fields.projectType).toHaveValue('redesign');
  await page.keyboard.press('Tab');
  await page.keyboard.type('$5');
  await expect(fields.budget).toHaveValue('5000+');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Flex');
  await expect(fields.timeline).toHaveValue('flexible');
  await page.keyboard.press('Tab');
  await expect(fields.message).toBeFocused();
  await page.keyboard.type('Sent without touching the mouse.');
  await tabTo(page, fields.submit, 5);
  await page.keyboard.press('Enter');

  await expectToast(page, 'Congratulations!', 'Thank you for your inquiry!');
  await expect(fields.name).toHaveValue('');

  // F8 takes the keyboard to the notification area.
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
});

test('the owner logs in, marks complete and deletes with the keyboard only', async ({ page, request }) => {
  const name = uniqueName('Keyboard Owner');
  expect(
    (
      await request.post('/api/contact', {
        data: await withProofFrom(request, {
          name,
          email: 'k@example.com',
          projectType: 'other',
          message: 'Keyboard journey.',
        }),
      })
    ).status()
  ).toBe(201);

  await page.goto('/admin');
  const password = page.getByLabel('Password');
  await tabTo(page, password);
  await page.keyboard.type(E2E_OWNER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const card = inquiryCard(page, name);
  const complete = card.getByRole('button', { name: 'Mark Complete' });
  await expect(complete).toBeVisible();
  // Hundreds of cards may come first: Tab there, as far as it takes.
  await tabTo(page, complete, 2000);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Inquiry Completed', 'The inquiry has been marked as completed.');
  await expect(card).toContainText('completed');
  // Focus stays in the card, on its remaining button.
  const remove = card.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete inquiry?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Inquiry Deleted', 'The inquiry has been successfully deleted.');
  await expect(card).toHaveCount(0);
});
