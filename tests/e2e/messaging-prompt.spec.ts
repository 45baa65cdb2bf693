import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { PARTICLES_SETTLED_BUSY_MS } from '../../src/components/islands/particles.ts';
import { CHAT_PROMPT_DELAY_MS } from '../../src/page-script/landing-constants.ts';
import { CAPABLE, emulateDevice, WEAK } from './support/device.ts';
import { island, pausedClock, REACT_FILE, runUntil } from './support/page.ts';

test.describe('messaging prompt', () => {
  test(`shows ${CHAT_PROMPT_DELAY_MS / 1000} s after the navigation started, not before, without loading React`, async ({
    page,
  }) => {
    // A device the particle canvas skips: nothing else brings React to the page.
    await emulateDevice(page, WEAK);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    // The page's clock is held still and moved by hand, so a busy machine cannot delay the timer.
    await pausedClock(page);
    await page.goto('/');
    const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
    await runUntil(page, CHAT_PROMPT_DELAY_MS - 300);
    await expect(prompt).toBeHidden();
    await runUntil(page, CHAT_PROMPT_DELAY_MS + 300);
    await expect(prompt).toBeVisible();
    // Its HTML was in the page all along, shown by its directive: no file was loaded.
    expect(scripts).toEqual([]);
    await expect(island(page, 'ChatPrompt')).toHaveAttribute('ssr');
  });

  for (const [when, device] of [
    ['before React has loaded', WEAK],
    ['once hydrated with the particle canvas', CAPABLE],
  ] as const) {
    /** The page at the prompt's time, on `device`, React loaded or not as `when` says. */
    const open = async (page: Page) => {
      await emulateDevice(page, device);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await pausedClock(page);
      await page.goto('/');
      const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
      await runUntil(page, CHAT_PROMPT_DELAY_MS - 100);
      await expect(prompt).toBeHidden();
      await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
      await expect(prompt).toBeVisible();
      if (device === WEAK) {
        await expect(island(page, 'ChatPrompt')).toHaveAttribute('ssr');
        expect(scripts.filter((url) => REACT_FILE.test(url))).toEqual([]);
      } else {
        // Past the canvas's start, which comes at most PARTICLES_SETTLED_BUSY_MS after the load event.
        await runUntil(page, CHAT_PROMPT_DELAY_MS + 100 + PARTICLES_SETTLED_BUSY_MS);
        await expect(island(page, 'ChatPrompt')).not.toHaveAttribute('ssr', { timeout: 15_000 });
      }
      return prompt;
    };

    test(`${when}, Start Chat opens the chat on the first tap and hides it for the visit`, async ({
      page,
      context,
    }) => {
      await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
      const prompt = await open(page);
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

      await page.reload();
      await runUntil(page, CHAT_PROMPT_DELAY_MS * 2);
      await expect(prompt).toBeHidden();
    });

    test(`${when}, the close button hides it on the first tap, also after a reload`, async ({ page }) => {
      const prompt = await open(page);
      await prompt.getByRole('button', { name: 'Close' }).click();
      await expect(prompt).toBeHidden();
      await page.reload();
      await runUntil(page, CHAT_PROMPT_DELAY_MS * 2);
      await expect(prompt).toBeHidden();
    });
  }

  for (const path of ['/', '/fr/']) {
    test(`at 375 px on ${path}, it leaves the hero's figures and buttons uncovered`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await pausedClock(page);
      await page.goto(path);
      await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
      const hero = page.locator('[data-hero]');
      const prompt = page.locator('[data-chat-prompt]');
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
      const hint = path === '/' ? 'View Our Work' : 'Voir nos réalisations';
      await hero.getByRole('link', { name: hint }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/#portfolio$/);
    });
  }

  test('a field that takes the focus under the prompt scrolls clear of it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // an instant scroll, not a smooth one
    await pausedClock(page);
    await page.goto('/');
    await page.evaluate(() => document.querySelector('#contact')?.scrollIntoView({ behavior: 'instant' }));
    await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
    const prompt = page.locator('[data-chat-prompt]');
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
  });

  for (const [width, path, legal] of [
    [375, '/', 'Privacy'],
    [1440, '/', 'Privacy'],
    [375, '/fr/', 'Confidentialité'],
  ] as const) {
    test(`at ${width} px on ${path}, it never covers the footer's links scrolled to the end`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await pausedClock(page);
      await page.goto(path);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
      await expect(page.locator('[data-chat-prompt]')).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      // A click on a covered link would land on the prompt: Playwright refuses it and times out.
      await page.locator('footer').getByRole('link', { name: legal, exact: true }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(path === '/' ? '/privacy' : '/fr/confidentialite');
    });
  }
});
