import { lazy, Suspense, useId } from 'react';
import { createPortal } from 'react-dom';
import { plainButtonClasses } from '~/components/ui/button-variants';
import { budgetOptions } from '~/i18n/format';
import { islandStrings } from '~/i18n/islands';
import { routePath } from '~/i18n/routes';
import type { Locale } from '~/lib/locales';
import { FIELD_MAX_LENGTH, PROJECT_TYPES, TIMELINES } from '~/lib/inquiry';
import { controlClasses } from './field-styles';
import FormField from './FormField';
import Honeypot from './Honeypot';
import OptionSelect from './OptionSelect';
import PrivacyNotice from './PrivacyNotice';
import TextField from './TextField';
import { useInquiryForm } from './use-inquiry-form';
import { useToasts } from '../use-toasts';

/**
 * The notification area's code, which most visitors never need. It loads once someone starts
 * filling in the form, so that the toast saying a send failed shows even when the failure is
 * the network going away.
 */
const loadToaster = () => import('../Toaster');
const Toaster = lazy(loadToaster);

interface Props {
  /**
   * The page's language, recorded with the inquiry. The form finds its words, budget labels
   * and privacy link for it in its own bundle (src/i18n/islands.ts), so that they do not travel
   * as props in the page's HTML.
   */
  language: Locale;
}

/** Where the page wants its toasts, if anywhere in particular. */
const TOAST_AREA = '[data-toast-area]';

/** The four text inputs at the top of the form, in order. */
const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'business', type: 'text', autoComplete: 'organization', isRequired: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: false },
] as const;

/**
 * The project inquiry form: labelled fields, messages beneath them, one Send button,
 * and a status message with the outcome of the last send, which takes the keyboard focus.
 * Option values stay the same in every language; only their labels change.
 *
 * It brings the page's notification area (the Toaster) with it: on the landing page only the
 * form raises toasts, so their code loads with the first change to the form and renders with
 * the first toast. They show in the page's `[data-toast-area]` (FloatingCorner.astro, above the
 * messaging prompt) where there is one, otherwise at the end of <body>.
 */
export default function ContactForm({ language }: Props) {
  const id = useId();
  const { form: strings, layout } = islandStrings(language);
  // Formatted in the browser as at build: both run Intl with the same fr-CA / en-CA data.
  const budgets = budgetOptions(language, strings);
  const { formRef, register, errors, isSubmitting, isHydrated, canSubmit, onSubmit, onFocus, status, statusRef } =
    useInquiryForm(strings, language);
  const hasToasts = useToasts().length > 0;
  const { fields, placeholders } = strings;
  const projectTypes = PROJECT_TYPES.map(({ value }) => ({ value, label: strings.projectTypes[value] }));
  const timelines = TIMELINES.map(({ value }) => ({ value, label: strings.timelines[value] }));
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
        {TEXT_FIELDS.map(({ name, type, autoComplete, isRequired }) => (
          <TextField
            key={name}
            id={fieldId(name)}
            registration={register(name)}
            label={fields[name]}
            isRequired={isRequired}
            error={errors[name]}
            type={type}
            autoComplete={autoComplete}
            maxLength={FIELD_MAX_LENGTH[name]}
          />
        ))}
        <OptionSelect
          registration={register('projectType')}
          error={errors.projectType}
          id={fieldId('projectType')}
          label={fields.projectType}
          placeholder={placeholders.projectType}
          options={projectTypes}
          isRequired
        />
        <OptionSelect
          registration={register('budget')}
          error={errors.budget}
          id={fieldId('budget')}
          label={fields.budget}
          placeholder={placeholders.budget}
          options={budgets}
        />
        <OptionSelect
          registration={register('timeline')}
          error={errors.timeline}
          id={fieldId('timeline')}
          label={fields.timeline}
          placeholder={placeholders.timeline}
          options={timelines}
          className="sm:col-span-2"
        />
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
        <Honeypot label={strings.honeypot} />
        <div className="grid gap-3 sm:col-span-2">
          <PrivacyNotice words={strings.privacy} href={routePath('privacy', language)} />
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
