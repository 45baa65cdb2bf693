import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The most JavaScript the landing page may load before any interaction, gzip-compressed:
 * React and the islands that hydrate at load or idle, plus the inline scripts. README.md
 * ("JavaScript budget") gives the reasoning and the last measured size.
 */
const LANDING_BUDGET_GZIP_BYTES = 100 * 1024;

/** Pages without islands ship only the footer's one-line year script. */
const STATIC_PAGE_BUDGET_BYTES = 1024;

// The French landing page (/fr/) runs the same islands with French props: it has the same budget.
for (const landing of ['/', '/fr/']) {
  test(`the landing page ${landing} stays within its JavaScript budget before any interaction`, async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body());
    });
    await page.goto(landing);
    await page.waitForLoadState('networkidle');
    // client:idle islands load after the page settles.
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');

    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((elements) => elements.map((e) => e.textContent ?? ''));
    const external = [...scripts.values()];
    const raw =
      external.reduce((sum, body) => sum + body.length, 0) + inline.reduce((sum, text) => sum + text.length, 0);
    const gzip =
      external.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) +
      inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    console.log(
      `landing page ${landing} JavaScript: ${scripts.size} files + ${inline.length} inline; ${raw} bytes, ${gzip} gzip`
    );

    expect(scripts.size).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_BYTES);
    // The form island is client:visible: it is not loaded until the contact section scrolls into view.
    expect([...scripts.keys()].some((url) => url.includes('ContactForm'))).toBe(false);
  });
}

for (const path of [
  '/terms',
  '/privacy',
  '/no-such-page',
  '/fr/conditions',
  '/fr/confidentialite',
  '/fr/no-such-page',
]) {
  test(`${path} loads no script files and under ${STATIC_PAGE_BUDGET_BYTES} bytes of inline script`, async ({
    page,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(files).toEqual([]);
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((elements) => elements.reduce((sum, element) => sum + (element.textContent ?? '').length, 0));
    expect(inline).toBeLessThanOrEqual(STATIC_PAGE_BUDGET_BYTES);
  });
}
