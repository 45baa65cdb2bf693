/** The language switch, the `hreflang` links and the 404 pages keep visitors in their language, English or French. */
import { test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { expect } from './support/inbox.ts';
import { TWINS } from './support/french.ts';

test.describe('language switch and alternates', () => {
  for (const [english, french] of TWINS) {
    test(`the switch leads from ${english} to ${french} and back`, async ({ page }) => {
      await page.goto(english);
      await page.locator('[data-language-switch]').first().click();
      await expect(page).toHaveURL(french);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await page.locator('footer [data-language-switch]').click();
      await expect(page).toHaveURL(english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });

    test(`${english} and ${french} name each other with hreflang, English as x-default`, async ({ page }) => {
      const expected = [
        ['en-CA', new URL(english, site.url).href],
        ['fr-CA', new URL(french, site.url).href],
        ['x-default', new URL(english, site.url).href],
      ];
      for (const path of [english, french]) {
        await page.goto(path);
        const alternates = await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
        expect(alternates).toEqual(expected);
      }
    });
  }

  test('the switch names the other language in that language', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Français' })
    ).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/fr/');
    await expect(
      page.getByRole('navigation', { name: fr.layout.mainNav }).getByRole('link', { name: 'English' })
    ).toHaveAttribute('hreflang', 'en-CA');
  });

  test('a French-speaking browser still gets the English page it asked for', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'fr-CA',
      extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' },
    });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await context.close();
  });

  test('unknown addresses under /fr/ get the French 404 page, with status 404', async ({ page }) => {
    const response = await page.goto('/fr/page-inexistante');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.title);
    await expect(page.getByRole('link', { name: fr.notFound.back })).toHaveAttribute('href', '/fr/');
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    await page.locator('[data-language-switch]').first().click();
    await expect(page).toHaveURL('/');

    const english = await page.goto('/no-such-page');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  });
});
