import { expect, test } from '@playwright/test';
import { NAV_SCROLLED_AFTER_PX, SECTION_OFFSET_PX } from '../../src/page-script/landing-constants.ts';
import { expectScrolledTo, island } from './support/page.ts';

test.describe('navigation bar', () => {
  test(`turns into a card after ${NAV_SCROLLED_AFTER_PX} px and jumps ${SECTION_OFFSET_PX} px above sections`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), NAV_SCROLLED_AFTER_PX);
    await page.waitForTimeout(100);
    await expect(nav).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), NAV_SCROLLED_AFTER_PX + 5);
    await expect(nav).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav).toHaveAttribute('data-scrolled', 'false');

    // Its links are plain links: they work before the island has hydrated, and after.
    await expect(island(page, 'NavBar')).toHaveAttribute('ssr');
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expectScrolledTo(page, '#portfolio', SECTION_OFFSET_PX);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nav.getByRole('link', { name: 'Services', exact: true }).focus();
    await expect(island(page, 'NavBar')).not.toHaveAttribute('ssr');

    for (const name of ['Services', 'Portfolio', 'About', 'Contact']) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expectScrolledTo(page, `#${name.toLowerCase()}`, SECTION_OFFSET_PX);
      await expect(nav).toHaveAttribute('data-scrolled', 'true');
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
  });

  test('on a small screen, the menu opens, closes after a choice, and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    // The bar hydrates on its first use: this first tap on the toggle comes before that, and counts.
    await expect(island(page, 'NavBar')).toHaveAttribute('ssr');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Portfolio', 'About', 'Contact', 'Get Started']);
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, '#portfolio', SECTION_OFFSET_PX);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('section links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/#about$/);
    await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
    // Revealed content is visible without the reveal script.
    await expect(page.locator('#about [data-reveal]').first()).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('on a phone without JavaScript the section links are still there to follow', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await expectScrolledTo(page, '#portfolio', SECTION_OFFSET_PX);
    await context.close();
  });
});

test.describe('addresses naming a section', () => {
  for (const width of [375, 1440]) {
    test(`an address naming a section, and a reload, land where they should, the bar a card, at ${width} px`, async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#about');
      await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
      await page.waitForTimeout(1_000);
      await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
      await expect(nav).toHaveAttribute('data-scrolled', 'true');

      await page.goto('/');
      await page.evaluate(() => document.querySelector('#contact')?.scrollIntoView({ behavior: 'instant' }));
      await page.reload();
      await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
      await page.waitForTimeout(1_000);
      await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
      await expect(nav).toHaveAttribute('data-scrolled', 'true');
    });
  }

  test('every section is in the page from the first response, rendered', async ({ browser }) => {
    // Find-in-page, text tools and crawlers see every word without running a script.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const id of ['services', 'portfolio', 'about', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCSS('content-visibility', 'visible');
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
    await context.close();
  });
});
