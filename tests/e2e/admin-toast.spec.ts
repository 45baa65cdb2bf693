/**
 * No toast hides an action, on a phone (375 px, touch) and a desktop (1440 px): with a card's
 * actions at the bottom edge, where a toast shows, Mark Complete moves the focus to Delete, the
 * toast stays clear of it, and a tap on Delete right away opens the confirmation dialog; after
 * Delete the focus lands where the toast is not either, and another card's actions scrolled under
 * the toast move it away. Inquiries that come in during an action do not move the card acted on
 * from under the finger. A card that leaves the list gives its place and the focus to the next one.
 * Each size is one visit (one log-in) that goes through its cases in turn, each on cards of its own.
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
import { closeToast, showOnly } from './support/owner.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many of the buttons `selector` finds are under the open toast; null when no toast shows. */
const buttonsUnderToast = (page: Page, selector: string) =>
  toastArea(page)
    .getByRole('listitem')
    .evaluateAll((items, selector) => {
      const toasts = items.map((item) => item.getBoundingClientRect());
      if (toasts.length === 0) return null;
      return [...document.querySelectorAll(selector)].filter((button) => {
        const box = button.getBoundingClientRect();
        return toasts.some((t) => box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom);
      }).length;
    }, selector);

/**
 * Keeps the open toast open, as when the window loses focus (its timer pauses), so that checks of
 * where it is do not race its 5 s on a busy host; `false` lets it go.
 */
const holdToast = (page: Page, hold = true) =>
  page.evaluate((hold) => dispatchEvent(new Event(hold ? 'blur' : 'focus')), hold);

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

// Where the toast goes and what a tap hits, at both sizes; how the list holds its place, on the phone.
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

    test(`no toast hides an action${hasTouch ? ', and the cards stay under the finger' : ''}`, async ({
      page,
      request,
    }) => {
      await logInThroughApi(request);
      // Oldest first: the newest card (the first case's) heads the list, with the others below it.
      const place = uniqueName('Place');
      // Newest first on screen, so those acted on (7 and 6) have a screen of cards below them.
      const places = Array.from({ length: 8 }, (_, index) => `${place} ${index + 1}`);
      if (hasTouch) for (const name of places) await createInquiry(request, sampleInquiry(name));
      const pair = uniqueName('Toast Pair');
      const [lower, upper] = [`${pair} Under`, `${pair} Above`];
      for (const name of [lower, upper]) await createInquiry(request, sampleInquiry(name));
      const staysPut = uniqueName('Stays Put');
      if (hasTouch) await createInquiry(request, sampleInquiry(staysPut));
      const clear = uniqueName('Toast Clear');
      await createInquiry(request, sampleInquiry(clear));
      await logInOnPage(page);
      // The leads at a glance are in (the page is as it stays).
      await expect(page.locator('summary').filter({ hasText: 'Leads at a glance' })).toContainText('this month');

      await test.step('a tap on Delete right after Mark Complete opens the confirmation dialog; no toast covers the focus', async () => {
        const card = inquiryCard(page, clear);
        const remove = card.getByRole('button', { name: 'Delete' });
        // The card's actions at the bottom edge of the screen, where a toast shows.
        await remove.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4));
        expect((await boxOf(remove)).y + (await boxOf(remove)).height).toBeGreaterThan(viewport.height - 60);

        await tapAt(page, card.getByRole('button', { name: 'Mark Complete' }));
        const toast = toastArea(page).getByRole('listitem');
        await expect(toast).toContainText('Inquiry Completed');
        // A person taps within its 5 s; the checks below take longer than that on a busy host.
        await holdToast(page);
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
        // Clear of what is in use: a focused card's actions, or the focused control (a render later).
        const actions = focused.locator('[data-keep-clear]');
        const inUse = (await actions.count()) > 0 ? actions.first() : focused;
        await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(inUse))).toBe(false);
        await holdToast(page, false);
        await closeToast(page);
      });

      if (hasTouch)
        await test.step('inquiries that come in during an action do not move the card acted on', async () => {
          // Two leads arrive while the owner reads: the list shows them after its next reload.
          const newcomers = [uniqueName('Came In'), uniqueName('Came In')];
          for (const newcomer of newcomers) await createInquiry(request, sampleInquiry(newcomer));
          await expect(inquiryCard(page, newcomers[0]!)).toHaveCount(0);

          const card = inquiryCard(page, staysPut);
          await card.evaluate((article) => window.scrollBy(0, article.getBoundingClientRect().top - innerHeight / 3));
          const before = await boxOf(card);
          await tapAt(page, card.getByRole('button', { name: 'Mark Complete' }));
          await expect(toastArea(page).getByRole('listitem')).toContainText('Inquiry Completed');
          for (const newcomer of newcomers) await expect(inquiryCard(page, newcomer)).toBeAttached();
          expect((await boxOf(card)).y).toBeCloseTo(before.y, 0);

          // So a tap meant for its Delete lands on it.
          await tapAt(page, card.getByRole('button', { name: 'Delete' }));
          const dialog = page.getByRole('dialog');
          await expect(dialog).toContainText(staysPut);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
          await closeToast(page);
        });

      await test.step('the toast moves off the actions of a card scrolled under it, so a tap on them lands', async () => {
        // Only these two cards, one right above the other.
        await showOnly(page, pair, 2);

        const first = inquiryCard(page, upper).getByRole('button', { name: 'Mark Complete' });
        await first.scrollIntoViewIfNeeded();
        await tapAt(page, first);
        const toast = toastArea(page).getByRole('listitem');
        await expect(toast).toContainText('Inquiry Completed');
        await holdToast(page);
        // The lower card's actions scrolled to the bottom edge, where the toast showed.
        const complete = inquiryCard(page, lower).getByRole('button', { name: 'Mark Complete' });
        await complete.evaluate((button) =>
          window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4)
        );
        expect((await boxOf(complete)).y).toBeGreaterThan(viewport.height - 60);
        await expect(toast).toBeVisible();
        // No card's button is under the toast (at the top it may cover an e-mail address).
        await expect.poll(() => buttonsUnderToast(page, 'article button')).toBe(0);

        await tapAt(page, complete);
        await expect(inquiryCard(page, lower)).toContainText('completed');
        await holdToast(page, false);
        await closeToast(page);
      });

      if (hasTouch)
        await test.step('a card that leaves gives its place and the focus to the next one, deleted or filtered out', async () => {
          // The card read as next must still be there when the one acted on leaves.
          await showOnly(page, place, places.length);

          /** Acts on the card of `name` in the middle of the screen, while a lead arrives; the next card takes its place. */
          const leaves = async (name: string, act: (card: Locator) => Promise<void>) => {
            const card = inquiryCard(page, name);
            const item = page.getByRole('listitem').filter({ has: card });
            const next = await item.locator('xpath=following-sibling::li[1]').getByRole('heading').textContent();
            const newcomer = uniqueName(`${place} Came In`);
            await createInquiry(request, sampleInquiry(newcomer));
            await card.evaluate((article) => window.scrollBy(0, article.getBoundingClientRect().top - innerHeight / 3));
            const before = await boxOf(card);

            await act(card);
            await holdToast(page);
            await expect(card).toHaveCount(0);
            await expect(inquiryCard(page, newcomer)).toBeAttached();
            const focused = page.locator('li:focus');
            await expect(focused.getByRole('heading', { level: 3 })).toHaveText(next!);
            expect((await boxOf(focused)).y).toBeCloseTo(before.y, 0);
            expect(await buttonsUnderToast(page, 'li:focus button')).toBe(0);
            await holdToast(page, false);
          };

          await leaves(places[6]!, async (card) => {
            await tapAt(page, card.getByRole('button', { name: 'Delete' }));
            await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
            await expect(toastArea(page).getByRole('listitem')).toContainText('Inquiry Deleted');
          });

          await expect(toastArea(page).getByRole('listitem')).toHaveCount(0);
          // On a phone the status filter waits behind Filters.
          if (viewport.width < 768) await page.getByRole('button', { name: 'Filters' }).click();
          await page.getByRole('group', { name: 'Status' }).locator('label', { hasText: 'Pending' }).click();
          await expect(page.getByRole('article').first()).toContainText('pending');
          await expect(page.getByRole('article').getByText('completed', { exact: true })).toHaveCount(0);
          await leaves(places[5]!, async (card) => {
            await tapAt(page, card.getByRole('button', { name: 'Mark Complete' }));
            await expect(toastArea(page).getByRole('listitem')).toContainText('Inquiry Completed');
          });
        });
    });
  });
}
