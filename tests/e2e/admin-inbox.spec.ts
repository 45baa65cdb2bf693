/**
 * The owner's inbox in the browser, on a private server whose notifications go to a
 * receiver on loopback: the Not notified marker, filters with counts, search, order,
 * Load more and the CSV export, in one visit.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { completeInquiry } from '../../netlify/lib/inquiry-store.ts';
import { importInquiries } from '../support/inquiries.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { expect, inquiryCard, logInOnPage, sampleInquiry, withProofFrom } from './support/inbox.ts';

let server: FreshServer;
let receiver: http.Server;
const received: { text: string; inquiry: { name: string } }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Refuses notifications about anyone called "Unlucky", accepts the rest.
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as (typeof received)[number];
      received.push(parsed);
      res.writeHead(parsed.inquiry.name.startsWith('Unlucky') ? 503 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  if (!address || typeof address === 'string') throw new Error('receiver has no port');
  server = await startFreshServer(E2E_OWNER_PASSWORD, {
    INQUIRY_WEBHOOK_URL: `http://127.0.0.1:${address.port}/hook`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const status = (page: Page) => page.getByRole('status').filter({ hasText: /inquir/ });

test('the inbox of 62: notified or not, filters with counts, search, order and Load more in a live region, and the CSV export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('the owner is notified of each inquiry', async () => {
    for (const name of ['Lucky Lead', 'Unlucky Lead']) {
      const res = await page.request.post(`${server.url}/api/contact`, {
        data: await withProofFrom(page.request, sampleInquiry(name), server.url),
      });
      expect(res.status()).toBe(201);
    }
    await expect.poll(() => received.map((item) => item.inquiry.name).sort()).toEqual(['Lucky Lead', 'Unlucky Lead']);
    expect(received[0]?.text).toMatch(/^New inquiry #\d+ from (Un)?[Ll]ucky Lead <owner@example.com>/);
  });

  // 60 more inquiries written straight into the server's store, every fourth completed.
  await server.withStore(async () => {
    const inputs = Array.from({ length: 60 }, (_, i) =>
      InquiryInputSchema.parse({ ...sampleInquiry(`Seeded ${String(i + 1).padStart(2, '0')}`), phone: '' })
    );
    const stored = await importInquiries(inputs);
    for (const inquiry of stored.filter((_, i) => (i + 1) % 4 === 0)) await completeInquiry(inquiry.id);
  });
  await logInOnPage(page, server.url);
  const filter = page.getByRole('group', { name: 'Status' });
  const more = page.getByRole('button', { name: 'Load more' });

  await test.step('the first 50, and each status pill names its count apart from its word', async () => {
    await expect(status(page)).toHaveText('Showing 50 of 62 inquiries');
    await expect(filter.getByRole('radio', { name: 'All, 62' })).toBeChecked();
    await expect(filter.getByRole('radio', { name: 'Pending, 47' })).toHaveCount(1);
    await expect(filter.getByRole('radio', { name: 'Completed, 15' })).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(50);
  });

  await test.step('Load more shows the rest, and the first card that arrived takes the focus', async () => {
    await more.click();
    await expect(page.getByRole('article')).toHaveCount(62);
    await expect(status(page)).toHaveText('62 inquiries');
    await expect(more).toHaveCount(0);
    await expect(page.locator('li:focus')).toContainText('Seeded 10');
  });

  await test.step('a failed notification shows on its card', async () => {
    await expect(inquiryCard(page, 'Unlucky Lead').getByText('Not notified')).toBeVisible();
    await expect(inquiryCard(page, 'Lucky Lead')).toBeVisible();
    await expect(inquiryCard(page, 'Lucky Lead').getByText('Not notified')).toHaveCount(0);
  });

  await test.step('the status filter, by pointer and by the arrow keys, and the order', async () => {
    await filter.locator('label', { hasText: 'Completed' }).click();
    await expect(status(page)).toHaveText('15 completed inquiries');
    await expect(page.getByRole('article')).toHaveCount(15);
    await expect(page.getByRole('article').getByText('pending', { exact: true })).toHaveCount(0);

    // The arrow keys move through All, New, Pending and Completed.
    await filter.getByLabel(/All/).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByLabel(/New/)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByLabel(/Pending/)).toBeChecked();
    await expect(status(page)).toHaveText('47 pending inquiries');

    await page.getByLabel('Sort').selectOption('oldest');
    await expect(page.getByRole('article').first()).toContainText('Lucky Lead');
  });

  await test.step('search, with its counts, and a search that finds nothing', async () => {
    await filter.locator('label', { hasText: 'All' }).click();
    const search = page.getByRole('searchbox', { name: 'Search inquiries' });
    await search.fill('SEEDED 08');
    await search.press('Enter');
    await expect(status(page)).toHaveText('1 inquiry matching “SEEDED 08”');
    await expect(filter.getByRole('radio', { name: 'Completed, 1' })).toHaveCount(1);
    await expect(filter.getByRole('radio', { name: 'Pending, 0' })).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Seeded 08');

    await search.fill('nobody by that name');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(status(page)).toHaveText('No inquiries matching “nobody by that name”');
    await expect(page.getByRole('article')).toHaveCount(0);

    await search.fill('');
    await expect(status(page)).toHaveText('Showing 50 of 62 inquiries');
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('Export CSV downloads what the filter shows', async () => {
    await filter.locator('label', { hasText: 'Completed' }).click();
    await expect(status(page)).toHaveText('15 completed inquiries');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(rows[0]).toMatch(/^"id","createdAt","status","state","name",/);
    expect(rows).toHaveLength(16);
    expect(rows.slice(1).every((row) => row.includes('"completed"'))).toBe(true);
  });
});
