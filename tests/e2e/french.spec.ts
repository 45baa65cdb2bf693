/**
 * The French site (docs/product.md): every English page has a French twin built from the same
 * components, nothing English leaks onto it, it has no axe violations, and the form speaks
 * French end to end.
 */
import { test, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { retentionDays } from '../../src/config/retention.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, expectToast, inquiryCard, logInOnPage, SLOW_SERVER_TIMEOUT_MS, uniqueName } from './support/inbox.ts';
import { TWINS } from './support/french.ts';

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
 * the attributes that name things (alt, aria-label, placeholder, title), whitespace folded.
 */
async function readableTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const found: string[] = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Code (the campaign tags' names in the privacy policy) reads the same in every language.
      if (node.parentElement?.closest('script, style, code')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  return new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}.*\p{L}/u.test(text)));
}

/** Waits for the messaging prompt, which appears a few seconds after load, so its words count too. */
async function withChatPrompt(page: Page, path: string) {
  await page.goto(path);
  if (path.endsWith('/')) await expect(page.locator('#chat-prompt-title')).toBeVisible({ timeout: 20_000 });
}

/**
 * Ids of the page's elements, in document order. The legal pages' headings are left out:
 * their anchors are made from their words (`7-your-rights`, `7-vos-droits`); the headings
 * themselves are compared by `headings`.
 */
const idsOf = (page: Page) =>
  page.locator('[id]:not(article :is(h2, h3))').evaluateAll((elements) => elements.map((element) => element.id));

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

async function openFrenchForm(page: Page) {
  await page.goto('/fr/');
  const fields = frenchForm(page);
  await fields.form.scrollIntoViewIfNeeded();
  await expect(fields.submit).toBeEnabled();
  return fields;
}

test.describe('French pages', () => {
  for (const [english, french] of TWINS) {
    test(`${french} is the twin of ${english}: same sections, headings and ids`, async ({ page }) => {
      const structure = async (path: string) => {
        expect((await page.goto(path))?.status()).toBe(200);
        return {
          ids: await idsOf(page),
          sections: await page.locator('main section').count(),
          headings: await page
            .locator('main :is(h1, h2, h3, h4)')
            .evaluateAll((elements) => elements.map((element) => element.tagName)),
          lang: await page.locator('html').getAttribute('lang'),
        };
      };
      const englishPage = await structure(english);
      const frenchPage = await structure(french);
      expect(englishPage.lang).toBe('en-CA');
      expect(frenchPage.lang).toBe('fr-CA');
      expect(frenchPage.ids).toEqual(englishPage.ids);
      expect(frenchPage.sections).toBe(englishPage.sections);
      expect(frenchPage.headings).toEqual(englishPage.headings);
    });

    test(`no English words on ${french}`, async ({ page }) => {
      await withChatPrompt(page, english);
      const englishTexts = new Set([...(await readableTexts(page)), ...strings(en)]);
      await withChatPrompt(page, french);
      const frenchTexts = await readableTexts(page);
      const leaks = [...frenchTexts].filter((text) => englishTexts.has(text) && !SAME_IN_BOTH.has(text));
      expect(leaks).toEqual([]);
    });
  }

  test('the French landing page reads fr-CA numbers and money', async ({ page }) => {
    const fields = await openFrenchForm(page);
    await expect(page.getByRole('meter', { name: 'Performance' }).locator('..')).toContainText('98\u00a0%');
    await expect(fields.budget.locator('option')).toContainText([
      fr.form.placeholders.budget,
      '1\u00a0000\u00a0$ à 2\u00a0000\u00a0$',
      '2\u00a0000\u00a0$ à 3\u00a0000\u00a0$',
      '3\u00a0000\u00a0$ à 5\u00a0000\u00a0$',
      '5\u00a0000\u00a0$ et plus',
    ]);
  });

  test('the French legal pages carry the French date and the studio details from the configuration', async ({
    page,
  }) => {
    await page.goto('/fr/conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
    await expect(page.getByText('Dernière mise à jour\u00a0: janvier 2024')).toBeVisible();
    await expect(page.locator('article h2')).toHaveCount(8);
    await expect(page.locator('article')).toContainText(`établis à ${fr.meta.city}`);
    await expect(page.locator('article').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`
    );

    await page.goto('/fr/confidentialite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expect(page.locator('article h2')).toHaveCount(9);
    await expect(page.locator('article')).toContainText(`au plus ${retentionDays()} jours après sa réception`);
    await expect(page.locator('article')).toContainText(`est ${site.privacyOfficer.name}`);
  });

  test('the messaging prompt speaks French and prefills a French greeting', async ({ page }) => {
    await page.goto('/fr/');
    const prompt = page.getByRole('complementary', { name: 'Une petite question\u202f?' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const link = prompt.getByRole('link', { name: /Démarrer la conversation/ });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.searchParams.get('text')).toBe('Bonjour\u202f! Je m’intéresse à vos services de conception Web.');
    await expect(prompt.getByRole('button', { name: 'Fermer' })).toBeVisible();
  });
});

test.describe('accessibility of the French pages', () => {
  test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });
  for (const path of ['/fr/', '/fr/conditions', '/fr/confidentialite', '/fr/page-inexistante']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the French form', () => {
  test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

  test('validates in French, then thanks in French, and the owner sees the inquiry marked French', async ({ page }) => {
    const fields = await openFrenchForm(page);
    await fields.submit.click();
    await expect(fields.name).toHaveAccessibleDescription(fr.form.validation.nameRequired);
    await expect(fields.email).toHaveAccessibleDescription(fr.form.validation.emailRequired);
    await expect(fields.projectType).toHaveAccessibleDescription(fr.form.validation.projectTypeRequired);
    await expect(fields.message).toHaveAccessibleDescription('Le message doit contenir au moins 10 caractères');
    await fields.email.fill('pas-un-courriel');
    await expect(fields.email).toHaveAccessibleDescription(fr.form.validation.emailInvalid);

    const name = uniqueName('Zoé Tremblay');
    await fields.name.fill(name);
    await fields.email.fill('zoe@example.ca');
    await fields.projectType.selectOption({ label: fr.form.projectTypes.redesign });
    await fields.budget.selectOption({ label: '3\u00a0000\u00a0$ à 5\u00a0000\u00a0$' });
    await fields.message.fill('Un site plus rapide pour nos inscriptions.');
    const sent = page.waitForRequest('**/api/contact');
    await fields.submit.click();
    // The values sent are the same in both languages; only the language differs.
    expect((await sent).postDataJSON()).toMatchObject({ projectType: 'redesign', budget: '3000-5000', language: 'fr' });
    await expectToast(page, fr.form.success.title, fr.form.success.description);
    await expect(fields.name).toHaveValue('');

    await logInOnPage(page);
    const card = inquiryCard(page, name);
    await expect(card).toContainText('French');
    await expect(card.locator('[data-language="fr"]')).toHaveText('Language: French');
  });

  test('says it is sending, then shows the server’s refusal in French and keeps what was typed', async ({ page }) => {
    const fields = await openFrenchForm(page);
    // The server refuses a project type outside its list (a real 400, in French). The
    // request waits until the test has seen the button while sending.
    let release = () => {};
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await isReleased;
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, projectType: 'castle' }) });
    });
    const name = uniqueName('Refus');
    await fields.name.fill(name);
    await fields.email.fill('refus@example.ca');
    await fields.projectType.selectOption({ label: fr.form.projectTypes.other });
    await fields.message.fill('Ce message sera refusé par le serveur.');
    await fields.submit.click();
    await expect(fields.submit).toHaveText(fr.form.sending);
    await expect(fields.submit).toBeDisabled();
    release();
    await expect(fields.submit).toHaveText(fr.form.send);
    await expectToast(page, fr.form.failure.title, fr.form.failure.invalidInput);
    await expect(fields.name).toHaveValue(name);
  });
});
