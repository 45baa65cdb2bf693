/**
 * The owner's overview and safety net, at 375 and 1440 px, in English and in French: the leads
 * at a glance (its figures, its chart, its table for screen readers, axe clean, remembered open
 * or closed), and a backup downloaded from the Settings panel and restored into an empty inbox.
 * A private server holds five inquiries of known sources and answer times.
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

test.describe.configure({ mode: 'serial', timeout: SLOW_SERVER_TIMEOUT_MS });

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

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer(E2E_OWNER_PASSWORD);
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
test.afterAll(() => server?.stop());

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };

/** The leads panel's `<details>` summary, by the panel's title. */
const leadsSummary = (page: Page, words: typeof english) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { name: words.leads.title }) });

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1440 px', DESKTOP],
] as const) {
  for (const [language, words, locale] of [
    ['English', english, 'en-CA'],
    ['French', french, 'fr-CA'],
  ] as const) {
    test.describe(`${language} at ${label}`, () => {
      test.use({ viewport, locale, timezoneId: 'America/Toronto' });
      const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n);

      test('the leads at a glance: figures, chart and its table, axe clean; open or closed as left', async ({
        page,
      }) => {
        await logInOnPage(page, server.url, words);
        const summary = leadsSummary(page, words);
        const share = fillMessage(words.leads.summaryShare, { share: percent(2 / 3) });
        await expect(summary).toContainText(`${fillMessage(words.leads.summary.other, { n: 5 })} · ${share}`);
        // Closed on a phone at first, so that the first inquiry stays in the first screen; open on a desktop.
        const details = page.locator('details').filter({ has: summary });
        await expect(details).toHaveJSProperty('open', viewport === DESKTOP);
        if (viewport === PHONE) await summary.click();

        const figures = page.locator('dl').filter({ hasText: words.leads.withinDay });
        await expect(figures).toContainText(fillMessage(words.leads.withinDayOf, { within: 2, due: 3 }));
        await expect(figures).toContainText(percent(2 / 3));
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
        await expect(thisWeek.getByRole('rowheader')).toContainText(
          fillMessage(words.leads.thisWeek, { date: '' }).trim()
        );
        expect(await thisWeek.getByRole('cell').allTextContents()).toEqual(['3', '1', '1', '5']);
        for (const row of (await rows.all()).slice(1, -1)) {
          expect(await row.getByRole('cell').allTextContents()).toEqual(['0', '0', '0', '0']);
        }
        await expectNoAxeViolations(page);
        await test.info().attach(`leads-${viewport.width}-${locale}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });

        // As the owner leaves it, on this device.
        await summary.click();
        await expect(details).toHaveJSProperty('open', false);
        await page.reload();
        await expect(leadsSummary(page, words)).toBeVisible();
        await expect(page.locator('details').filter({ has: leadsSummary(page, words) })).toHaveJSProperty(
          'open',
          false
        );
        await leadsSummary(page, words).click();
        await page.reload();
        await expect(page.locator('details').filter({ has: leadsSummary(page, words) })).toHaveJSProperty('open', true);
      });

      test('a backup downloaded from the Settings panel restores into an empty inbox, then adds nothing', async ({
        page,
      }) => {
        const settings = (target: Page) =>
          target.locator('summary').filter({ has: target.getByRole('heading', { name: words.settings.title }) });
        await logInOnPage(page, server.url, words);
        await settings(page).click();
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: words.backup.download }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^inquiries-backup-\d{4}-\d{2}-\d{2}\.json$/);
        const file = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
          format: string;
          version: number;
          count: number;
          inquiries: { name: string }[];
        };
        expect(file).toMatchObject({ format: 'studio-inbox-backup', version: 1, count: 5 });
        expect(file.inquiries.map((entry) => entry.name)).toEqual(LEADS.map((lead) => lead.name));
        await expect(page.getByText(fillMessage(words.backup.downloaded.other, { n: 5 }))).toBeVisible();

        const empty = await startFreshServer(E2E_OWNER_PASSWORD);
        try {
          await logInOnPage(page, empty.url, words);
          await expect(page.getByRole('heading', { name: words.list.emptyTitle })).toBeVisible();
          await settings(page).click();
          const restore = async () => {
            const choosing = page.waitForEvent('filechooser');
            await page.getByRole('button', { name: words.backup.choose }).click();
            await (await choosing).setFiles((await download.path()) as string);
            const start = page.getByRole('button', { name: fillMessage(words.backup.restore.other, { n: 5 }) });
            await start.click();
            await page
              .getByRole('dialog')
              .getByRole('button', { name: fillMessage(words.backup.restore.other, { n: 5 }) })
              .click();
          };
          await restore();
          const done = page.getByText(fillMessage(words.backup.restored, { added: 5, skipped: 0 }));
          await expect(done).toBeVisible();
          await expect(done).toBeFocused();
          // The list reads the inbox again: the five are there.
          for (const { name } of LEADS) await expect(inquiryCard(page, name)).toBeVisible();
          await expectNoAxeViolations(page);
          await restore();
          await expect(page.getByText(fillMessage(words.backup.restored, { added: 0, skipped: 5 }))).toBeVisible();

          // A damaged file: refused, with nothing written.
          const choosing = page.waitForEvent('filechooser');
          await page.getByRole('button', { name: words.backup.choose }).click();
          const text = (await readFile((await download.path()) as string, 'utf8')).replace(
            'Owner Direct',
            'Owner Indirect'
          );
          await (
            await choosing
          ).setFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(text) });
          await expect(page.getByRole('alert')).toHaveText(words.backup.problems.damaged);
          await expect(page.getByRole('article')).toHaveCount(5);
        } finally {
          await empty.stop();
        }
      });
    });
  }
}
