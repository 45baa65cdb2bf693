/**
 * Sending the contact form to the real server: the thanks, the spam check, and each failure's
 * message with the data kept. The network is intercepted only to alter what is sent (the
 * server's own answer is real) or for answers a working server never gives (a non-JSON body,
 * `success` not true). How the server answers each request is proved without a browser
 * (tests/integration/contact-*.test.ts); the admin's cards, from the stored inquiry, by admin.spec.ts.
 */
import { test, type Locator, type Page } from '@playwright/test';
import {
  type contactForm,
  expectToast,
  listAllInquiries,
  logInThroughApi,
  openContactForm,
  uniqueName,
  expect,
  SLOW_SERVER_TIMEOUT_MS,
} from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

type Fields = ReturnType<typeof contactForm>;

const THANKS = {
  title: 'Congratulations! 🎉',
  text: 'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.',
};
const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';

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

/** Expects the success toast `item` above the messaging prompt, in the same corner, neither covering the other's button. */
async function expectToastAbovePrompt(page: Page, item: Locator) {
  const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
  await expect(prompt).toBeVisible();
  const toastBox = await item.boundingBox();
  const promptBox = await prompt.boundingBox();
  if (!toastBox || !promptBox) throw new Error('The toast and the prompt should both be on screen');
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(promptBox.y);
  // Nothing lies over the prompt's button or the toast's close button.
  await prompt.getByRole('link', { name: /Start Chat/ }).click({ trial: true, timeout: 5_000 });
  await item.getByRole('button', { name: 'Close' }).click({ trial: true, timeout: 5_000 });
}

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

/** What the real server refuses, each with its message: the request is altered on its way. */
const refusals: { title: string; text: string; alter: (body: Record<string, unknown>) => unknown }[] = [
  {
    title: 'a forged proof',
    text: 'Our automatic spam check did not pass. Please send your message again.',
    alter: (body) => ({ ...body, altcha: { ...(body['altcha'] as object), solution: { derivedKey: '0'.repeat(64) } } }),
  },
  {
    // The schema keeps the form far below the server's 32 KB limit, so the request is padded on
    // its way; the 413 and its message come from the real server.
    title: 'a body too large',
    text: 'Request body is too large (at most 32 KB).',
    alter: (body) => ({ ...body, padding: 'x'.repeat(40_000) }),
  },
  {
    title: 'a field the server rejects',
    text: 'Please correct the highlighted fields.',
    alter: (body) => ({ ...body, projectType: 'castle' }),
  },
];

test('the spam check starts with the first focus; each failure its own message with the data kept; the answer lost on the way back sent again and stored once; the thanks reset the form, above the prompt at 1440 and 375 px', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  const name = uniqueName('Form Sending');
  const challenges: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/contact-challenge') challenges.push(sent.url());
  });
  const fields = await openContactForm(page);

  await test.step('the spam check starts with the first focus in the form', async () => {
    expect(challenges).toEqual([]);
    await fields.name.focus();
    await expect.poll(() => challenges.length).toBe(1);
    await fillValid(fields, name);
  });

  await test.step('a network failure shows the error toast and keeps the data', async () => {
    await context.setOffline(true);
    await fields.submit.click();
    await expectFailureToast(page, NETWORK_FAILURE);
    await expect(fields.form.locator('[data-send-status]')).toBeFocused();
    await expect(fields.form.locator('[data-send-status]')).toHaveText(`Error sending message ${NETWORK_FAILURE}`);
    await context.setOffline(false);
    await expectKept(fields, name);
  });

  for (const answer of fakedAnswers) {
    await test.step(`${answer.title}: "${answer.text}", and the data stays`, async () => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body })
      );
      await fields.submit.click();
      await expectFailureToast(page, answer.text);
      await expectKept(fields, name);
      await page.unrouteAll();
    });
  }

  for (const refusal of refusals) {
    await test.step(`the server refuses ${refusal.title}: "${refusal.text}", and the data stays`, async () => {
      await page.route('**/api/contact', (route) =>
        route.continue({
          postData: JSON.stringify(refusal.alter(route.request().postDataJSON() as Record<string, unknown>)),
        })
      );
      await fields.submit.click();
      await expectFailureToast(page, refusal.text);
      await expectKept(fields, name);
      await expect(fields.submit).toBeEnabled();
      await page.unrouteAll();
    });
  }

  let sent: { altcha: { solution: { derivedKey: string; time: number } } } | undefined;
  await test.step('the answer lost on the way back: the error toast, and the data stays', async () => {
    // The request reaches the real server, which stores the inquiry; its answer never comes back.
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON() as typeof sent;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fields.submit.click();
    await expectFailureToast(page, NETWORK_FAILURE);
    await expectKept(fields, name);
    await page.unrouteAll();
    // The proof the browser's worker solved went with the send, without a step of its own.
    console.log(`spam check solved in the browser's worker in ${Math.round(sent?.altcha.solution.time ?? NaN)} ms`);
    expect(sent?.altcha.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  });

  await test.step('sending again shows Sending... on a disabled button, and sends the same proof with the same details', async () => {
    // Held (it still goes to the real server, unchanged) to see the sending state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const again = page.waitForRequest('**/api/contact');
    await fields.submit.click();
    await expect(fields.submit).toHaveText('Sending...');
    await expect(fields.submit).toBeDisabled();
    expect((await again).postDataJSON()).toEqual(sent);
    release();
  });

  await test.step('the server answers with the first send: the thanks, above the prompt at 1440 px and at 375 px', async () => {
    const item = await expectToast(page, THANKS.title, THANKS.text);
    // The pointer on the toast holds its timer (Radix), for the two layouts to be seen.
    await item.hover();
    await expectToastAbovePrompt(page, item);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectToastAbovePrompt(page, item);
  });

  await test.step('the form is reset, and the focus is on its status message', async () => {
    await expect(fields.submit).toHaveText('Send Message');
    // The send button the focus was on was disabled while sending: the focus goes to the form's
    // status message, which says what happened.
    const status = fields.form.locator('[data-send-status]');
    await expect(status).toBeFocused();
    await expect(status).toHaveText(`${THANKS.title} ${THANKS.text}`);
    for (const control of [fields.name, fields.email, fields.business, fields.phone, fields.message]) {
      await expect(control).toHaveValue('');
    }
    for (const select of [fields.projectType, fields.budget, fields.timeline]) {
      await expect(select.locator('option:checked')).toHaveText(/^Select a/);
    }
  });

  await test.step('the inquiry reaches the inbox once, with every field as typed', async () => {
    await page.unrouteAll();
    await logInThroughApi(request);
    const stored = (await listAllInquiries(request)).filter((inquiry) => inquiry.name === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'visitor@example.com',
      business: 'Lavoie Immobilier',
      phone: '514-555-0123',
      projectType: 'ecommerce',
      budget: '2000-3000',
      timeline: '1-2-months',
      message: 'An online shop for our condo showroom.\nSecond line.',
      status: 'pending',
    });
  });
});
