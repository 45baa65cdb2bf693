/**
 * Helpers shared by the contact form and admin browser tests. They find things by label and
 * role, so they work on the placeholder page and on the real landing page alike.
 */
import {
  expect as playwrightExpect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminWords as english } from '../../../src/i18n/en-admin.ts';
import type { Inquiry } from '../../../src/lib/inquiry.ts';
import { E2E_OWNER_PASSWORD } from '../../../playwright.config.ts';
import { withProof } from '../../support/spam.ts';

/** `data` with a spam-check proof solved for the server `request` talks to (or the one at `origin`). */
export const withProofFrom = <T extends object>(request: APIRequestContext, data: T, origin = '') =>
  withProof(data, async () => (await request.get(`${origin}/api/contact-challenge`)).json());

/**
 * `expect` with a wait fit for a shared 2-core machine, where three browsers, the server and
 * a 200-call burst (api.spec.ts) run at once. Assertions still pass as soon as they hold.
 */
export const expect = playwrightExpect.configure({ timeout: 30_000 });

/** Per-test time limit for the long specs (axe on whole pages, full visits), for the same reason. */
export const SLOW_SERVER_TIMEOUT_MS = 240_000;

/** A name no other test (or run) uses, so tests never depend on each other's data. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A complete, valid inquiry for the API. */
export function sampleInquiry(name: string) {
  return {
    name,
    email: 'owner@example.com',
    business: 'Maison Lavoie Realty',
    phone: '+1 514 555 0199',
    projectType: 'redesign',
    budget: '3000-5000',
    timeline: '3-4-weeks',
    message: 'We need a faster site.\nWith listings on the first page.',
  };
}

/** The contact form's controls, by their labels. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Project inquiry' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    business: form.getByRole('textbox', { name: 'Business Name' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    projectType: form.getByRole('combobox', { name: 'Project Type' }),
    budget: form.getByRole('combobox', { name: 'Budget' }),
    timeline: form.getByRole('combobox', { name: 'Timeline' }),
    message: form.getByRole('textbox', { name: 'Project Details' }),
    submit: form.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

/** Opens the landing page, scrolls to the form and waits until it is interactive. */
export async function openContactForm(page: Page) {
  await page.goto('/');
  const fields = contactForm(page);
  await fields.form.scrollIntoViewIfNeeded();
  // The island hydrates when it scrolls into view; the button is enabled from then on.
  await expect(fields.submit).toBeEnabled();
  return fields;
}

/** The notification area (named after its F8 key). */
export function toastArea(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Expects the one visible toast to read `title` and `description`. */
export async function expectToast(page: Page, title: string, description: string) {
  const item = toastArea(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item).toContainText(description);
  return item;
}

/** Logs `request` in as the owner (a browser page's `page.request` shares its cookies). */
export async function logInThroughApi(request: APIRequestContext, password = E2E_OWNER_PASSWORD) {
  const response = await request.post('/api/admin/session', { data: { password } });
  expect(response.status()).toBe(204);
}

/** Sends an inquiry through the real API and returns it as stored (needs a logged-in `request`). */
export async function createInquiry(request: APIRequestContext, data: Record<string, string>): Promise<Inquiry> {
  const created = await request.post('/api/contact', { data: await withProofFrom(request, data) });
  expect(created.status()).toBe(201);
  const list = await request.get('/api/admin/inquiries');
  expect(list.status()).toBe(200);
  const stored = ((await list.json()) as Inquiry[]).find((item) => item.name === data['name']);
  expect(stored).toBeDefined();
  return stored as Inquiry;
}

/** Opens /admin (of the server at `origin`, the shared one by default) and logs in with the password form. */
export async function logInOnPage(page: Page, origin = '', words = english) {
  await page.goto(`${origin}/admin`);
  await page.getByLabel(words.login.password, { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: words.login.submit }).click();
  await expect(page.getByRole('button', { name: words.dashboard.logout })).toBeVisible();
  await expect(page.getByText(words.list.loading)).toHaveCount(0, { timeout: 150_000 });
}

/**
 * Holds the requests to the path `path`, whatever their query (they still reach the real
 * server, unchanged), until the returned function is called, to observe what the page does
 * while a request is pending.
 */
export async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await held;
      await route.continue();
    }
  );
  return () => release();
}

/** The admin card of the inquiry from `name`. */
export function inquiryCard(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Every stored inquiry, newest first, following the API's `Link: rel="next"` pages. */
export async function listAllInquiries(request: APIRequestContext): Promise<Inquiry[]> {
  const all: Inquiry[] = [];
  let next: string | null = '/api/admin/inquiries?limit=100';
  while (next) {
    const res: APIResponse = await request.get(next);
    playwrightExpect(res.status()).toBe(200);
    all.push(...((await res.json()) as Inquiry[]));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers()['link'] ?? '')?.[1] ?? null;
  }
  return all;
}
