/**
 * The owner's inbox on a phone (375 x 667), in one visit: the admin-only chrome, a list that does
 * not wait for the counts, what shows in the first screen, the clamped message, Reply and call
 * links, and the order of the card's change and its toast.
 */
import { test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import {
  createInquiry,
  expect,
  holdRequests,
  inquiryCard,
  logInThroughApi,
  sampleInquiry,
  SLOW_SERVER_TIMEOUT_MS,
  uniqueName,
} from './support/inbox.ts';
import { cardItem, closeToast, showOnly } from './support/owner.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

const PHONE = { width: 375, height: 667 };
const TIME_ZONE = 'America/Toronto';
test.use({ viewport: PHONE, timezoneId: TIME_ZONE });

/** A message far longer than the card shows before Show more. */
const LONG_MESSAGE = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i + 1}: we would like a bilingual site with online booking and a gallery.`
).join('\n');

/**
 * Starts watching the page for the toast titled `title`; the returned function resolves to
 * the text of the card of `name` at the moment the toast entered the page (null if the card
 * was gone by then).
 */
async function cardWhenToastAppears(page: Page, title: string, name: string): Promise<() => Promise<string | null>> {
  await page.evaluate(
    ({ toastTitle, cardName }) => {
      const state = window as unknown as { __cardAtToast?: string | null };
      delete state.__cardAtToast;
      const observer = new MutationObserver(() => {
        const toasts = [...document.querySelectorAll('[role="region"] li')];
        if (!toasts.some((item) => item.textContent?.includes(toastTitle))) return;
        observer.disconnect();
        const card = [...document.querySelectorAll('article')].find(
          (article) => article.querySelector('h3')?.textContent === cardName
        );
        state.__cardAtToast = card ? (card.textContent ?? '') : null;
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { toastTitle: title, cardName: name }
  );
  return async () => {
    const handle = await page.waitForFunction(() => {
      const seen = (window as unknown as { __cardAtToast?: string | null }).__cardAtToast;
      return seen === undefined ? false : { seen };
    });
    return ((await handle.jsonValue()) as { seen: string | null }).seen;
  };
}

/** The long date the reply quotes, computed here independently of the page. */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));

test('on a phone: the admin chrome, the first screen, long messages, Reply and call links, and changes before toasts', async ({
  page,
  request,
}) => {
  const group = uniqueName('Phone Visit');
  await logInThroughApi(request);
  const english = await createInquiry(request, {
    ...sampleInquiry(`${group} Reply English`),
    message: 'We need a faster site.\nWith listings & prices?',
  });
  const french = await createInquiry(request, {
    ...sampleInquiry(`${group} Réponse Français`),
    email: 'marie+devis@example.com',
    message: 'Nous voulons un site bilingue.\nAvec réservation en ligne.',
    language: 'fr',
  });
  const feedback = `${group} Feedback Order`;
  await createInquiry(request, sampleInquiry(feedback));
  // The newest, so the first card of the list: a long message.
  const long = await createInquiry(request, { ...sampleInquiry(`${group} Long Message`), message: LONG_MESSAGE });

  await test.step('/admin has no language switch and installs as its own app', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.locator('[data-language-switch]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Français' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const manifestLink = page.locator('head link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/admin/manifest.webmanifest');
    const response = await page.request.get('/admin/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string }[] };
    expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone', lang: 'en-CA' });
    expect(String(manifest['name'])).toMatch(/Inbox$/);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

    // Public pages keep their own manifest; the inbox's is linked from /admin only (the served HTML's head).
    const head = /<head>[\s\S]*<\/head>/.exec(await (await page.request.get('/')).text())?.[0] ?? '';
    expect(head).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(head).not.toMatch(/<link\b[^>]*href="\/admin/);
  });

  const releaseCounts = await holdRequests(page, '/api/admin/inquiry-counts');
  const countsAnswered = page.waitForResponse('**/api/admin/inquiry-counts');
  const filters = page.getByRole('button', { name: 'Filters' });
  const status = page.getByRole('group', { name: 'Status' });
  try {
    await test.step('the list shows while the counts are held back', async () => {
      await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Access Admin Panel' }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Loading inquiries...')).toHaveCount(0);
    });

    await test.step('after logging in, the first inquiry is in the first screen and search and filters take one row', async () => {
      const firstName = page.getByRole('article').first().getByRole('heading', { level: 3 });
      const box = await firstName.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

      // One row: the search box and the Filters button share a line; the rest waits behind it.
      const search = page.getByRole('searchbox', { name: 'Search inquiries' });
      const [searchBox, filtersBox] = [await search.boundingBox(), await filters.boundingBox()];
      expect(Math.abs((searchBox?.y ?? 0) - (filtersBox?.y ?? 100))).toBeLessThan(4);
      await expect(status).toBeHidden();
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expect(status).toBeVisible();
      await expect(page.getByLabel('Sort')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
      // No count yet: the pills are named by their word alone.
      await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
    });
  } finally {
    releaseCounts();
  }

  await test.step('the counts fill in when they come', async () => {
    expect((await countsAnswered).status()).toBe(200);
    await expect(page.getByRole('radio', { name: /^All, \d+$/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Pending, \d+$/ })).toHaveCount(1);
    await page.unrouteAll({ behavior: 'wait' });
  });

  await showOnly(page, group, 4);

  await test.step('Show more expands a long message and Show less collapses it, by pointer and by keyboard; axe stays clean', async () => {
    const card = inquiryCard(page, long.name);
    const message = card.getByText('Paragraph 1:');
    const isClamped = () => message.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

    const toggle = card.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await isClamped()).toBe(true);
    const clampedHeight = (await message.boundingBox())?.height ?? 0;

    await toggle.click();
    const less = card.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(await isClamped()).toBe(false);
    expect((await message.boundingBox())?.height ?? 0).toBeGreaterThan(clampedHeight * 3);
    await less.click();
    await expect(card.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(await isClamped()).toBe(true);

    // The keyboard: Enter opens, Space closes, and the focus stays on the button.
    await card.getByRole('button', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show less' })).toBeFocused();
    expect(await isClamped()).toBe(false);

    await expectNoAxeViolations(page, cardItem(long.id));

    await page.keyboard.press('Space');
    await expect(card.getByRole('button', { name: 'Show more' })).toBeFocused();
    expect(await isClamped()).toBe(true);
  });

  await test.step('Reply writes to the prospect in their language, quoting them; the phone number calls', async () => {
    for (const [inquiry, expected] of [
      [
        english,
        {
          to: 'owner@example.com',
          subject: 'Re: Your project inquiry',
          lines: [
            `Hello ${english.name},`,
            '',
            'Thank you for your message.',
            '',
            '',
            `On ${longDate(english.createdAt, 'en-CA')}, you wrote:`,
            '> We need a faster site.',
            '> With listings & prices?',
          ],
        },
      ],
      [
        french,
        {
          to: 'marie+devis@example.com',
          subject: 'Re: Votre demande de projet',
          lines: [
            `Bonjour ${french.name},`,
            '',
            'Merci pour votre message.',
            '',
            '',
            `Le ${longDate(french.createdAt, 'fr-CA')}, vous avez écrit\u00a0:`,
            '> Nous voulons un site bilingue.',
            '> Avec réservation en ligne.',
          ],
        },
      ],
    ] as const) {
      const card = inquiryCard(page, inquiry.name);
      const href = (await card.getByRole('link', { name: 'Reply' }).getAttribute('href')) ?? '';
      const url = new URL(href);
      expect(url.protocol).toBe('mailto:');
      expect(decodeURIComponent(url.pathname)).toBe(expected.to);
      expect(url.searchParams.get('subject')).toBe(expected.subject);
      expect(url.searchParams.get('body')?.split('\r\n')).toEqual(expected.lines);

      const phone = card.getByRole('link', { name: '+1 514 555 0199' });
      await expect(phone).toHaveAttribute('href', 'tel:+15145550199');
    }
  });

  await test.step('the card has changed when the Completed and Deleted toasts appear', async () => {
    const card = inquiryCard(page, feedback);
    await expect(card).toContainText('pending');

    const completedCard = await cardWhenToastAppears(page, 'Inquiry Completed', feedback);
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    const atCompletedToast = await completedCard();
    expect(atCompletedToast).toContain('completed');
    expect(atCompletedToast).not.toContain('pending');
    expect(atCompletedToast).not.toContain('Mark Complete');
    await closeToast(page);

    const deletedCard = await cardWhenToastAppears(page, 'Inquiry Deleted', feedback);
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await deletedCard()).toBeNull();
  });
});
