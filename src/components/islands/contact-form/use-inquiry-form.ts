import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldErrors as FormErrors, type Resolver } from 'react-hook-form';
import type { FormStrings } from '~/i18n/islands';
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';
import { submitInquiry } from '~/lib/api';
import {
  createInquiryInputSchema,
  fieldErrors,
  HONEYPOT_FIELD,
  type FieldErrors,
  type InquiryInput,
  type InquiryMessages,
} from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import { failureText } from './failure-text';
import { prepareProof, takeProof } from './spam-shield';

/** The disabled "nothing chosen yet" option of a selection list; the form reads it as ''. */
export const NOTHING_CHOSEN = '__nothing-chosen__';

type FormValues = Record<keyof InquiryMessages['fields'], string>;

const EMPTY: FormValues = {
  name: '',
  email: '',
  business: '',
  phone: '',
  projectType: NOTHING_CHOSEN,
  budget: NOTHING_CHOSEN,
  timeline: NOTHING_CHOSEN,
  message: '',
};

const subscribeToNothing = () => () => {};

/**
 * The inquiry form's behaviour: react-hook-form with the shared schema (in the page's language)
 * as its resolver. The outcome of a send shows in a toast and in a status message that takes
 * the keyboard focus; a failure keeps what the visitor typed.
 */
export function useInquiryForm(strings: FormStrings, language: Locale) {
  // False in the server-rendered HTML: until React takes over, a click would send the
  // browser's own GET with the visitor's details in the address, so the button waits.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
  const resolver = useMemo<Resolver<FormValues, unknown, InquiryInput>>(() => {
    const schema = createInquiryInputSchema(strings.validation);
    return (values) => {
      const chosen = Object.entries(values).map(([name, value]) => [name, value === NOTHING_CHOSEN ? '' : value]);
      const result = schema.safeParse({ ...Object.fromEntries(chosen), language });
      if (result.success) return { values: result.data, errors: {} };
      const errors = Object.entries(fieldErrors(result.error)).map(([name, message]) => [
        name,
        { type: 'schema', message },
      ]);
      return { values: {}, errors: Object.fromEntries(errors) as FormErrors<FormValues> };
    };
  }, [strings.validation, language]);
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, InquiryInput>({
    defaultValues: EMPTY,
    resolver,
    // The focus moves once the messages are on screen and tied to their fields (below).
    shouldFocusError: false,
  });
  // The outcome of the last send, shown in the form; the keyboard focus goes to it.
  const [status, setStatus] = useState<{ isSuccess: boolean; title: string; description: string }>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);
  // The spam check starts with the first focus in the form, also the one that woke the island.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prepareProof();
  }, []);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formState.submitCount]);

  const onSubmit = handleSubmit(async (inquiry, event) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined;
    const honeypot = form?.elements.namedItem(HONEYPOT_FIELD);
    setStatus(undefined);
    try {
      const altcha = await takeProof();
      await submitInquiry({
        ...inquiry,
        [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
        altcha,
      });
      reset();
      toast(strings.success);
      setStatus({ isSuccess: true, ...strings.success });
    } catch (cause) {
      const description = failureText(cause, strings.failure, language === DEFAULT_LOCALE) || strings.failure.fallback;
      toast({ variant: 'destructive', title: strings.failure.title, description });
      setStatus({ isSuccess: false, title: strings.failure.title, description });
    }
  });

  const errors: FieldErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, error?.message])
  );
  return {
    formRef,
    register,
    errors,
    isSubmitting: formState.isSubmitting,
    isHydrated,
    canSubmit: isHydrated && !formState.isSubmitting,
    onSubmit,
    /** Starts the spam check's work (on every focus in the form; it runs once per send). */
    onFocus: prepareProof,
    status,
    statusRef,
  };
}
