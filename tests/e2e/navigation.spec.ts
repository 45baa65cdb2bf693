import { expect, test, type Page } from '@playwright/test';
import { NAV_SCROLLED_AFTER_PX, SECTION_OFFSET_PX } from '../../src/page-script/landing-constants.ts';
import { expectScrolledTo, island } from './support/page.ts';

/**
 * Until everything that could still move the page has come: the load event (images, the page's
 * scripts), the fonts, and two frames drawn after them.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * An address naming a section lands on it, and a reload where the visitor had scrolled comes back
 * there; each stays put once the page has settled, the bar a card. Two page loads, at the page's width;
 * the page is left at its top, its islands not yet used.
 */
async function expectAddressesLand(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/#about');
  await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
  await settled(page);
  await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
  await expect(nav).toHaveAttribute('data-scrolled', 'true');

  // The address without the section's name, as a visit that scrolled there would have it.
  await page.evaluate(() => history.replaceState(null, '', '/'));
  await page.evaluate(() => document.querySelector('#contact')?.scrollIntoView({ behavior: 'instant' }));
  await page.reload();
  await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
  await settled(page);
  await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
  await expect(nav).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test(`at 1440 px: addresses naming a section land there; the bar turns into a card after ${NAV_SCROLLED_AFTER_PX} px and its links jump ${SECTION_OFFSET_PX} px above sections`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });

  await test.step('at 1440 px, an address naming a section, and a reload, land where they should, the bar a card', async () => {
    await expectAddressesLand(page);
  });

  await test.step(`the bar turns into a card after ${NAV_SCROLLED_AFTER_PX} px`, async () => {
    await expect(nav).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), NAV_SCROLLED_AFTER_PX);
    // The bar's scroll listener has run once the page has drawn a frame at that position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(nav).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), NAV_SCROLLED_AFTER_PX + 5);
    await expect(nav).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav).toHaveAttribute('data-scrolled', 'false');
  });

  await test.step(`its links jump ${SECTION_OFFSET_PX} px above sections, before the island has hydrated and after`, async () => {
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
});

test('at 375 px: addresses naming a section land there; the menu opens, closes after a choice, and closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });

  await test.step('at 375 px, an address naming a section, and a reload, land where they should, the bar a card', async () => {
    await expectAddressesLand(page);
  });

  await test.step('on a small screen, the menu opens, closes after a choice, and closes on Escape', async () => {
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
});

test('without JavaScript: every section is in the page from the first response, and the section links work on a desktop and on a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await test.step('every section is in the page from the first response, rendered', async () => {
    // Find-in-page, text tools and crawlers see every word without running a script.
    for (const id of ['services', 'portfolio', 'about', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCSS('content-visibility', 'visible');
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
  });

  await test.step('section links work without JavaScript', async () => {
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/#about$/);
    await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
    // Revealed content is visible without the reveal script.
    await expect(page.locator('#about [data-reveal]').first()).toHaveCSS('opacity', '1');
  });

  await test.step('on a phone without JavaScript the section links are still there to follow', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await expectScrolledTo(page, '#portfolio', SECTION_OFFSET_PX);
  });
  await context.close();
});
