/**
 * A Playwright `test` that fails when a page reports a Content-Security-Policy violation:
 * every document gets a `securitypolicyviolation` listener before its own scripts run, and
 * the browser's console messages about the policy are collected too, across navigations.
 */
import { test as base, expect } from '@playwright/test';

export * from './inbox.ts';

declare global {
  interface Window {
    reportCspViolation?: (line: string) => void;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportCspViolation?.(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
          );
        });
      });
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});
