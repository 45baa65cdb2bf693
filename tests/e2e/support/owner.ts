/**
 * Helpers for the owner's browser tests that go through several states of the inbox in one
 * visit (one browser context, one log-in): each part leaves the page as the next one needs it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, toastArea } from './inbox.ts';

/** The CSS selector of the list item that holds the card of inquiry `id` (for axe on that card alone). */
export const cardItem = (id: number) => `li[data-id="${id}"]`;

/** Closes the open toasts with their Close buttons, so that the next one is the only one on screen. */
export async function closeToast(page: Page, label = 'Close'): Promise<void> {
  const items = toastArea(page).getByRole('listitem');
  for (let open = await items.count(); open > 0; open--) {
    await items.first().getByRole('button', { name: label }).click();
    await expect(items).toHaveCount(open - 1);
  }
}

/**
 * Searches the inbox for `words` and waits for its `count` cards: only the test's own, whatever the
 * other tests' workers send or delete meanwhile in the inbox they share.
 */
export async function showOnly(page: Page, words: string, count: number, label = 'Search inquiries'): Promise<void> {
  const search = page.getByRole('searchbox', { name: label });
  await search.fill(words);
  await search.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(count);
}

/** The `<details>` panel whose summary holds the heading `title`, and that summary. */
export function panel(page: Page, title: string): { details: Locator; summary: Locator } {
  const summary = page.locator('summary').filter({ has: page.getByRole('heading', { name: title }) });
  return { details: page.locator('details').filter({ has: summary }), summary };
}

/** A CSS selector of the dashboard panel (a `<section>` named by its heading) that `region` finds, for axe. */
export async function sectionSelector(region: Locator): Promise<string> {
  const heading = await region.getAttribute('aria-labelledby');
  if (!heading) throw new Error('the panel is not named by a heading');
  return `section[aria-labelledby="${heading}"]`;
}
