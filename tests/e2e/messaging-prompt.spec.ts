import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { PARTICLES_SETTLED_BUSY_MS } from '../../src/components/islands/particles.ts';
import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import { CAPABLE, emulateDevice, WEAK } from './support/device.ts';
import { island, pausedClock, runUntil } from './support/page.ts';
import { runUntilHydrated } from './support/visitor.ts';

/** The prompt, by its name. */
const promptOf = (page: Page) => page.getByRole('complementary', { name: 'Quick Question?' });

/**
 * Scrolls `page` to its end with the prompt showing and expects the footer's legal link `legal` to
 * take a click (a click on a covered link would land on the prompt: Playwright refuses it).
 */
async function expectFooterClear(page: Page, width: number, legal: string, href: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.clock.runFor(50);
  await expect(page.locator('[data-chat-prompt]')).toBeVisible();
  // The footer makes room for the prompt once it shows: the end of the page is further down.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const link = page.locator('footer').getByRole('link', { name: legal, exact: true });
  await expect(link).toHaveAttribute('href', href);
  await link.click({ trial: true, timeout: 5_000 });
}

/**
 * The page from the prompt's time on, on `device`. On the context's first page the fake clock
 * started with the navigation: hidden until the prompt's time, shown from then. On a later one it
 * runs on from there, so the prompt's time has passed as the page loads: it shows at the first tick.
 * Before React has loaded (a device the particle canvas skips), no script file came for it; once
 * hydrated with the canvas, the prompt's island has hydrated with it. Expects a paused clock.
 */
async function expectPromptAtItsTime(page: Page, device: typeof WEAK, scripts: string[], isFirstPage: boolean) {
  const prompt = promptOf(page);
  if (isFirstPage) {
    await runUntil(page, CHAT_PROMPT_DELAY_MS - 100);
    await expect(prompt).toBeHidden();
    await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
  } else {
    await page.clock.runFor(100);
  }
  await expect(prompt).toBeVisible();
  if (device === WEAK) {
    // Its HTML was in the page all along, shown by its directive: no file was loaded.
    expect(scripts).toEqual([]);
    await expect(island(page, 'ChatPrompt')).toHaveAttribute('ssr');
  } else {
    // Past the canvas's start, which comes at most PARTICLES_SETTLED_BUSY_MS after the load event
    // (after the last long task: on a busy host, the clock moves on until it has come).
    await page.clock.runFor(PARTICLES_SETTLED_BUSY_MS + 100);
    await runUntilHydrated(page, 'ChatPrompt');
  }
  return prompt;
}

/** After a reload (the same visit), the prompt stays hidden well past its time. */
async function expectHiddenAfterReload(page: Page) {
  await page.reload();
  await page.clock.runFor(CHAT_PROMPT_DELAY_MS * 2);
  await expect(promptOf(page)).toBeHidden();
}

/** Forgets the visit's dismissal and loads the page again, as a new visit would see it. */
async function newVisit(page: Page, scripts: string[]) {
  await page.evaluate(() => sessionStorage.clear());
  scripts.length = 0;
  await page.reload();
}

for (const [when, device] of [
  ['before React has loaded', WEAK],
  ['once hydrated with the particle canvas', CAPABLE],
] as const) {
  test(`messaging prompt ${when}: shows ${CHAT_PROMPT_DELAY_MS / 1000} s after the navigation started; Start Chat and the close button each hide it on the first tap${device === WEAK ? ', for the visit' : ''}`, async ({
    page,
    context,
  }) => {
    // A device the particle canvas skips brings no React to the page; one that runs it does.
    await emulateDevice(page, device);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
    // The page's clock is held still and moved by hand, so a busy machine cannot delay the timer.
    await pausedClock(page);
    await page.goto('/');

    const prompt =
      await test.step(`shows ${CHAT_PROMPT_DELAY_MS / 1000} s after the navigation started, not before`, () =>
        expectPromptAtItsTime(page, device, scripts, true));

    if (device === CAPABLE) {
      await test.step("at 1440 px on /, it never covers the footer's links scrolled to the end", () =>
        expectFooterClear(page, 1440, 'Privacy', '/privacy'));
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await test.step(`${when}, Start Chat opens the chat on the first tap and hides it`, async () => {
      const startChat = prompt.getByRole('link', { name: /Start Chat/ });
      await expect(startChat).toHaveAttribute('target', '_blank');
      await expect(startChat).toHaveAttribute('rel', /noopener/);
      const [chat] = await Promise.all([context.waitForEvent('page'), startChat.click()]);
      const url = new URL(chat.url());
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.messaging.number}`);
      expect(url.searchParams.get('text')).toMatch(/web design services/);
      await chat.close();
      await expect(prompt).toBeHidden();
      // One chat, opened once, though the tap reached the card again once it had hydrated.
      expect(context.pages()).toHaveLength(1);
    });
    // Either control hides the prompt through the same handler of the hydrated card, which keeps the
    // dismissal for the visit: seen after a reload where the tap came before React, and had to wait for it.
    if (device === WEAK) {
      await test.step(`${when}, Start Chat hides it for the visit`, () => expectHiddenAfterReload(page));
    }

    await test.step(`${when}, the close button hides it on the first tap${device === WEAK ? ', also after a reload' : ''}`, async () => {
      await newVisit(page, scripts);
      await expectPromptAtItsTime(page, device, scripts, false);
      await prompt.getByRole('button', { name: 'Close' }).click();
      await expect(prompt).toBeHidden();
      if (device === WEAK) await expectHiddenAfterReload(page);
    });
  });
}

test("at 375 px, on / and on /fr/: the prompt leaves the hero's figures and buttons and the footer's links uncovered, and a field that takes the focus under it scrolls clear", async ({
  page,
}) => {
  await pausedClock(page);
  for (const [path, hint, legal, legalHref] of [
    ['/', 'View Our Work', 'Privacy', '/privacy'],
    ['/fr/', 'Voir nos réalisations', 'Confidentialité', '/fr/confidentialite'],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(path);
    // The fake clock runs on from the page before: past the prompt's time after this page's start.
    await page.clock.runFor(CHAT_PROMPT_DELAY_MS + 100);
    const hero = page.locator('[data-hero]');
    const prompt = page.locator('[data-chat-prompt]');

    await test.step(`on ${path}, it leaves the hero's figures and buttons uncovered`, async () => {
      // Scrolling down the hero: wherever the page stands, the prompt never lies over them.
      for (let y = 0; y <= 1_200; y += 100) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.clock.runFor(50);
        const box = await prompt.boundingBox();
        if (!(await prompt.isVisible()) || !box) continue;
        for (const element of await hero.locator('[data-keep-clear] > *').all()) {
          const covered = await element.boundingBox();
          if (!covered) continue;
          const overlaps =
            covered.x < box.x + box.width &&
            box.x < covered.x + covered.width &&
            covered.y < box.y + box.height &&
            box.y < covered.y + covered.height;
          expect(overlaps, `at ${y} px: ${await element.textContent()}`).toBe(false);
        }
      }
      // Once they have scrolled away, it shows.
      await page.evaluate(() => document.querySelector('#services')?.scrollIntoView({ behavior: 'instant' }));
      await page.clock.runFor(50);
      await expect(prompt).toBeVisible();
      // Back at the top, the buttons are there to be clicked, not the prompt (a click on a
      // covered link would land on the prompt: Playwright refuses it and times out).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.clock.runFor(50);
      await hero.getByRole('link', { name: hint }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/#portfolio$/);
    });

    if (path === '/') {
      await test.step('a field that takes the focus under the prompt scrolls clear of it', async () => {
        await page.emulateMedia({ reducedMotion: 'reduce' }); // an instant scroll, not a smooth one
        await page.evaluate(() => document.querySelector('#contact')?.scrollIntoView({ behavior: 'instant' }));
        await page.clock.runFor(50);
        await expect(prompt).toBeVisible();
        // The email field stands in the viewport, right under the prompt: on screen, yet hidden.
        const email = page.locator('#contact input[type="email"]');
        await email.evaluate((field) => {
          const promptTop = document.querySelector('[data-chat-prompt]')?.getBoundingClientRect().top ?? 0;
          window.scrollBy({ top: field.getBoundingClientRect().top - promptTop - 10, behavior: 'instant' });
        });
        await page.clock.runFor(50);
        await expect(prompt).toBeVisible();
        await email.focus();
        const [field, box] = [await email.boundingBox(), await prompt.boundingBox()];
        if (!field || !box) throw new Error('The field and the prompt should both be on screen');
        expect(field.y + field.height).toBeLessThanOrEqual(box.y);
        await page.emulateMedia({ reducedMotion: null });
      });
    }

    await test.step(`on ${path}, it never covers the footer's links scrolled to the end`, () =>
      expectFooterClear(page, 375, legal, legalHref));
  }
});
