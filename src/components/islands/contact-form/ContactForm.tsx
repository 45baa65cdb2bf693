import { useId } from 'react';
import { createPortal } from 'react-dom';
import { buttonClasses } from '~/components/ui/button-styles';
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
import Toaster from '../Toaster';

interface Props {
  /**
   * The page's language, recorded with the inquiry. The form finds its words, budget labels
   * and privacy link for it in its own bundle (src/i18n/islands.ts), so that they do not travel
   * as props in the page's HTML.
   */
  language: Locale;
}

/** The four text inputs at the top of the form, in order (SPEC §3). */
const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'business', type: 'text', autoComplete: 'organization', isRequired: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: false },
] as const;

/**
 * The project inquiry form (SPEC §2): labelled fields, messages beneath them, one Send button.
 * Option values stay the same in every language; only their labels change.
 *
 * It brings the page's notification area (the Toaster, Radix) with it, rendered at the end of
 * <body>: on the landing page only the form raises toasts, so Radix loads with the form (when
 * the contact section comes into view), not with the first paint.
 */
export default function ContactForm({ language }: Props) {
  const id = useId();
  const { form: strings, layout } = islandStrings(language);
  // Formatted in the browser as at build: both run Intl with the same fr-CA / en-CA data.
  const budgets = budgetOptions(language, strings);
  const { control, register, errors, isSubmitting, isHydrated, canSubmit, onSubmit } = useInquiryForm(
    strings,
    language
  );
  const { fields, placeholders } = strings;
  const projectTypes = PROJECT_TYPES.map(({ value }) => ({ value, label: strings.projectTypes[value] }));
  const timelines = TIMELINES.map(({ value }) => ({ value, label: strings.timelines[value] }));
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={strings.name} className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete, isRequired }) => (
          <TextField
            key={name}
            id={fieldId(name)}
            label={fields[name]}
            isRequired={isRequired}
            error={errors[name]?.message}
            registration={register(name)}
            type={type}
            autoComplete={autoComplete}
            maxLength={FIELD_MAX_LENGTH[name]}
          />
        ))}
        <OptionSelect
          control={control}
          name="projectType"
          id={fieldId('projectType')}
          label={fields.projectType}
          placeholder={placeholders.projectType}
          options={projectTypes}
          isRequired
        />
        <OptionSelect
          control={control}
          name="budget"
          id={fieldId('budget')}
          label={fields.budget}
          placeholder={placeholders.budget}
          options={budgets}
        />
        <OptionSelect
          control={control}
          name="timeline"
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
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...register('message')}
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
          <button type="submit" disabled={!canSubmit} className={buttonClasses('primary', 'w-full py-3 text-base')}>
            {isSubmitting ? strings.sending : strings.send}
          </button>
        </div>
      </form>
      {/* The server render has no <body> to portal into; the Toaster appears once hydrated. */}
      {isHydrated && createPortal(<Toaster closeLabel={layout.close} />, document.body)}
    </>
  );
}
