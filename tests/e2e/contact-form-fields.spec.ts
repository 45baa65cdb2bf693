/** The contact form before sending: its fields, types, options and privacy notice, the honeypot, validation. */
import { test } from '@playwright/test';
import { expect, openContactForm, SLOW_SERVER_TIMEOUT_MS } from './support/inbox.ts';

test.describe.configure({ timeout: SLOW_SERVER_TIMEOUT_MS });

test('the form as specified: fields, options, privacy notice and an unreachable honeypot; validation with the documented messages', async ({
  page,
}) => {
  const fields = await openContactForm(page);

  await test.step('fields, types, options and the privacy notice are as specified', async () => {
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.phone).toHaveAttribute('type', 'tel');
    await expect(fields.message).toHaveAttribute('rows', '6');
    for (const required of [fields.name, fields.email, fields.projectType, fields.message]) {
      await expect(required).toHaveAttribute('aria-required', 'true');
    }
    for (const optional of [fields.business, fields.phone, fields.budget, fields.timeline]) {
      await expect(optional).not.toHaveAttribute('aria-required', 'true');
    }
    const enabledOptions = (select: typeof fields.budget) => select.locator('option:not([disabled])').allTextContents();
    expect(await enabledOptions(fields.projectType)).toEqual([
      'New Website',
      'Website Redesign',
      'E-commerce Store',
      'Website Maintenance',
      'Other',
    ]);
    expect(await enabledOptions(fields.budget)).toEqual([
      '$1,000 - $2,000',
      '$2,000 - $3,000',
      '$3,000 - $5,000',
      '$5,000+',
    ]);
    expect(await enabledOptions(fields.timeline)).toEqual(['ASAP', '1-2 Weeks', '3-4 Weeks', '1-2 Months', 'Flexible']);
    await expect(fields.form.locator('option[value=""]')).toHaveCount(0);
    await expect(fields.form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  await test.step('the honeypot is invisible, unfocusable and absent for assistive technology', async () => {
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /leave this field/i })).toHaveCount(0);

    // Tabbing through the whole form never lands on it.
    await fields.name.focus();
    for (let step = 0; step < 12; step += 1) {
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');
      await page.keyboard.press('Tab');
    }
  });

  await test.step('validates on submit with the documented messages, focuses the first error, then re-validates on change', async () => {
    await fields.submit.click();

    const expectError = async (control: typeof fields.name, message: string) => {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    };
    await expectError(fields.name, 'Name is required');
    await expectError(fields.email, 'Email is required');
    await expectError(fields.projectType, 'Project type is required');
    await expectError(fields.message, 'Message must be at least 10 characters');
    await expect(fields.name).toBeFocused();
    for (const valid of [fields.business, fields.phone, fields.budget, fields.timeline]) {
      await expect(valid).not.toHaveAttribute('aria-invalid', 'true');
    }

    // Re-validation on change: each message follows the typing, without another submit.
    await fields.name.fill('Camille');
    await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fields.form.getByText('Name is required')).toHaveCount(0);
    await fields.email.fill('camille@');
    await expectError(fields.email, 'Valid email is required');
    await fields.email.fill('camille@example.com');
    await expect(fields.email).not.toHaveAttribute('aria-invalid', 'true');
    await fields.projectType.selectOption({ label: 'Other' });
    await expect(fields.projectType).not.toHaveAttribute('aria-invalid', 'true');
    await fields.message.fill('Too short');
    await expectError(fields.message, 'Message must be at least 10 characters');
    await fields.message.fill('Long enough now');
    await expect(fields.message).not.toHaveAttribute('aria-invalid', 'true');

    // Focus goes to the first field still wrong, wherever it is.
    await fields.email.fill('');
    await expectError(fields.email, 'Email is required');
    await fields.submit.click();
    await expect(fields.email).toBeFocused();
  });
});
