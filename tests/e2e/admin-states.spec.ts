/**
 * Where each lead came from, new until opened, waiting past 24 hours, and the admin in French, at
 * 375 px, on a private server (its inbox holds only this test's inquiries): one visit by the owner,
 * after two visitors' sends, the second from a French browser the owner then signs in from.
 */
import { test, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { adminWords as englishWords } from '../../src/i18n/en-admin.ts';
import { adminWords as frenchWords } from '../../src/i18n/fr-admin.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { expect, inquiryCard, logInOnPage, sampleInquiry, SLOW_SERVER_TIMEOUT_MS } from './support/inbox.ts';
import { cardItem } from './support/owner.ts';

let server: FreshServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer(E2E_OWNER_PASSWORD);
});
test.afterAll(async () => server?.stop());

/** Fills in and sends the landing page's form, as a visitor does. */
async function sendForm(page: Page, name: string) {
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button').last()).toBeEnabled();
  const inquiry = sampleInquiry(name);
  await form.locator('[name="name"]').fill(inquiry.name);
  await form.locator('[name="email"]').fill(inquiry.email);
  await form.locator('[name="projectType"]').selectOption(inquiry.projectType);
  await form.locator('[name="message"]').fill(inquiry.message);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-send-status]')).not.toBeEmpty({ timeout: 60_000 });
}

/** Seeds an inquiry straight into the server's store, the functions' clock set `hoursAgo` back. */
async function seed(name: string, hoursAgo: number, overrides: Record<string, string> = {}) {
  return server.withStore(async () => {
    const restore = setClock(() => Date.now() - hoursAgo * 3_600_000);
    try {
      return await createInquiry(InquiryInputSchema.parse({ ...sampleInquiry(name), ...overrides }));
    } finally {
      restore();
    }
  });
}

const PHONE = { width: 375, height: 667 };
// At one size: what these show does not change with the screen (the phone's Filters button aside).
test.use({ viewport: PHONE });

test('where each lead came from, new until opened, waiting past 24 hours, and the admin for a French browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(SLOW_SERVER_TIMEOUT_MS);
  const [fresh, late] = ['Fresh Lead', 'Yesterday Lead'];
  const freshId = (await seed(fresh, 0, { message: `${'A long message about the project. '.repeat(20)}The end.` })).id;
  const lateId = (await seed(late, 25)).id;
  await seed('Léa Gagnon', 30, {
    business: 'Immobilier Gagnon',
    message: 'Nous voulons un site plus rapide, avec nos inscriptions en première page.',
  });
  const [fromAd, referred] = ['Ad Visitor', 'Referred Visitor'];
  // The second visitor's browser is French; the owner signs in from it at the end.
  const frenchBrowser = await browser.newContext({ viewport: PHONE, locale: 'fr-CA', reducedMotion: 'reduce' });
  try {
    await test.step('a send from an ad keeps its source, also from another page of the site', async () => {
      await page.goto(`${server.url}/?utm_source=google&utm_medium=cpc&utm_campaign=spring`);
      // On to another page of the site (no tags, the site as referrer): the first page's source stays.
      await page.locator('a[data-language-switch]').first().click();
      await expect(page).toHaveURL(`${server.url}/fr/`);
      await sendForm(page, fromAd);
    });

    const second = await frenchBrowser.newPage();
    await test.step('a send from a link on another site names that site', async () => {
      await second.goto(`${server.url}/`, { referer: 'https://example.org/some/page?ref=1' });
      await sendForm(second, referred);
    });

    await logInOnPage(page, server.url);
    const statusFilter = page.getByRole('group', { name: englishWords.toolbar.status });
    const filters = page.getByRole('button', { name: englishWords.toolbar.filters });

    await test.step('a card is new until opened; one 25 h old shows as waiting, late', async () => {
      const card = inquiryCard(page, fresh);
      await expect(card.getByText(englishWords.card.new, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/^\(\d+\) Admin \| /);
      const lateCard = inquiryCard(page, late);
      await expect(lateCard.locator('[data-waiting="late"]')).toHaveText('Late · waiting 25 h');
      // Under the New filter, opening a card reads it and leaves it in view; the count follows.
      await filters.click();
      await statusFilter.locator('label', { hasText: englishWords.toolbar.statuses.new }).click();
      const newPill = statusFilter.getByRole('radio', { name: /^New, \d+$/ });
      const newBefore = Number((await newPill.getAttribute('aria-label'))?.split(', ')[1]);
      await card.getByRole('button', { name: englishWords.card.showMore }).click();
      await expect(card.getByText(englishWords.card.new, { exact: true })).toHaveCount(0);
      await expect(newPill).toHaveAttribute('aria-label', `New, ${newBefore - 1}`);
      await page.waitForLoadState('networkidle');
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: englishWords.card.markAnswered })).toBeVisible();
      // Mark as read is the same quiet read: the card stays and the keyboard stays on its button.
      await lateCard.getByRole('button', { name: englishWords.card.markRead }).click();
      await expect(newPill).toHaveAttribute('aria-label', `New, ${newBefore - 2}`);
      await expect(lateCard.getByRole('button', { name: englishWords.card.markAnswered })).toBeFocused();
      await page.waitForLoadState('networkidle');
      await expect(lateCard).toBeVisible();
      await expectNoAxeViolations(page, cardItem(lateId));
    });

    await test.step('still read after a reload: the server keeps it; answered stops the clock', async () => {
      await page.reload();
      await expect(page.getByText(englishWords.list.loading)).toHaveCount(0, { timeout: 60_000 });
      await expect(inquiryCard(page, fresh).getByText(englishWords.card.new, { exact: true })).toHaveCount(0);
      await inquiryCard(page, fresh).getByRole('button', { name: englishWords.card.markAnswered }).click();
      await expect(inquiryCard(page, fresh).getByText(englishWords.card.answered, { exact: true })).toBeVisible();
      await expect(inquiryCard(page, fresh).locator('[data-waiting]')).toHaveCount(0);
      await expectNoAxeViolations(page, cardItem(freshId));
    });

    await test.step('the cards, the CSV and the source filter show where each lead came from', async () => {
      const card = inquiryCard(page, fromAd);
      await expect(card.locator('[data-source]')).toHaveText('google / cpc · spring');
      await expect(inquiryCard(page, referred).locator('[data-source]')).toHaveText('from example.org');
      await expect(page.getByText('some/page')).toHaveCount(0);

      const csv = await (await page.request.get(`${server.url}/api/admin/inquiries.csv?source=google`)).text();
      const [header = '', row = ''] = csv.replace(/^\uFEFF/, '').split('\r\n');
      const cells = (text: string) => text.slice(1, -1).split('","');
      const record = Object.fromEntries(cells(header).map((column, i) => [column, cells(row)[i]]));
      expect(record).toMatchObject({
        name: fromAd,
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        landingPath: '/',
        referrer: '',
      });
      // The list filters by source (on a phone, behind Filters).
      await filters.click();
      await page.getByLabel(englishWords.toolbar.source, { exact: true }).selectOption('example.org');
      await expect(inquiryCard(page, referred)).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    await test.step('a French browser gets the French admin, with none of the English words, and a switch back', async () => {
      await logInOnPage(second, server.url, frenchWords);
      await expect(second.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(second.getByRole('heading', { name: frenchWords.dashboard.title })).toBeVisible();
      for (const panel of [frenchWords.passkeys.title, frenchWords.settings.title]) {
        await second.getByRole('region', { name: panel }).locator('summary').click();
      }
      await expectNoAxeViolations(second, 'main');

      // What the page says, but for what is named in English on purpose (the switch back).
      const text = await second.locator('body').evaluate((body) => {
        const copy = body.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[lang^="en"], script, style, noscript').forEach((element) => element.remove());
        return copy.textContent;
      });
      const fragments = (words: object): string[] =>
        Object.values(words).flatMap((value) =>
          typeof value === 'string' ? value.split(/\{\w+\}/).map((part) => part.trim()) : fragments(value)
        );
      const french = new Set(fragments(frenchWords));
      const english = fragments(englishWords).filter((part) => /\p{L}{3}/u.test(part) && !french.has(part));
      expect(english.length).toBeGreaterThan(100);
      const shown = english.filter((part) =>
        new RegExp(`(^|[^\\p{L}])${RegExp.escape(part)}([^\\p{L}]|$)`, 'u').test(text ?? '')
      );
      expect(shown).toEqual([]);

      await second.getByRole('button', { name: 'English' }).click();
      await expect(second.getByRole('heading', { name: englishWords.dashboard.title })).toBeVisible();
      await expect(second.locator('html')).toHaveAttribute('lang', 'en-CA');
      await second.reload();
      await expect(second.getByRole('heading', { name: englishWords.dashboard.title })).toBeVisible();
      await second.getByRole('button', { name: 'Français' }).click();
      await expect(second.getByRole('heading', { name: frenchWords.dashboard.title })).toBeVisible();
    });
  } finally {
    await frenchBrowser.close();
  }
});
