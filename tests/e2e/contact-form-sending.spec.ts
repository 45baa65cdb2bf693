/**
 * Sending the contact form to the real server: the thanks, the spam check, and each failure's
 * message with the data kept. The network is intercepted only to alter what is sent (the
 * server's own answer is real) or for answers a working server never gives (a non-JSON body,
 * `success` not true).
 */
import { test, type Page } from '@playwright/test';
import {
  type contactForm,
  expectToast,
  inquiryCard,
  logInOnPage,
  openContactForm,
  uniqueName,
  expect,
  SLOW_SERVER_TIMEOUT_MS,
} from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

type Fields = ReturnType<typeof contactForm>;

/** Fills every field with valid values. */
async function fillValid(fields: Fields, name: string) {
  await fields.name.fill(name);
  await fields.email.fill('visitor@example.com');
  await fields.business.fill('Lavoie Immobilier');
  await fields.phone.fill('514-555-0123');
  await fields.projectType.selectOption({ label: 'E-commerce Store' });
  await fields.budget.selectOption({ label: '$2,000 - $3,000' });
  await fields.timeline.selectOption({ label: '1-2 Months' });
  await fields.message.fill('An online shop for our condo showroom.\nSecond line.');
}

/** Fills the form validly for `name` and sends it with its body changed on the way by `alter`. */
async function sendAltered(page: Page, name: string, alter: (body: Record<string, unknown>) => unknown) {
  const fields = await openContactForm(page);
  await fillValid(fields, name);
  await page.route('**/api/contact', (route) =>
    route.continue({ postData: JSON.stringify(alter(route.request().postDataJSON() as Record<string, unknown>)) })
  );
  await fields.submit.click();
  return fields;
}

/** Expects the form still to hold what fillValid typed. */
async function expectKept(fields: Fields, name: string) {
  await expect(fields.name).toHaveValue(name);
  await expect(fields.email).toHaveValue('visitor@example.com');
  await expect(fields.business).toHaveValue('Lavoie Immobilier');
  await expect(fields.phone).toHaveValue('514-555-0123');
  await expect(fields.projectType).toHaveValue('ecommerce');
  await expect(fields.budget).toHaveValue('2000-3000');
  await expect(fields.timeline).toHaveValue('1-2-months');
  await expect(fields.message).toHaveValue('An online shop for our condo showroom.\nSecond line.');
}

async function expectFailureToast(page: Page, text: string) {
  const item = await expectToast(page, 'Error sending message', text);
  await expect(item).toHaveClass(/bg-danger/);
}

test('a successful submission resets the form, thanks the visitor and reaches the admin list', async ({ page }) => {
  const name = uniqueName('Form Success');
  const fields = await openContactForm(page);
  await fillValid(fields, name);

  // Hold the request (it still goes to the real server) to see the sending state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await fields.submit.click();
  await expect(fields.submit).toHaveText('Sending...');
  await expect(fields.submit).toBeDisabled();
  release();

  await expectToast(
    page,
    'Congratulations! 🎉',
    'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.'
  );
  await expect(fields.submit).toHaveText('Send Message');
  // The send button the focus was on was disabled while sending: the focus goes to the form's
  // status message, which says what happened.
  const status = fields.form.locator('[data-send-status]');
  await expect(status).toBeFocused();
  await expect(status).toHaveText(
    'Congratulations! 🎉 Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.'
  );
  for (const control of [fields.name, fields.email, fields.business, fields.phone, fields.message]) {
    await expect(control).toHaveValue('');
  }
  for (const select of [fields.projectType, fields.budget, fields.timeline]) {
    await expect(select.locator('option:checked')).toHaveText(/^Select a/);
  }

  await page.unrouteAll();
  await logInOnPage(page);
  const card = inquiryCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Lavoie Immobilier');
  await expect(card).toContainText('E-commerce Store');
  await expect(card).toContainText('pending');
  await expect(card.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute(
    'href',
    'mailto:visitor@example.com'
  );
  await expect(card).toContainText('514-555-0123');
  await expect(card).toContainText('$2,000 - $3,000');
  await expect(card).toContainText('1-2 Months');
  await expect(card).toContainText('An online shop for our condo showroom.');
});

test('the spam check starts with the first focus in the form and adds no step to sending', async ({ page }) => {
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact-challenge') challenges.push(request.url());
  });
  const fields = await openContactForm(page);
  expect(challenges).toEqual([]);
  await fields.name.focus();
  await expect.poll(() => challenges.length).toBe(1);
  await fillValid(fields, uniqueName('Proof Of Work'));
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  await fields.submit.click();
  const { altcha } = (await sent).postDataJSON() as { altcha: { solution: { derivedKey: string; time: number } } };
  console.log(`spam check solved in the browser's worker in ${Math.round(altcha.solution.time)} ms`);
  expect(altcha.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  await expectToast(
    page,
    'Congratulations! 🎉',
    'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.'
  );
});

test('a proof the server refuses: its clear message, and the data stays', async ({ page }) => {
  const name = uniqueName('Forged Proof');
  const fields = await sendAltered(page, name, (body) => {
    const { altcha } = body as { altcha: { solution: { derivedKey: string } } };
    altcha.solution.derivedKey = '0'.repeat(64);
    return body;
  });
  await expectFailureToast(page, 'Our automatic spam check did not pass. Please send your message again.');
  await expectKept(fields, name);
});

test('a server that rejects the request: its own message, and the data stays', async ({ page }) => {
  const name = uniqueName('Too Big');
  // The schema keeps the form far below the server's 32 KB limit, so the request is padded
  // on its way; the 413 and its message come from the real server.
  const fields = await sendAltered(page, name, (body) => ({ ...body, padding: 'x'.repeat(40_000) }));
  await expectFailureToast(page, 'Request body is too large (at most 32 KB).');
  await expectKept(fields, name);
  await expect(fields.submit).toBeEnabled();
});

test('a server-side validation failure shows the server message and keeps the data', async ({ page }) => {
  const name = uniqueName('Rejected');
  const fields = await sendAltered(page, name, (body) => ({ ...body, projectType: 'castle' }));
  await expectFailureToast(page, 'Please correct the highlighted fields.');
  await expectKept(fields, name);
});

test('a network failure shows the error toast and keeps the data', async ({ page, context }) => {
  const name = uniqueName('Offline');
  const fields = await openContactForm(page);
  await fillValid(fields, name);
  await context.setOffline(true);
  await fields.submit.click();
  await expectFailureToast(page, 'Could not reach the server. Check your connection and try again.');
  await expect(fields.form.locator('[data-send-status]')).toBeFocused();
  await expect(fields.form.locator('[data-send-status]')).toHaveText(
    'Error sending message Could not reach the server. Check your connection and try again.'
  );
  await context.setOffline(false);
  await expectKept(fields, name);
});

test('the answer lost on the way back: sending again gets the first answer, and the inquiry is stored once', async ({
  page,
}) => {
  const name = uniqueName('Tunnel');
  const fields = await openContactForm(page);
  await fillValid(fields, name);
  // The request reaches the real server, which stores the inquiry; its answer never comes back.
  let sent: unknown;
  await page.route('**/api/contact', async (route) => {
    sent = route.request().postDataJSON();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await fields.submit.click();
  await expectFailureToast(page, 'Could not reach the server. Check your connection and try again.');
  await expectKept(fields, name);
  await page.unrouteAll();

  // The visitor sends again: the same proof goes with the same details, and the server answers
  // with the first send's result.
  const again = page.waitForRequest('**/api/contact');
  await fields.submit.click();
  expect((await again).postDataJSON()).toEqual(sent);
  await expect(fields.form.locator('[data-send-status]')).toContainText('Thank you for your inquiry!');
  await expect(fields.name).toHaveValue('');

  await logInOnPage(page);
  await expect(inquiryCard(page, name)).toHaveCount(1);
});

// Answers a working server never gives, so these are the only faked responses.
const fakedAnswers = [
  {
    title: 'an answer that is not JSON',
    status: 502,
    contentType: 'text/html',
    body: '<html><body>Bad gateway</body></html>',
    text: 'Invalid response from server',
  },
  {
    title: 'a non-OK status without a message',
    status: 500,
    contentType: 'application/json',
    body: '{"success":false}',
    text: 'Server error: 500',
  },
  {
    title: 'success not true, without a message',
    status: 200,
    contentType: 'application/json',
    body: '{"success":false}',
    text: 'Failed to send message',
  },
  {
    title: 'success not true, with a message',
    status: 200,
    contentType: 'application/json',
    body: '{"success":false,"message":"Inbox is full."}',
    text: 'Inbox is full.',
  },
];

for (const answer of fakedAnswers) {
  test(`${answer.title}: "${answer.text}" and the data stays`, async ({ page }) => {
    const name = uniqueName('Faked');
    const fields = await openContactForm(page);
    await fillValid(fields, name);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body })
    );
    await fields.submit.click();
    await expectFailureToast(page, answer.text);
    await expectKept(fields, name);
  });
}

for (const width of [375, 1440]) {
  test(`at ${width} px, the success toast and the messaging prompt never overlap`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const fields = await openContactForm(page);
    const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
    await expect(prompt).toBeVisible();
    await fillValid(fields, uniqueName('Overlap'));
    await fields.submit.click();
    const item = await expectToast(page, 'Congratulations! 🎉', 'Thank you for your inquiry!');
    const toastBox = await item.boundingBox();
    const promptBox = await prompt.boundingBox();
    if (!toastBox || !promptBox) throw new Error('The toast and the prompt should both be on screen');
    // The toast sits above the prompt, in the same corner.
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(promptBox.y);
    // Nothing lies over the prompt's button or the toast's close button.
    await prompt.getByRole('link', { name: /Start Chat/ }).click({ trial: true, timeout: 5_000 });
    await item.getByRole('button', { name: 'Close' }).click({ trial: true, timeout: 5_000 });
  });
}
