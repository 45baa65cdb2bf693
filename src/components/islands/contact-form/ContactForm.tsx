import { lazy, Suspense, useId } from 'react';
import { createPortal } from 'react-dom';
import { plainButtonClasses } from '~/components/ui/button-variants';
import { budgetOptions } from '~/i18n/format';
import { islandStrings } from '~/i18n/islands';
import { routePath } from '~/i18n/routes';
import type { Locale } from '~/lib/locales';
import { useToasts } from '~/lib/toast';
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, PROJECT_TYPES, TIMELINES } from '~/lib/inquiry';
import FormField from './FormField';
import { NOTHING_CHOSEN, useInquiryForm } from './use-inquiry-form';

// The notification area's code loads once someone starts filling in the form, so that the
// toast saying a send failed shows even when the failure is the network going away.
const loadToaster = () => import('../Toaster');
const Toaster = lazy(loadToaster);

/** Where the page wants its toasts, if anywhere in particular. */
const TOAST_AREA = '[data-toast-area]';

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'business', type: 'text', autoComplete: 'organization', isRequired: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: false },
] as const;

/** Inputs, selects and the textarea; a field with an error gets a red border. */
const controlClasses = (hasError: boolean) =>
  `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink placeholder:text-muted ${
    hasError ? 'border-danger' : 'border-line-strong'
  }`;

/**
 * The project inquiry form; its words come from its own bundle (src/i18n/islands.ts), not from
 * props in the page's HTML. Its toasts render in the page's `[data-toast-area]`
 * (FloatingCorner.astro) where there is one, else at the end of <body>.
 */
export default function ContactForm({ language }: { language: Locale }) {
  const id = useId();
  const { form: strings, layout } = islandStrings(language);
  // Formatted in the browser as at build: both run Intl with the same fr-CA / en-CA data.
  const budgets = budgetOptions(language, strings);
  const { formRef, register, errors, isSubmitting, isHydrated, canSubmit, onSubmit, onFocus, status, statusRef } =
    useInquiryForm(strings, language);
  const hasToasts = useToasts().length > 0;
  const { fields, placeholders } = strings;
  const selects = [
    {
      name: 'projectType',
      options: PROJECT_TYPES.map(({ value }) => ({ value, label: strings.projectTypes[value] })),
      isRequired: true,
    },
    { name: 'budget', options: budgets },
    {
      name: 'timeline',
      options: TIMELINES.map(({ value }) => ({ value, label: strings.timelines[value] })),
      className: 'sm:col-span-2',
    },
  ] as const;
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <>
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        onChange={() => void loadToaster()}
        onFocus={onFocus}
        noValidate
        aria-label={strings.name}
        className="grid gap-5 sm:grid-cols-2"
      >
        {TEXT_FIELDS.map(({ name, isRequired, ...input }) => (
          <FormField key={name} id={fieldId(name)} label={fields[name]} isRequired={isRequired} error={errors[name]}>
            {(a11y) => (
              <input
                {...a11y}
                {...register(name)}
                {...input}
                maxLength={FIELD_MAX_LENGTH[name]}
                defaultValue=""
                className={controlClasses(Boolean(errors[name]))}
              />
            )}
          </FormField>
        ))}
        {selects.map(({ name, options, ...field }) => (
          <FormField key={name} id={fieldId(name)} label={fields[name]} error={errors[name]} {...field}>
            {(a11y) => (
              <select
                {...a11y}
                {...register(name)}
                defaultValue={NOTHING_CHOSEN}
                className={controlClasses(Boolean(errors[name]))}
              >
                <option value={NOTHING_CHOSEN} disabled>
                  {placeholders[name]}
                </option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        <FormField
          id={fieldId('message')}
          label={fields.message}
          isRequired
          error={errors.message}
          className="sm:col-span-2"
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...register('message')}
              defaultValue=""
              rows={6}
              maxLength={FIELD_MAX_LENGTH.message}
              placeholder={placeholders.message}
              className={controlClasses(Boolean(errors.message))}
            />
          )}
        </FormField>
        {/* The spam trap: `hidden` (display: none, from a class so a strict CSP holds) keeps it out of
            sight, the tab order and the accessibility tree; the attributes are for tools that ignore CSS. */}
        <div className="hidden" aria-hidden="true">
          <label>
            {strings.honeypot}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="grid gap-3 sm:col-span-2">
          {/* Quebec's Law 25 notice where the personal information is collected. */}
          <p className="text-sm text-muted">
            {strings.privacy.before}{' '}
            <a href={routePath('privacy', language)} className="font-medium text-brand underline underline-offset-4">
              {strings.privacy.link}
            </a>{' '}
            {strings.privacy.after}
          </p>
          <button type="submit" disabled={!canSubmit} className={`${plainButtonClasses('primary', 'large')} w-full`}>
            {isSubmitting ? strings.sending : strings.send}
          </button>
          <p
            ref={statusRef}
            tabIndex={-1}
            data-send-status
            className={`text-sm font-medium empty:hidden ${status?.isSuccess ? 'text-success' : 'text-danger'}`}
          >
            {status && `${status.title} ${status.description}`}
          </p>
        </div>
      </form>
      {isHydrated &&
        hasToasts &&
        createPortal(
          <Suspense>
            <Toaster closeLabel={layout.close} isInFlow={Boolean(document.querySelector(TOAST_AREA))} />
          </Suspense>,
          document.querySelector(TOAST_AREA) ?? document.body
        )}
    </>
  );
}
