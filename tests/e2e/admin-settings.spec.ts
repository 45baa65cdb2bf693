/**
 * The settings panel and "Notify again", on a phone (375 px) and a desktop (1440 px), on a
 * private server whose webhook goes to a receiver on loopback that fails until told otherwise.
 */
import http from 'node:http';
import { test, type Page } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from '../../playwright.config.ts';
import { markNotificationFailed } from '../../netlify/lib/inquiry-store.ts';
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { MAX_NOTIFY_ATTEMPTS } from '../../src/lib/inbox.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { expect, expectToast, inquiryCard, logInOnPage, sampleInquiry, withProofFrom } from './support/inbox.ts';

test.describe.configure({ mode: 'serial' });

let server: FreshServer;
let receiver: http.Server;
const receiverState = { status: 503 };
const received: { text: string; inquiry: { name: string } }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      res.writeHead(receiverState.status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  if (!address || typeof address === 'string') throw new Error('receiver has no port');
  server = await startFreshServer(E2E_OWNER_PASSWORD, {
    // Unset: the server generates its spam-check key, and the panel says so.
    ALTCHA_HMAC_KEY: '',
    INQUIRY_WEBHOOK_URL: `http://127.0.0.1:${address.port}/hook`,
    INQUIRY_EMAIL_API_KEY: 're_only_the_key',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function sendInquiry(page: Page, name: string) {
  const res = await page.request.post(`${server.url}/api/contact`, {
    data: await withProofFrom(page.request, sampleInquiry(name), server.url),
  });
  expect(res.status()).toBe(201);
  await expect.poll(() => received.some((item) => item.inquiry.name === name)).toBe(true);
}

for (const { label, width, height } of [
  { label: 'phone', width: 375, height: 667 },
  { label: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${label}: "Notify again" delivers to a webhook that failed the first time`, async ({ page }) => {
      const name = `Missed Lead ${label}`;
      receiverState.status = 503;
      await sendInquiry(page, name);
      await logInOnPage(page, server.url);
      const card = inquiryCard(page, name);
      await expect(card.getByText('Not notified')).toBeVisible();
      const notifyAgain = card.getByRole('button', { name: 'Notify again' });
      await expect(notifyAgain).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await page.screenshot({ path: test.info().outputPath(`not-notified-${width}.png`), fullPage: true });

      // Failing again: the toast says why, and the card still offers it.
      await notifyAgain.click();
      const failed = await expectToast(
        page,
        'Notification Failed',
        'The notification failed again (webhook: answered 503'
      );
      await expect(card.getByText('Not notified')).toBeVisible();
      await failed.getByRole('button', { name: /close/i }).click();
      await expect(failed).toHaveCount(0);

      receiverState.status = 200;
      const before = received.length;
      // By keyboard: the button is reachable and Enter sends.
      await notifyAgain.focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Notification Sent', 'You have been notified of this inquiry.');
      await expect(card.getByText('Not notified')).toHaveCount(0);
      await expect(notifyAgain).toHaveCount(0);
      expect(received.slice(before).map((item) => item.inquiry.name)).toEqual([name]);
      // The keyboard stays in the card.
      await expect(card.getByRole('button', { name: 'Delete' })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`notified-${width}.png`), fullPage: true });
    });

    test(`${label}: a notification the daily job gave up on says so on its card`, async ({ page }) => {
      const name = `Given Up Lead ${label}`;
      // Written into the server's store as the daily job leaves it after its last failed try.
      await server.withStore(async () => {
        const { id } = await createInquiry(InquiryInputSchema.parse(sampleInquiry(name)));
        for (let attempt = 0; attempt < MAX_NOTIFY_ATTEMPTS; attempt++) await markNotificationFailed(id);
      });
      await logInOnPage(page, server.url);
      const card = inquiryCard(page, name);
      const note = card.getByText(
        `The notification failed ${MAX_NOTIFY_ATTEMPTS} times; automatic retries have stopped.`
      );
      await expect(note).toBeVisible();
      await expect(card.getByRole('button', { name: 'Notify again' })).toHaveAccessibleDescription(
        await note.innerText()
      );
      await expectNoAxeViolations(page, 'main');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`gave-up-${width}.png`) });
    });

    test(`${label}: the settings panel says what is in effect, and sends a test notification`, async ({ page }) => {
      await logInOnPage(page, server.url);
      const panel = page.getByRole('region', { name: 'Site settings' });
      await expect(panel).toContainText('Notifications by webhook');
      // Opened from the keyboard.
      await panel.locator('summary').focus();
      await page.keyboard.press('Enter');
      const value = (setting: string) => panel.getByRole('term').filter({ hasText: setting }).locator('+ dd');
      await expect(value('Admin password')).toHaveText('Set in ADMIN_PASSWORD');
      await expect(value('Spam-check key')).toHaveText('Generated by the site and kept in its storage');
      await expect(value('Webhook for new inquiries')).toHaveText('Set in INQUIRY_WEBHOOK_URL');
      await expect(value('E-mail for new inquiries')).toHaveText(
        'Incomplete: INQUIRY_EMAIL_FROM, INQUIRY_EMAIL_TO missing, so no e-mail is sent'
      );
      await expect(panel).not.toContainText('re_only_the_key');
      await expect(panel).not.toContainText('127.0.0.1');
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      receiverState.status = 200;
      const before = received.length;
      await panel.getByRole('button', { name: 'Send a test notification' }).click();
      // The panel's other live regions are the backup's.
      await expect(panel.getByRole('status').filter({ hasText: /^Test/ })).toHaveText(
        'Test notification sent by webhook.'
      );
      expect(received.slice(before).map((item) => item.text)).toEqual([
        expect.stringMatching(/^Test notification from the admin/),
      ]);
      receiverState.status = 500;
      await panel.getByRole('button', { name: 'Send a test notification' }).click();
      await expect(panel.getByRole('alert')).toHaveText('The test notification failed (webhook: answered 500).');
      await expectNoAxeViolations(page, 'main');
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`settings-${width}.png`), fullPage: true });
    });
  });
}
