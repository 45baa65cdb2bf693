/**
 * No toast hides an action, on a phone (375 px, touch) and a desktop (1440 px): with a card's
 * actions at the bottom edge, where a toast shows, Mark Complete moves the focus to Delete, the
 * toast stays clear of it, and a tap on Delete right away opens the confirmation dialog; after
 * Delete the focus lands where the toast is not either. Inquiries that come in during an action
 * do not move the card acted on from under the finger.
 */
import { test, type Locator, type Page } from '@playwright/test';
import {
  createInquiry,
  expect,
  inquiryCard,
  logInOnPage,
  logInThroughApi,
  sampleInquiry,
  SLOW_SERVER_TIMEOUT_MS,
  toastArea,
  uniqueName,
} from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

for (const { label, viewport, hasTouch } of [
  { label: '375 px, touch', viewport: { width: 375, height: 667 }, hasTouch: true },
  { label: '1440 px', viewport: { width: 1440, height: 900 }, hasTouch: false },
]) {
  test.describe(label, () => {
    test.use({ viewport, hasTouch });

    /** A tap (a click without touch) at the middle of what `locator` shows now, wherever that lands. */
    const tapAt = async (page: Page, locator: Locator) => {
      const { x, y, width, height } = await boxOf(locator);
      if (hasTouch) await page.touchscreen.tap(x + width / 2, y + height / 2);
      else await page.mouse.click(x + width / 2, y + height / 2);
    };

    test('a tap on Delete right after Mark Complete opens the confirmation dialog; no toast covers the focus', async ({
      page,
      request,
    }) => {
      await logInThroughApi(request);
      const name = uniqueName('Toast Clear');
      await createInquiry(request, sampleInquiry(name));
      await logInOnPage(page);
      // The leads at a glance are in (the page is as it stays).
      await expect(page.locator('summary').filter({ hasText: 'Leads at a glance' })).toContainText('this month');
      const card = inquiryCard(page, name);
      const remove = card.getByRole('button', { name: 'Delete' });
      // The card's actions at the bottom edge of the screen, where a toast shows.
      await remove.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4));
      expect((await boxOf(remove)).y + (await boxOf(remove)).height).toBeGreaterThan(viewport.height - 60);

      await tapAt(page, card.getByRole('button', { name: 'Mark Complete' }));
      const toast = toastArea(page).getByRole('listitem');
      await expect(toast).toContainText('Inquiry Completed');
      await expect(remove).toBeFocused();
      expect(overlaps(await boxOf(toast), await boxOf(remove))).toBe(false);
      // No card action is under the toast either.
      for (const action of await card.getByRole('button').all()) {
        expect(overlaps(await boxOf(toast), await boxOf(action))).toBe(false);
      }

      await tapAt(page, remove);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(toast).toBeVisible(); // the tap came while the toast showed

      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast).toContainText('Inquiry Deleted');
      await expect(card).toHaveCount(0);
      const focused = page.locator(':focus');
      await expect(focused).toHaveCount(1);
      expect(overlaps(await boxOf(toast), await boxOf(focused))).toBe(false);
    });

    test('inquiries that come in during an action do not move the card acted on', async ({ page, request }) => {
      await logInThroughApi(request);
      const name = uniqueName('Stays Put');
      await createInquiry(request, sampleInquiry(name));
      await logInOnPage(page);
      await expect(page.locator('summary').filter({ hasText: 'Leads at a glance' })).toContainText('this month');
      // Two leads arrive while the owner reads: the list shows them after its next reload.
      const newcomers = [uniqueName('Came In'), uniqueName('Came In')];
      for (const newcomer of newcomers) await createInquiry(request, sampleInquiry(newcomer));
      await expect(inquiryCard(page, newcomers[0]!)).toHaveCount(0);

      const card = inquiryCard(page, name);
      await card.evaluate((article) => window.scrollBy(0, article.getBoundingClientRect().top - innerHeight / 3));
      const before = await boxOf(card);
      await tapAt(page, card.getByRole('button', { name: 'Mark Complete' }));
      await expect(toastArea(page).getByRole('listitem')).toContainText('Inquiry Completed');
      for (const newcomer of newcomers) await expect(inquiryCard(page, newcomer)).toBeAttached();
      expect((await boxOf(card)).y).toBeCloseTo(before.y, 0);

      // So a tap meant for its Delete lands on it.
      await tapAt(page, card.getByRole('button', { name: 'Delete' }));
      await expect(page.getByRole('dialog')).toContainText(name);
    });
  });
}
