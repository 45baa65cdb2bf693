import { expect, test } from '@playwright/test';
import { messagingUrl, site } from '../../src/config/site.ts';
import { CHAT_PROMPT_DISMISSED_KEY, TOOLTIP_SKIP_WINDOW_MS } from '../../src/page-script/landing-constants.ts';
import { emulateDevice, WEAK } from './support/device.ts';

/** The landing page's sections, in the order the client asked for, by the id of their heading. */
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

/** The day the page's clock says it is: not today, so that the footer's year shows it reads the clock. */
const TODAY = new Date('2031-06-15T12:00:00Z');

test.describe('landing page', () => {
  test('its sections, projects, contact panels, icon tooltips and footer', async ({ page }) => {
    // A device the particle canvas skips: what this test reads is the same on every device, and the
    // canvas, drawn in software here, would take the CPU for as long as the test runs (it has its
    // own specs: islands.spec.ts and csp.spec.ts).
    await emulateDevice(page, WEAK);
    // The fake clock holds the 300 ms skip window of the tooltips (a script timer) still until runFor moves it.
    await page.clock.install({ time: TODAY });
    await page.clock.pauseAt(new Date(TODAY.getTime() + 1_000));
    // The messaging prompt floats over the footer's corner; this visitor has dismissed it.
    await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), CHAT_PROMPT_DISMISSED_KEY);
    await page.goto('/');

    await test.step('an icon link shows its tooltip after 700 ms of hover or focus, the next one at once', async () => {
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
      await page.clock.runFor(TOOLTIP_SKIP_WINDOW_MS - 20);
      await expect(root).toHaveClass(/tooltip-skip/);
      await page.clock.runFor(40);
      await expect(root).not.toHaveClass(/tooltip-skip/);
      // Tab from the link before it, which has no tooltip: focusing the icon link itself first would
      // open its tooltip after 700 ms of real time, and leaving it then would start a skip window.
      await page.locator('#contact a').filter({ hasText: site.messaging.display }).focus();
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      expect(await openDelay(first)).toBe('0.7s');
      await expect(tooltipOf(first)).toBeVisible();
    });

    // Only the tooltips need motion (their panel's scroll reveal runs only with it). The page's
    // endless animations (the hero's float and pulse), drawn in software here, would take the CPU for
    // as long as the test runs: what follows reads the same without them.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await test.step('has every section in order, with its anchors and key copy', async () => {
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

    await test.step('shows three projects; only the first is live, with a link that opens in a new tab', async () => {
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

    await test.step('the contact section holds the form island and the Quick Connect and Why Choose panels', async () => {
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
      await expect(
        contact.getByRole('heading', { name: 'Why Choose Us' }).locator('xpath=..').locator('li')
      ).toHaveCount(4);
    });

    await test.step('footer: blurb, services, quick links, contact details, the current year, legal links', async () => {
      const footer = page.locator('footer');
      await expect(footer).toContainText(`© ${TODAY.getUTCFullYear()} ${site.name}`);
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
});
