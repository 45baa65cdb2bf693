import { useId } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { BUDGETS, FIELD_MAX_LENGTH, PROJECT_TYPES, TIMELINES } from '~/lib/inquiry';
import { controlClasses } from './field-styles';
import FormField from './FormField';
import Honeypot from './Honeypot';
import OptionSelect from './OptionSelect';
import PrivacyNotice from './PrivacyNotice';
import TextField from './TextField';
import { useInquiryForm } from './use-inquiry-form';

/** The project inquiry form (SPEC §2): labelled fields, messages beneath them, one Send button. */
export default function ContactForm() {
  const id = useId();
  const { control, register, errors, isSubmitting, canSubmit, onSubmit } = useInquiryForm();
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Project inquiry" className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={fieldId('name')}
        label="Name"
        isRequired
        error={errors.name?.message}
        registration={register('name')}
        type="text"
        autoComplete="name"
        maxLength={FIELD_MAX_LENGTH.name}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        isRequired
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete="email"
        maxLength={FIELD_MAX_LENGTH.email}
      />
      <TextField
        id={fieldId('business')}
        label="Business Name"
        error={errors.business?.message}
        registration={register('business')}
        type="text"
        autoComplete="organization"
        maxLength={FIELD_MAX_LENGTH.business}
      />
      <TextField
        id={fieldId('phone')}
        label="Phone"
        error={errors.phone?.message}
        registration={register('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_MAX_LENGTH.phone}
      />
      <OptionSelect
        control={control}
        name="projectType"
        id={fieldId('projectType')}
        label="Project Type"
        placeholder="Select a project type"
        options={PROJECT_TYPES}
        isRequired
      />
      <OptionSelect
        control={control}
        name="budget"
        id={fieldId('budget')}
        label="Budget"
        placeholder="Select a budget range"
        options={BUDGETS}
      />
      <OptionSelect
        control={control}
        name="timeline"
        id={fieldId('timeline')}
        label="Timeline"
        placeholder="Select a timeline"
        options={TIMELINES}
        className="sm:col-span-2"
      />
      <FormField
        id={fieldId('message')}
        label="Project Details"
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
            placeholder="Tell us about your project, your goals and any sites you like."
            className={controlClasses(Boolean(errors.message))}
          />
        )}
      </FormField>
      <Honeypot />
      <div className="grid gap-3 sm:col-span-2">
        <PrivacyNotice />
        <button type="submit" disabled={!canSubmit} className={buttonClasses('primary', 'w-full py-3 text-base')}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
