import { expect, test, type Page } from '@playwright/test';
import { messagingUrl, site } from '../../src/config/site.ts';
import { retentionDays } from '../../src/config/retention.ts';
import {
  CHAT_PROMPT_DELAY_MS,
  CHAT_PROMPT_DISMISSED_KEY,
  NAV_SCROLLED_AFTER_PX,
  SECTION_OFFSET_PX,
  TOOLTIP,
} from '../../src/lib/landing-constants.ts';
import { CAPABLE, emulateDevice, WEAK } from './support/device.ts';

/** The landing page's sections, in SPEC §2's order, by the id of their heading. */
const SECTION_HEADINGS = [
  'hero-heading',
  'services-heading',
  'portfolio-heading',
  'why-website-heading',
  'marketing-heading',
  'about-heading',
  'why-choose-us-heading',
  'contact-heading',
];

/**
 * Waits until the (smooth) scroll brings `selector`'s top edge to `expected` px below the
 * viewport's top. Polling for the end position, rather than for two equal readings, holds on
 * a busy machine where a smooth scroll may not have started 150 ms after the click.
 */
async function expectScrolledTo(page: Page, selector: string, expected: number): Promise<void> {
  await expect
    .poll(
      async () => Math.round(await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)),
      {
        timeout: 10_000,
      }
    )
    .toBe(expected);
}

/** Fakes the page's clock and holds it still, so that only `runFor` moves time. */
async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2030-01-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** The island rendered from `component`; `ssr` until it has hydrated. */
const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]`);

test.describe('landing page', () => {
  test('has every section in order, with its anchors and key copy', async ({ page }) => {
    await page.goto('/');
    const order = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(order).toEqual(SECTION_HEADINGS);
    for (const id of ['services', 'portfolio', 'about', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites That Sell Real Estate');
    await expect(page.getByText('Real-Estate Web Design Specialists')).toBeVisible();
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    for (const text of [
      '50+',
      'Projects',
      '100%',
      'Satisfied',
      'Fast',
      'Delivery',
      'Lightning Fast',
      'Mobile First',
      'SEO Powered',
    ]) {
      await expect(hero.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '#portfolio');
    await expect(hero.getByRole('meter', { name: 'Design Excellence' })).toHaveAttribute('aria-valuenow', '100');
    await expect(hero.getByRole('meter', { name: 'Performance' })).toHaveAttribute('aria-valuenow', '98');

    const services = page.locator('#services h3');
    await expect(services).toHaveText([
      'Interactive Design',
      'Mobile First',
      'Lightning Performance',
      'Vibrant Branding',
    ]);

    const reasons = page.locator('section[aria-labelledby="why-website-heading"]');
    await expect(reasons.locator('h3')).toHaveCount(6);
    await expect(reasons.getByText('84%')).toBeVisible();

    const marketing = page.locator('section[aria-labelledby="marketing-heading"]');
    await expect(marketing.locator('h3', { hasNotText: 'How It Works' })).toHaveText([
      'Strategic Campaign Setup',
      'Lead Generation Focus',
      'Performance Tracking',
      'Budget Optimization',
    ]);
    await expect(marketing.locator('ol > li h4')).toHaveText([/Build the Website/, /Launch the Ads/, /Get Leads/]);
    await expect(marketing.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '#contact');

    await expect(page.locator('#about h3')).toHaveText([
      'Creative Excellence',
      'Lightning Fast',
      'Collaborative Process',
      'Results Driven',
    ]);

    const whyChooseUs = page.locator('section[aria-labelledby="why-choose-us-heading"]');
    await expect(whyChooseUs.locator('h3')).toHaveCount(6);
    await expect(whyChooseUs.locator('dd')).toHaveText(['100%', '50+', '24h', '24/7']);
  });

  test('shows three projects; only the first is live, with a link that opens in a new tab', async ({ page }) => {
    await page.goto('/');
    const projects = page.locator('#portfolio article');
    await expect(projects).toHaveCount(3);
    for (const project of await projects.all()) {
      await expect(project.locator('ul[aria-label="Features"] > li')).toHaveCount(4);
      await expect(project.locator('ul[aria-label="Tags"] > li')).toHaveCount(3);
      await expect(project.getByText('Colour scheme:')).toBeVisible();
      // Optimised at build: modern formats, explicit size, lazy.
      await expect(project.locator('picture source[type="image/avif"]')).toHaveCount(1);
      const image = project.locator('img');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('src', /^\/_astro\//);
    }
    await expect(page.getByText('LIVE', { exact: true })).toHaveCount(1);
    await expect(projects.first().getByText('LIVE', { exact: true })).toBeVisible();
    const live = page.getByRole('link', { name: /View Live Website/ });
    await expect(live).toHaveCount(1);
    await expect(projects.first().getByRole('link', { name: /View Live Website/ })).toHaveAttribute(
      'href',
      site.portfolioLiveUrl
    );
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('#portfolio').getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '#contact'
    );
  });

  test('contact section holds the form island and the Quick Connect and Why Choose panels', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.locator('astro-island[component-url*="ContactForm"]')).toHaveAttribute(
      'client',
      'interaction'
    );
    await expect(contact.getByRole('link', { name: /Email Us/ })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(contact.getByText('Response within 24 hours')).toBeVisible();
    await expect(contact.getByRole('link', { name: /Message Us/ })).toHaveAttribute(
      'href',
      messagingUrl(site.messaging.number)
    );
    await expect(contact.getByText(/within 48 hours, with a free consultation/)).toBeVisible();
    for (const social of site.socials) {
      await expect(contact.getByRole('link', { name: `${social.label} (opens in a new tab)` })).toHaveAttribute(
        'href',
        social.href
      );
    }
    await expect(contact.getByRole('link', { name: `${site.messaging.app} (opens in a new tab)` })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Why Choose Us' }).locator('xpath=..').locator('li')).toHaveCount(
      4
    );
  });

  test('an icon link shows its tooltip after 700 ms of hover or focus, the next one at once', async ({ page }) => {
    // The fake clock holds the 300 ms skip window (a script timer) still until runFor moves it.
    await pausedClock(page);
    await page.goto('/');
    const links = site.socials.map((social) =>
      page.getByRole('link', { name: `${social.label} (opens in a new tab)` })
    );
    const [first, second] = links;
    if (!first || !second) throw new Error('The site config needs two social links for this test');
    const tooltipOf = (link: typeof first) => link.locator('[data-tooltip]');
    // CSS times the opening, which Playwright's clock cannot drive: check the delay it is given.
    const openDelay = (link: typeof first) =>
      tooltipOf(link).evaluate((tooltip) => getComputedStyle(tooltip).transitionDelay.split(', ').at(-1));

    // Let the panel's scroll reveal finish first, so the links stand still under the pointer.
    await first.scrollIntoViewIfNeeded();
    const panel = page.locator('[data-reveal]').filter({ has: first });
    await expect(panel).toHaveClass(/is-revealed/);
    await expect.poll(() => panel.evaluate((element) => element.getAnimations().length)).toBe(0);

    await expect(tooltipOf(first)).toBeHidden();
    await first.hover();
    expect(await openDelay(first)).toBe('0.7s');
    await expect(tooltipOf(first)).toBeVisible();
    await expect(tooltipOf(first)).toHaveText(site.socials[0]?.label ?? '');

    // Moving straight to the next icon skips the delay.
    await second.hover();
    expect(await openDelay(second)).toBe('0s');
    await expect(tooltipOf(second)).toBeVisible();
    await expect(tooltipOf(first)).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(tooltipOf(second)).toBeHidden();

    // The skip window lasts 300 ms; then the delay is back, and keyboard focus shows the tooltip too.
    await page.mouse.move(0, 0);
    const root = page.locator('html');
    await page.clock.runFor(TOOLTIP.skipWindowMs - 20);
    await expect(root).toHaveClass(/tooltip-skip/);
    await page.clock.runFor(40);
    await expect(root).not.toHaveClass(/tooltip-skip/);
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    expect(await openDelay(first)).toBe('0.7s');
    await expect(tooltipOf(first)).toBeVisible();
  });

  test('footer: blurb, services, quick links, contact details, the current year, legal links', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-06-15T12:00:00Z') });
    // The messaging prompt floats over the footer's corner; this visitor has dismissed it.
    await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), CHAT_PROMPT_DISMISSED_KEY);
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© 2031 ${site.name}`);
    for (const link of site.quickLinks) {
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByText(site.messaging.display)).toBeVisible();
    await expect(footer.getByText(site.city)).toBeVisible();
    await expect(footer.getByText('Custom Web Design')).toBeVisible();
    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL('/terms');
    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.locator('footer').getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
      'aria-current',
      'page'
    );
  });
});

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
    test(`an address naming a section, and a reload, land where they should at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#about');
      await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);
      await page.waitForTimeout(1_000);
      await expectScrolledTo(page, '#about', SECTION_OFFSET_PX);

      await page.goto('/');
      await page.evaluate(() => document.querySelector('#contact')?.scrollIntoView({ behavior: 'instant' }));
      await page.reload();
      await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
      await page.waitForTimeout(1_000);
      await expectScrolledTo(page, '#contact', SECTION_OFFSET_PX);
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

test.describe('messaging prompt', () => {
  /** Moves a paused fake clock on until `ms` after the navigation started. */
  async function runUntil(page: Page, ms: number) {
    await page.clock.runFor(Math.max(0, ms - (await page.evaluate(() => performance.now()))));
  }

  test(`shows ${CHAT_PROMPT_DELAY_MS / 1000} s after the navigation started, not before, without loading React`, async ({
    page,
  }) => {
    // When the prompt's area loses `hidden`, by the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (target instanceof HTMLElement && target.matches('[data-chat-prompt-area]') && !target.hidden) {
            (window as unknown as { promptShownAt?: number }).promptShownAt ??= performance.now();
          }
        }
      }).observe(document, { subtree: true, attributeFilter: ['hidden'] });
    });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
    await expect(prompt).toBeVisible({ timeout: CHAT_PROMPT_DELAY_MS + 5_000 });
    const shownAt = await page.evaluate(() => (window as unknown as { promptShownAt?: number }).promptShownAt);
    expect(shownAt).toBeGreaterThanOrEqual(CHAT_PROMPT_DELAY_MS - 300);
    expect(shownAt).toBeLessThanOrEqual(CHAT_PROMPT_DELAY_MS + 300);
    // Its HTML was in the page all along: nothing was loaded to show it, and it has not hydrated.
    await expect(island(page, 'ChatPrompt')).toHaveAttribute('ssr');
    expect(scripts.filter((url) => /ChatPrompt|\/client\./.test(url))).toEqual([]);
  });

  test('Start Chat opens the chat and hides it for the visit', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
    await pausedClock(page);
    await page.goto('/');
    const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
    await runUntil(page, CHAT_PROMPT_DELAY_MS - 100);
    await expect(prompt).toBeHidden();
    await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
    await expect(prompt).toBeVisible();

    // The first click comes before the island has hydrated: it is held, then replayed.
    await expect(island(page, 'ChatPrompt')).toHaveAttribute('ssr');
    const startChat = prompt.getByRole('link', { name: /Start Chat/ });
    await expect(startChat).toHaveAttribute('target', '_blank');
    await expect(startChat).toHaveAttribute('rel', /noopener/);
    const [chat] = await Promise.all([context.waitForEvent('page'), startChat.click()]);
    const url = new URL(chat.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.messaging.number}`);
    expect(url.searchParams.get('text')).toMatch(/web design services/);
    await chat.close();
    await expect(prompt).toBeHidden();
    expect(context.pages()).toHaveLength(1);

    await page.reload();
    await runUntil(page, CHAT_PROMPT_DELAY_MS * 2);
    await expect(prompt).toBeHidden();
  });

  test('the close button hides it, also after a reload', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await runUntil(page, CHAT_PROMPT_DELAY_MS + 100);
    const prompt = page.getByRole('complementary', { name: 'Quick Question?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await expect(island(page, 'ChatPrompt')).not.toHaveAttribute('ssr');
    await page.reload();
    await runUntil(page, CHAT_PROMPT_DELAY_MS * 2);
    await expect(prompt).toBeHidden();
  });

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

test.describe('islands', () => {
  test('only the named islands are on the landing page, none hydrated before use, and none elsewhere', async ({
    page,
  }) => {
    await page.goto('/');
    const islands = await page
      .locator('astro-island')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('component-url') ?? ''));
    const names = islands.map((url) => url.replace(/^.*\/([A-Za-z]+)\.[^/]*$/, '$1')).sort();
    // The notification area comes with the contact form, the only island that raises toasts
    // here; the particle canvas is a script of its own, with no React.
    expect(names).toEqual(['ChatPrompt', 'ContactForm', 'NavBar']);
    await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(3);
    for (const path of ['/terms', '/privacy', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
    }
  });

  test('the particle canvas fills the viewport at the device pixel ratio, at 30% opacity, under everything', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
    await emulateDevice(context, CAPABLE);
    const page = await context.newPage();
    await page.goto('/');
    const canvas = page.locator('canvas[data-particles="50"]');
    await expect(canvas).toHaveJSProperty('width', 1600);
    await expect(canvas).toHaveJSProperty('height', 1200);
    await expect(canvas).toHaveCSS('opacity', '0.3');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    // Clicks go through to the content above it.
    await page.getByRole('link', { name: 'View Our Work' }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await context.close();
  });
});

test.describe('motion', () => {
  /** Two snapshots of the particle canvas, half a second apart. */
  async function canvasFrames(page: Page): Promise<[string, string]> {
    const canvas = page.locator('canvas[data-particles]');
    await expect(canvas).toHaveJSProperty('width', 1280);
    const first = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    await page.waitForTimeout(500);
    return [first, await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL())];
  }

  test('the particles start after load, move until the tab is hidden, and content fades in as it scrolls into view', async ({
    page,
  }) => {
    await emulateDevice(page, CAPABLE);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const [before, after] = await canvasFrames(page);
    expect(after).not.toBe(before);
    const { loadedAt, workerAt } = await page.evaluate(() => ({
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      workerAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('particles.worker'))
        ?.startTime,
    }));
    expect(workerAt).toBeGreaterThanOrEqual(loadedAt);

    // A hidden tab stops the animation.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const [hiddenBefore, hiddenAfter] = await canvasFrames(page);
    expect(hiddenAfter).toBe(hiddenBefore);

    const card = page.locator('#about [data-reveal]').last();
    await expect(card).toHaveCSS('opacity', '0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/is-revealed/);
    await expect(card).toHaveCSS('opacity', '1');
  });

  for (const [who, device, options] of [
    ['with reduced motion', CAPABLE, { reducedMotion: 'reduce' }],
    ['with Save-Data on', { ...CAPABLE, saveData: true }, {}],
    ['on a two-core device', WEAK, {}],
    ['on a device with 2 GB of memory', { ...CAPABLE, memoryGb: 2 }, {}],
  ] as const) {
    test(`${who}, the particle canvas costs nothing: no worker, nothing drawn`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
      await emulateDevice(context, device);
      const page = await context.newPage();
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      expect(workers).toEqual([]);
      // Still the blank canvas of the HTML: never sized, never handed to a worker.
      await expect(page.locator('canvas[data-particles]')).toHaveJSProperty('width', 300);
      if ('reducedMotion' in options) {
        await expect(page.locator('#about [data-reveal]').last()).toHaveCSS('opacity', '1');
      }
      await context.close();
    });
  }
});

test.describe('other pages', () => {
  test('terms: eight sections, last updated January 2024, studio details from the config', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    await expect(page.getByText('Last updated: January 2024')).toBeVisible();
    await expect(page.locator('main h2')).toHaveText([
      /Agreement/,
      /services/i,
      /Payment terms/,
      /timeline/i,
      /Intellectual property/,
      /Revisions and changes/,
      /Limitation of liability/,
      /Contact information/,
    ]);
    await expect(page.getByText(/within 30 days of the invoice date/)).toBeVisible();
    await expect(page.getByText(/balance is due on completion/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`
    );
    await expect(page.locator('main')).not.toContainText('{{');
  });

  test('privacy: nine sections, the rights, the retention period and the person in charge', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated: January 2024')).toBeVisible();
    await expect(page.locator('main h2')).toHaveText([
      /Information we collect/,
      /use your information/,
      /Sharing/,
      /Data security/,
      /Contact form data/,
      /Cookies and analytics/,
      /Your rights/,
      /Changes to this policy/,
      /Contact us/,
    ]);
    for (const right of ['Access', 'Correct', 'Delete', 'Opt out of marketing']) {
      await expect(page.locator('main li strong', { hasText: right })).toBeVisible();
    }
    await expect(page.getByText(`at most ${retentionDays()} days after we received it`)).toBeVisible();
    await expect(page.locator('main')).toContainText(site.privacyOfficer.name);
    await expect(page.locator('main').getByRole('link', { name: site.privacyOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${site.privacyOfficer.email}`
    );
    await expect(page.locator('main')).not.toContainText('{{');
  });

  test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText(/add the page to the router/)).toBeVisible();
  });

  test('legal pages and the 404 page work with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/terms');
    await expect(page.locator('main h2')).toHaveCount(8);
    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.locator('main h2')).toHaveCount(9);
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites That Sell Real Estate');
    await context.close();
  });
});

test('no page logs an error, and the islands hydrate without a mismatch in both languages', async ({ page }) => {
  const errors: string[] = [];
  // React reports a server render that differs from the browser's as an uncaught error.
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed load of the document itself.
    if (message.type() === 'error' && message.location().url !== page.url())
      errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/fr/', '/terms', '/privacy', '/not-a-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const form = page.locator('#contact form');
    if (await form.count()) {
      // The form builds its words, budget labels and links in the browser from its language
      // alone; its button is enabled only once React has taken over the server's HTML.
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button')).toBeEnabled();
    }
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
  }
  expect(errors).toEqual([]);
});
