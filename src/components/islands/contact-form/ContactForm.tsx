import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useSyncExternalStore, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '~/components/ui/button-styles';
import { errorMessage, submitInquiry } from '~/lib/api';
import {
  BUDGETS,
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  InquiryInputSchema,
  PROJECT_TYPES,
  TIMELINES,
  type InquiryFormValues,
  type InquiryInput,
} from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import { controlClasses } from './field-styles';
import FormField from './FormField';
import Honeypot from './Honeypot';
import OptionSelect from './OptionSelect';
import PrivacyNotice from './PrivacyNotice';

const EMPTY_FORM: InquiryFormValues = {
  name: '',
  email: '',
  business: '',
  phone: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
};

/** SPEC §8's texts. */
const SUCCESS_TOAST = {
  title: 'Congratulations! 🎉',
  description: 'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.',
};
const FAILURE_TITLE = 'Error sending message';
const FAILURE_FALLBACK = 'Please try again later or contact me directly.';

const subscribeToNothing = () => () => {};

/**
 * The project inquiry form (SPEC §2, §5, §8). It checks the fields with the shared schema on
 * submit and again on every change after that, then sends them to `/api/contact`.
 */
export default function ContactForm() {
  const id = useId();
  // False in the server-rendered HTML: until React takes over, a click would send the
  // browser's own GET with the visitor's details in the address, so the button waits.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(InquiryInputSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  async function send(input: InquiryInput, event?: BaseSyntheticEvent) {
    const form: unknown = event?.target;
    const trap = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_FIELD) : null;
    const honeypot = trap instanceof HTMLInputElement ? trap : null;
    try {
      await submitInquiry({ ...input, [HONEYPOT_FIELD]: honeypot?.value ?? '' });
      reset(EMPTY_FORM);
      if (honeypot) honeypot.value = '';
      toast(SUCCESS_TOAST);
    } catch (cause) {
      // What the visitor typed stays in the form so that they can simply try again.
      toast({ variant: 'destructive', title: FAILURE_TITLE, description: errorMessage(cause) || FAILURE_FALLBACK });
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-label="Project inquiry" className="grid gap-5 sm:grid-cols-2">
      <FormField id={fieldId('name')} label="Name" isRequired error={errors.name?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('name')}
            type="text"
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH.name}
            className={controlClasses(Boolean(errors.name))}
          />
        )}
      </FormField>
      <FormField id={fieldId('email')} label="Email" isRequired error={errors.email?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('email')}
            type="email"
            autoComplete="email"
            maxLength={FIELD_MAX_LENGTH.email}
            className={controlClasses(Boolean(errors.email))}
          />
        )}
      </FormField>
      <FormField id={fieldId('business')} label="Business Name" error={errors.business?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('business')}
            type="text"
            autoComplete="organization"
            maxLength={FIELD_MAX_LENGTH.business}
            className={controlClasses(Boolean(errors.business))}
          />
        )}
      </FormField>
      <FormField id={fieldId('phone')} label="Phone" error={errors.phone?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_MAX_LENGTH.phone}
            className={controlClasses(Boolean(errors.phone))}
          />
        )}
      </FormField>
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
        <button
          type="submit"
          disabled={!isHydrated || isSubmitting}
          className={buttonClasses('primary', 'w-full py-3 text-base')}
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
