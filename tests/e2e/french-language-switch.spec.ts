/**
 * The language switch, the `hreflang` links and the 404 pages keep visitors in their language,
 * English or French. The `hreflang` links are read from the HTML; the French 404 page is visited
 * under the watch of support/csp.ts (no Content-Security-Policy violation). The switch between
 * each page and its twin, and what a French-speaking browser gets at /, are checked in
 * french.spec.ts, on the same visit as the French page they lead to.
 */
import { site } from '../../src/config/site.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { expect, SLOW_SERVER_TIMEOUT_MS, test } from './support/csp.ts';
import { TWINS } from './support/french.ts';
import { expectNoAxeViolationsOn, h1Of, headOf, loadEverything, recordForeignRequests } from './support/pages.ts';

test.describe('language switch and alternates', () => {
  for (const [english, french] of TWINS) {
    test(`${english} and ${french} name each other with hreflang, English as x-default`, async ({ request }) => {
      const expected = [
        ['en-CA', new URL(english, site.url).href],
        ['fr-CA', new URL(french, site.url).href],
        ['x-default', new URL(english, site.url).href],
      ];
      for (const path of [english, french]) {
        const alternates = headOf(await (await request.get(path)).text())
          .links('alternate')
          .filter((link) => 'hreflang' in link)
          .map((link) => [link['hreflang'], link['href']]);
        expect(alternates, path).toEqual(expected);
      }
    });
  }

  test('unknown addresses under /fr/ get the French 404 page, with status 404 and no axe violations', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(SLOW_SERVER_TIMEOUT_MS);
    const foreign = recordForeignRequests(page, baseURL);
    const response = await page.goto('/fr/page-inexistante');
    await test.step('the French 404 page, with status 404', async () => {
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.title);
      await expect(page.getByRole('link', { name: fr.notFound.back })).toHaveAttribute('href', '/fr/');
      await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    });
    await test.step('it has no axe violations', () => expectNoAxeViolationsOn(page));
    await test.step('it requests nothing from another host', async () => {
      await loadEverything(page);
      expect(foreign).toEqual([]);
    });
    await test.step('an unknown English address gets the English 404 page', async () => {
      const english = await request.get('/no-such-page');
      expect(english.status()).toBe(404);
      expect(h1Of(await english.text())).toBe(en.notFound.title);
    });
    await test.step('its switch leads to the English home page', async () => {
      await page.locator('[data-language-switch]').first().click();
      await expect(page).toHaveURL('/');
    });
  });
});
