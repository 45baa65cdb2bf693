import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useSyncExternalStore, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FormStrings } from '~/i18n/islands';
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';
import { submitInquiry } from '~/lib/api';
import { createInquiryInputSchema, HONEYPOT_FIELD, type InquiryFormValues, type InquiryInput } from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import { failureText } from './failure-text';

/** An empty form; `language` records the page's language with the inquiry (DECISIONS D7). */
const emptyForm = (language: Locale): InquiryFormValues => ({
  name: '',
  email: '',
  business: '',
  phone: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
  language,
});

const subscribeToNothing = () => () => {};

/** The honeypot input of the submitted form, if any. */
function honeypotOf(event?: BaseSyntheticEvent): HTMLInputElement | null {
  const form: unknown = event?.target;
  const trap = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_FIELD) : null;
  return trap instanceof HTMLInputElement ? trap : null;
}

/**
 * The inquiry form's state and behaviour (SPEC §5, §8): the shared schema, with messages in
 * the page's language, checks the fields on submit and again on every change after that;
 * sending resets the form and thanks the visitor, or keeps what they typed and says what
 * went wrong.
 */
export function useInquiryForm(strings: FormStrings, language: Locale) {
  // False in the server-rendered HTML: until React takes over, a click would send the
  // browser's own GET with the visitor's details in the address, so the button waits.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
  const schema = useMemo(() => createInquiryInputSchema(strings.validation), [strings.validation]);
  const form = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm(language),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  async function send(input: InquiryInput, event?: BaseSyntheticEvent) {
    const honeypot = honeypotOf(event);
    try {
      await submitInquiry({ ...input, [HONEYPOT_FIELD]: honeypot?.value ?? '' });
      form.reset(emptyForm(language));
      if (honeypot) honeypot.value = '';
      toast(strings.success);
    } catch (cause) {
      const description = failureText(cause, strings.failure, language === DEFAULT_LOCALE);
      toast({
        variant: 'destructive',
        title: strings.failure.title,
        description: description || strings.failure.fallback,
      });
    }
  }

  return {
    control: form.control,
    register: form.register,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    /** False in the server-rendered HTML, true once React has taken over in the browser. */
    isHydrated,
    canSubmit: isHydrated && !form.formState.isSubmitting,
    onSubmit: form.handleSubmit(send),
  };
}
