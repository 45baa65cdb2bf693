/**
 * The owner's overview and safety net, in English at 375 px and in French at 1440 px: the leads
 * at a glance (its figures, its chart, its table for screen readers, axe clean, remembered open
 * or closed), and a backup downloaded from the Settings panel and restored into an empty inbox.
 * A private server holds five inquiries of known sources and answer times; a second one is empty.
 * One visit: the owner switches to French and widens the window on the way. How a backup round
 * trip keeps every field, and restores that resume or are refused, are
 * tests/integration/backup*.test.ts's.
 */
import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { markAnswered } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { adminWords as english } from '../../src/i18n/en-admin.ts';
import { adminWords as french } from '../../src/i18n/fr-admin.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { expect, inquiryCard, logInOnPage, sampleInquiry, SLOW_SERVER_TIMEOUT_MS } from './support/inbox.ts';
import { panel, sectionSelector } from './support/owner.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

const HOUR = 3_600_000;
/** Received now; three answered after 1, 2 and 30 hours: 2 of 3 within 24 h, a median of 2 hours. */
const LEADS = [
  { name: 'Owner Google A', source: { utm_source: 'google' }, answerAfter: 1 },
  { name: 'Owner Google B', source: { utm_source: 'google' }, answerAfter: 2 },
  { name: 'Owner Google C', source: { utm_source: 'google' }, answerAfter: 30 },
  { name: 'Owner Newsletter', source: { utm_source: 'newsletter' } },
  { name: 'Owner Direct' },
];

let server: FreshServer;
/** An empty inbox, for the restore. */
let empty: FreshServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [server, empty] = await Promise.all([startFreshServer(E2E_OWNER_PASSWORD), startFreshServer(E2E_OWNER_PASSWORD)]);
  await server.withStore(async () => {
    for (const { name, source, answerAfter } of LEADS) {
      const { id, createdAt } = await createInquiry(InquiryInputSchema.parse({ ...sampleInquiry(name), source }));
      if (answerAfter === undefined) continue;
      const restore = setClock(() => Date.parse(createdAt) + answerAfter * HOUR);
      await markAnswered(id);
      restore();
    }
  });
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), empty?.stop()]);
});

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };
test.use({ viewport: PHONE, locale: 'en-CA', timezoneId: 'America/Toronto' });

type Words = typeof english;
const percent = (n: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n);
const leadsPanel = (page: Page, words: Words) => panel(page, words.leads.title);
const settingsSummary = (page: Page, words: Words) => panel(page, words.settings.title).summary;

/** The leads at a glance as the five leads make them: figures, the chart, and its table for screen readers. */
async function expectLeads(page: Page, words: Words, locale: string) {
  const figures = page.locator('dl').filter({ hasText: words.leads.withinDay });
  await expect(figures).toContainText(fillMessage(words.leads.withinDayOf, { within: 2, due: 3 }));
  await expect(figures).toContainText(percent(2 / 3, locale));
  const twoHours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(2);
  await expect(figures).toContainText(twoHours);
  // The drawing: one bar, this week's, in three parts (google, no source, newsletter).
  const drawing = page.getByRole('figure', { name: words.leads.chartTitle }).locator('svg[viewBox]');
  await expect(drawing).toBeVisible();
  await expect(drawing.locator('rect')).toHaveCount(3);

  // The table screen readers read: twelve weeks, the top sources by count, the current week last.
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers).toEqual([words.leads.week, 'google', words.toolbar.noSource, 'newsletter', words.leads.total]);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(13);
  const thisWeek = rows.last();
  await expect(thisWeek.getByRole('rowheader')).toContainText(fillMessage(words.leads.thisWeek, { date: '' }).trim());
  expect(await thisWeek.getByRole('cell').allTextContents()).toEqual(['3', '1', '1', '5']);
  for (const row of (await rows.all()).slice(1, -1)) {
    expect(await row.getByRole('cell').allTextContents()).toEqual(['0', '0', '0', '0']);
  }
  await expectNoAxeViolations(page, await sectionSelector(page.getByRole('region', { name: words.leads.title })));
  await test.info().attach(`leads-${page.viewportSize()?.width}-${locale}`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
}

/** Chooses the backup file `file` in the Settings panel and confirms its restore of five inquiries. */
async function restore(page: Page, words: Words, file: string) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words.backup.choose }).click();
  await (await choosing).setFiles(file);
  const start = page.getByRole('button', { name: fillMessage(words.backup.restore.other, { n: 5 }) });
  await start.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: fillMessage(words.backup.restore.other, { n: 5 }) })
    .click();
}

/** Chooses a damaged copy of `file`: refused, with nothing written. */
async function chooseDamaged(page: Page, words: Words, file: string) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words.backup.choose }).click();
  const text = (await readFile(file, 'utf8')).replace('Owner Direct', 'Owner Indirect');
  await (await choosing).setFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('alert')).toHaveText(words.backup.problems.damaged);
  await expect(page.getByRole('article')).toHaveCount(5);
}

test('the leads at a glance and the backup, in English on a phone and in French on a desktop', async ({ page }) => {
  let file = '';

  await test.step('English at 375 px: the leads at a glance, closed at first, with figures, chart and table, axe clean', async () => {
    await logInOnPage(page, server.url, english);
    const { summary, details } = leadsPanel(page, english);
    const share = fillMessage(english.leads.summaryShare, { share: percent(2 / 3, 'en-CA') });
    await expect(summary).toContainText(`${fillMessage(english.leads.summary.other, { n: 5 })} · ${share}`);
    // Closed on a phone at first, so that the first inquiry stays in the first screen.
    await expect(details).toHaveJSProperty('open', false);
    await summary.click();
    await expectLeads(page, english, 'en-CA');
  });

  await test.step('open or closed as the owner leaves it, on this device', async () => {
    const { summary, details } = leadsPanel(page, english);
    await summary.click();
    await expect(details).toHaveJSProperty('open', false);
    await page.reload();
    await expect(summary).toBeVisible();
    await expect(details).toHaveJSProperty('open', false);
    await summary.click();
    await page.reload();
    await expect(summary).toBeVisible();
    await expect(details).toHaveJSProperty('open', true);
  });

  await test.step('a backup downloaded from the Settings panel holds the five, and says so in both languages', async () => {
    await settingsSummary(page, english).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: english.backup.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^inquiries-backup-\d{4}-\d{2}-\d{2}\.json$/);
    file = (await download.path()) as string;
    const backup = JSON.parse(await readFile(file, 'utf8')) as {
      format: string;
      version: number;
      count: number;
      inquiries: { name: string }[];
    };
    expect(backup).toMatchObject({ format: 'studio-inbox-backup', version: 1, count: 5 });
    expect(backup.inquiries.map((entry) => entry.name)).toEqual(LEADS.map((lead) => lead.name));
    await expect(page.getByText(fillMessage(english.backup.downloaded.other, { n: 5 }))).toBeVisible();
    // The admin in French from here on, on this device: what the panel said, in its words.
    await page.getByRole('button', { name: english.otherLanguage }).click();
    await expect(page.getByText(fillMessage(french.backup.downloaded.other, { n: 5 }))).toBeVisible();
  });

  await test.step('French at 1440 px: the leads at a glance, open at first on a desktop, axe clean', async () => {
    await page.setViewportSize(DESKTOP);
    // As on a device where the owner never opened or closed it.
    await page.evaluate(() => localStorage.removeItem('admin_leads'));
    await page.reload();
    const { summary, details } = leadsPanel(page, french);
    const share = fillMessage(french.leads.summaryShare, { share: percent(2 / 3, 'fr-CA') });
    await expect(summary).toContainText(`${fillMessage(french.leads.summary.other, { n: 5 })} · ${share}`);
    await expect(details).toHaveJSProperty('open', true);
    await expectLeads(page, french, 'fr-CA');
  });

  await test.step('the backup restores into an empty inbox, then adds nothing; a damaged file is refused', async () => {
    // A new inbox on another address: the admin there speaks the browser's language (English) at first.
    await logInOnPage(page, empty.url, english);
    await expect(page.getByRole('heading', { name: english.list.emptyTitle })).toBeVisible();
    await settingsSummary(page, english).click();
    await restore(page, english, file);
    const done = page.getByText(fillMessage(english.backup.restored, { added: 5, skipped: 0 }));
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    // The list reads the inbox again: the five are there.
    for (const { name } of LEADS) await expect(inquiryCard(page, name)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await chooseDamaged(page, english, file);

    await page.getByRole('button', { name: english.otherLanguage }).click();
    await restore(page, french, file);
    await expect(page.getByText(fillMessage(french.backup.restored, { added: 0, skipped: 5 }))).toBeVisible();
    await page.getByRole('button', { name: french.otherLanguage }).click();
    await expect(page.getByText(fillMessage(english.backup.restored, { added: 0, skipped: 5 }))).toBeVisible();
    await page.getByRole('button', { name: english.otherLanguage }).click();
    await expect(page.getByText(fillMessage(french.backup.restored, { added: 0, skipped: 5 }))).toBeVisible();
    await chooseDamaged(page, french, file);
  });
});
