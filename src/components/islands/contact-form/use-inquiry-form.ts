import { zodResolver } from '@hookform/resolvers/zod';
import { useSyncExternalStore, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, submitInquiry } from '~/lib/api';
import { HONEYPOT_FIELD, InquiryInputSchema, type InquiryFormValues, type InquiryInput } from '~/lib/inquiry';
import { toast } from '~/lib/toast';

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

/** The honeypot input of the submitted form, if any. */
function honeypotOf(event?: BaseSyntheticEvent): HTMLInputElement | null {
  const form: unknown = event?.target;
  const trap = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_FIELD) : null;
  return trap instanceof HTMLInputElement ? trap : null;
}

/**
 * The inquiry form's state and behaviour (SPEC §5, §8): the shared schema checks the fields on
 * submit and again on every change after that; sending resets the form and thanks the visitor,
 * or keeps what they typed and says what went wrong.
 */
export function useInquiryForm() {
  // False in the server-rendered HTML: until React takes over, a click would send the
  // browser's own GET with the visitor's details in the address, so the button waits.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
  const form = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(InquiryInputSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  async function send(input: InquiryInput, event?: BaseSyntheticEvent) {
    const honeypot = honeypotOf(event);
    try {
      await submitInquiry({ ...input, [HONEYPOT_FIELD]: honeypot?.value ?? '' });
      form.reset(EMPTY_FORM);
      if (honeypot) honeypot.value = '';
      toast(SUCCESS_TOAST);
    } catch (cause) {
      toast({ variant: 'destructive', title: FAILURE_TITLE, description: errorMessage(cause) || FAILURE_FALLBACK });
    }
  }

  return {
    control: form.control,
    register: form.register,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    canSubmit: isHydrated && !form.formState.isSubmitting,
    onSubmit: form.handleSubmit(send),
  };
}
