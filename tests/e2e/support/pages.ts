/**
 * Helpers for the page specs (accessibility, French, SEO, headers, legal pages): reading a built
 * page's HTML as `request` fetched it, without a browser, and watching what a browser page loads.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle, WCAG_TAGS } from './axe.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `text` with its character references (`&amp;`, `&#39;`, `&#x2019;`) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of an opening tag (`<meta name="x" content="y">`), decoded; a bare attribute reads ''. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const inside = tag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
  for (const [, name = '', double, single, bare] of inside.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  )) {
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The attributes of every `<name …>` tag in `html`, in document order. */
export function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => attributesOf(tag));
}

/** What a page's `<head>` says, read from its HTML: the title, the meta elements and the links. */
export function headOf(html: string) {
  const head = html.slice(0, html.search(/<\/head>/i));
  const metas = tagsOf(head, 'meta');
  const links = tagsOf(head, 'link');
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  return {
    /** The title as the browser shows it (whitespace folded), or undefined without one. */
    title: title === undefined ? undefined : decodeEntities(title).replace(/\s+/g, ' ').trim(),
    /** The `content` of each meta element with that `name` or `property`. */
    meta: (key: string) =>
      metas.filter((meta) => meta['name'] === key || meta['property'] === key).map((meta) => meta['content']),
    /** The link elements whose `rel` holds `rel` (or equals it, with `exact`). */
    links: (rel: string, exact = false) =>
      links.filter((link) => {
        const rels = (link['rel'] ?? '').toLowerCase().split(/\s+/);
        return exact ? link['rel']?.toLowerCase() === rel : rels.includes(rel);
      }),
  };
}

/** The `lang` of a page's `<html>` element. */
export const htmlLang = (html: string) => tagsOf(html, 'html')[0]?.['lang'];

/** The text of each `<script type="application/ld+json">` block of `html`. */
export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, text = '']) => text
  );

/** The text of the first `<h1>` of `html`, tags removed and whitespace folded, as it reads. */
export function h1Of(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  return inner === undefined
    ? undefined
    : decodeEntities(inner.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
}

/**
 * Records the URL of every request `page` sends to another host than the test server's
 * (`data:` URLs aside), from now on and across navigations.
 */
export function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? '').host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== own) foreign.push(request.url());
  });
  return foreign;
}

/** Waits until the page has loaded what it loads by itself, and what a visitor scrolling to its end brings in. */
export async function loadEverything(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
}

/**
 * Runs axe on the settled page, or on the parts of it that `selectors` select (each may match
 * several elements), and expects no violations. A part is for a state that changed one part of a
 * page whose whole the test has already checked. Only violations are reported in full: axe
 * still runs every rule on every node, but skips describing each node that passed.
 */
export async function expectNoAxeViolationsOn(page: Page, ...selectors: string[]): Promise<void> {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  for (const selector of selectors) builder.include(selector);
  const { violations } = await builder.analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}
