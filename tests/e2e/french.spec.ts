/**
 * The French site (docs/product.md): every English page has a French twin built from the same
 * components, nothing English leaks onto it, it has no axe violations, and the form speaks
 * French end to end; the language switch leads to each French page and back. Each French page
 * is visited once for all of it, under the watch of support/csp.ts (no Content-Security-Policy
 * violation); its English twin's structure and words are read from its HTML. The French 404
 * page and the `hreflang` links are french-language-switch.spec.ts's.
 */
import { type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { retentionDays } from '../../src/config/retention.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import {
  expect,
  expectToast,
  inquiryCard,
  logInOnPage,
  SLOW_SERVER_TIMEOUT_MS,
  test,
  uniqueName,
} from './support/csp.ts';
import { TWINS } from './support/french.ts';
import { expectNoAxeViolationsOn, loadEverything, recordForeignRequests } from './support/pages.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

/**
 * Words a French page may show as they are in English: names (of the studio, its contact
 * details, brands) and words French spells the same way.
 */
const SAME_IN_BOTH = new Set([
  site.name,
  site.email,
  site.privacyOfficer.name,
  site.privacyOfficer.email,
  site.messaging.display,
  site.messaging.app,
  ...site.socials.map((social) => social.label),
  'English', // the language switch, in its own language
  'Services',
  'Marketing',
  'Performance',
  'Satisfaction',
  'Budget',
  'Flexible',
  'Animation',
  'Message',
  'Notifications (F8)', // the notification area's name, after its key (the same words in French)
]);

/** Every leaf string of a translation module. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

/**
 * What a person can read or hear on the page: text nodes outside code, the title, the description and
 * the attributes that name things (alt, aria-label, placeholder, title), whitespace folded. Of the
 * page open in `page`, or of the document `html` (parsed by `page`, not shown).
 */
async function readableTexts(page: Page, html: string | null = null): Promise<Set<string>> {
  const texts = await page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const found: string[] = [doc.title, doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Code (the campaign tags' names in the privacy policy) reads the same in every language.
      if (node.parentElement?.closest('script, style, code')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of doc.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  }, html);
  return new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}.*\p{L}/u.test(text)));
}

/**
 * The structure of the document `html`, parsed by `page`: its language, the number of its sections,
 * its headings' levels and its ids, in document order. The legal pages' headings' ids are left
 * out: their anchors are made from their words (`7-your-rights`, `7-vos-droits`); the headings
 * themselves are compared by level.
 */
const structureOf = (page: Page, html: string) =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return {
      lang: doc.documentElement.getAttribute('lang'),
      sections: doc.querySelectorAll('main section').length,
      headings: [...doc.querySelectorAll('main :is(h1, h2, h3, h4)')].map((element) => element.tagName),
      ids: [...doc.querySelectorAll('[id]:not(article :is(h2, h3))')].map((element) => element.id),
    };
  }, html);

/** The French page open in `page` and its English twin `english`: the same structure, and no English words on it. */
async function expectTwinInFrench(page: Page, english: string, french: string): Promise<void> {
  const served = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const englishHtml = await served(english);
  await test.step(`${french} is the twin of ${english}: same sections, headings and ids`, async () => {
    const englishPage = await structureOf(page, englishHtml);
    const frenchPage = await structureOf(page, await served(french));
    expect(englishPage.lang).toBe('en-CA');
    expect(frenchPage.lang).toBe('fr-CA');
    expect(frenchPage.ids).toEqual(englishPage.ids);
    expect(frenchPage.sections).toBe(englishPage.sections);
    expect(frenchPage.headings).toEqual(englishPage.headings);
  });
  await test.step(`no English words on ${french}`, async () => {
    const englishTexts = new Set([...(await readableTexts(page, englishHtml)), ...strings(en)]);
    const frenchTexts = await readableTexts(page);
    const leaks = [...frenchTexts].filter((text) => englishTexts.has(text) && !SAME_IN_BOTH.has(text));
    expect(leaks).toEqual([]);
  });
}

/** The French form's controls, by their French labels. */
function frenchForm(page: Page) {
  const form = page.getByRole('form', { name: fr.form.name });
  const { fields } = fr.form;
  return {
    form,
    name: form.getByRole('textbox', { name: fields.name, exact: true }),
    email: form.getByRole('textbox', { name: fields.email, exact: true }),
    projectType: form.getByRole('combobox', { name: fields.projectType }),
    budget: form.getByRole('combobox', { name: fields.budget }),
    message: form.getByRole('textbox', { name: fields.message }),
    submit: form.getByRole('button', { name: new RegExp(`${fr.form.send}|${fr.form.sending}`) }),
  };
}

/** Clicks the page's language switch (the footer's, or the first one), then expects `path` in `lang`. */
async function switchLanguage(page: Page, where: 'first' | 'footer', path: string, lang: string): Promise<void> {
  const switches = page.locator('[data-language-switch]');
  await (where === 'first' ? switches.first() : page.locator('footer [data-language-switch]')).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Each French page is reached the way a visitor does, through the language switch of its English
 * twin, checked, and left through its own switch, back to the English page.
 */
test.describe('French pages', () => {
  test.describe('in a French-speaking browser', () => {
    test.use({ locale: 'fr-CA', extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' } });

    test('/ stays English; its switch leads to /fr/: the twin of /, no English words, a French messaging prompt, no axe violations; and back', async ({
      page,
      baseURL,
    }) => {
      const foreign = recordForeignRequests(page, baseURL);
      await test.step('a French-speaking browser still gets the English page it asked for', async () => {
        const response = await page.goto('/');
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()).toBeNull();
        await expect(page).toHaveURL('/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      });

      await test.step('the switch names the other language in that language, and leads from / to /fr/', async () => {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Français' })
        ).toHaveAttribute('lang', 'fr-CA');
        await switchLanguage(page, 'first', '/fr/', 'fr-CA');
        await expect(
          page.getByRole('navigation', { name: fr.layout.mainNav }).getByRole('link', { name: 'English' })
        ).toHaveAttribute('hreflang', 'en-CA');
      });

      await test.step('the messaging prompt speaks French and prefills a French greeting', async () => {
        // It appears a few seconds after load, so that its words count below too.
        const prompt = page.getByRole('complementary', { name: 'Une petite question\u202f?' });
        await expect(prompt).toBeVisible({ timeout: 20_000 });
        const link = prompt.getByRole('link', { name: /Démarrer la conversation/ });
        const href = new URL((await link.getAttribute('href')) ?? '');
        expect(href.searchParams.get('text')).toBe('Bonjour\u202f! Je m’intéresse à vos services de conception Web.');
        await expect(prompt.getByRole('button', { name: 'Fermer' })).toBeVisible();
      });

      await expectTwinInFrench(page, '/', '/fr/');

      await test.step('/fr/ has no axe violations', () => expectNoAxeViolationsOn(page));

      await test.step('/ and /fr/ request nothing from another host', async () => {
        await loadEverything(page);
        expect(foreign).toEqual([]);
      });

      await test.step('the switch leads from /fr/ back to /', () => switchLanguage(page, 'footer', '/', 'en-CA'));
    });
  });

  const LEGAL = {
    '/fr/conditions': async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
      await expect(page.getByText('Dernière mise à jour\u00a0: janvier 2024')).toBeVisible();
      await expect(page.locator('article h2')).toHaveCount(8);
      await expect(page.locator('article')).toContainText(`établis à ${fr.meta.city}`);
      await expect(page.locator('article').getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`
      );
    },
    '/fr/confidentialite': async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
      await expect(page.locator('article h2')).toHaveCount(9);
      await expect(page.locator('article')).toContainText(`au plus ${retentionDays()} jours après sa réception`);
      await expect(page.locator('article')).toContainText(`est ${site.privacyOfficer.name}`);
    },
  } as const;

  for (const [english, french] of TWINS.slice(1) as [string, keyof typeof LEGAL][]) {
    test(`the switch leads from ${english} to ${french}: the twin, no English words, the French date and studio details, no axe violations; and back`, async ({
      page,
      baseURL,
    }) => {
      const foreign = recordForeignRequests(page, baseURL);
      expect((await page.goto(english))?.status()).toBe(200);
      await test.step(`the switch leads from ${english} to ${french}`, () =>
        switchLanguage(page, 'first', french, 'fr-CA'));
      await test.step(`${french} carries the French date and the studio details from the configuration`, () =>
        LEGAL[french](page));
      await expectTwinInFrench(page, english, french);
      await test.step(`${french} has no axe violations`, () => expectNoAxeViolationsOn(page));
      await test.step(`${english} and ${french} request nothing from another host`, async () => {
        await loadEverything(page);
        expect(foreign).toEqual([]);
      });
      await test.step(`the switch leads from ${french} back to ${english}`, () =>
        switchLanguage(page, 'footer', english, 'en-CA'));
    });
  }
});

test('the French form reads fr-CA numbers and money, validates in French, shows the server’s refusal in French and keeps what was typed, then thanks in French; the owner sees the inquiry marked French', async ({
  page,
}) => {
  await page.goto('/fr/');
  const fields = frenchForm(page);
  await fields.form.scrollIntoViewIfNeeded();
  await expect(fields.submit).toBeEnabled();

  await test.step('the French landing page reads fr-CA numbers and money', async () => {
    await expect(page.getByRole('meter', { name: 'Performance' }).locator('..')).toContainText('98\u00a0%');
    await expect(fields.budget.locator('option')).toContainText([
      fr.form.placeholders.budget,
      '1\u00a0000\u00a0$ à 2\u00a0000\u00a0$',
      '2\u00a0000\u00a0$ à 3\u00a0000\u00a0$',
      '3\u00a0000\u00a0$ à 5\u00a0000\u00a0$',
      '5\u00a0000\u00a0$ et plus',
    ]);
  });

  await test.step('it validates in French', async () => {
    await fields.submit.click();
    await expect(fields.name).toHaveAccessibleDescription(fr.form.validation.nameRequired);
    await expect(fields.email).toHaveAccessibleDescription(fr.form.validation.emailRequired);
    await expect(fields.projectType).toHaveAccessibleDescription(fr.form.validation.projectTypeRequired);
    await expect(fields.message).toHaveAccessibleDescription('Le message doit contenir au moins 10 caractères');
    await fields.email.fill('pas-un-courriel');
    await expect(fields.email).toHaveAccessibleDescription(fr.form.validation.emailInvalid);
  });

  const name = uniqueName('Zoé Tremblay');
  await fields.name.fill(name);
  await fields.email.fill('zoe@example.ca');
  await fields.projectType.selectOption({ label: fr.form.projectTypes.redesign });
  await fields.budget.selectOption({ label: '3\u00a0000\u00a0$ à 5\u00a0000\u00a0$' });
  await fields.message.fill('Un site plus rapide pour nos inscriptions.');

  await test.step('it says it is sending, then shows the server’s refusal in French and keeps what was typed', async () => {
    // The server refuses a project type outside its list (a real 400, in French). The
    // request waits until the test has seen the button while sending.
    let release = () => {};
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await isReleased;
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, projectType: 'castle' }) });
    });
    await fields.submit.click();
    await expect(fields.submit).toHaveText(fr.form.sending);
    await expect(fields.submit).toBeDisabled();
    release();
    await expect(fields.submit).toHaveText(fr.form.send);
    await expectToast(page, fr.form.failure.title, fr.form.failure.invalidInput);
    await expect(fields.name).toHaveValue(name);
    await page.unroute('**/api/contact');
  });

  await test.step('sent again as it is, it thanks in French', async () => {
    const sent = page.waitForRequest('**/api/contact');
    await fields.submit.click();
    // The values sent are the same in both languages; only the language differs.
    expect((await sent).postDataJSON()).toMatchObject({ projectType: 'redesign', budget: '3000-5000', language: 'fr' });
    await expectToast(page, fr.form.success.title, fr.form.success.description);
    await expect(fields.name).toHaveValue('');
  });

  await test.step('the owner sees the inquiry marked French', async () => {
    await logInOnPage(page);
    const card = inquiryCard(page, name);
    await expect(card).toContainText('French');
    await expect(card.locator('[data-language="fr"]')).toHaveText('Language: French');
  });
});
