import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { FormStrings } from '~/i18n/islands';
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';
import { submitInquiry } from '~/lib/api';
import { createInquiryInputSchema, fieldErrors, HONEYPOT_FIELD, type FieldErrors } from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import { failureText } from './failure-text';

/**
 * Stands for "nothing chosen yet" in a selection list. It is disabled, so nobody can pick it,
 * and its value is not empty: every real option has a value. The form reads it as ''.
 */
export const NOTHING_CHOSEN = '__nothing-chosen__';

/** The outcome of the last send, shown in the form: where the keyboard focus goes after it. */
export interface SendStatus {
  isSuccess: boolean;
  title: string;
  description: string;
}

const subscribeToNothing = () => () => {};

/** What `form` holds, as the schema reads it; `language` records the page's language. */
function valuesOf(form: HTMLFormElement, language: Locale): Record<string, string> {
  const values: Record<string, string> = { language };
  for (const [name, value] of new FormData(form)) {
    if (name !== HONEYPOT_FIELD && typeof value === 'string') values[name] = value === NOTHING_CHOSEN ? '' : value;
  }
  return values;
}

/**
 * The inquiry form's behaviour. The fields are plain uncontrolled inputs: on
 * submit the shared schema, with messages in the page's language, checks what they hold,
 * shows a message beneath each wrong field and moves the focus to the first; after that first
 * check every change checks them again. Sending resets the form and thanks the visitor, or
 * keeps what they typed and says what went wrong, in a toast and in a status message in the
 * form that takes the keyboard focus (the send button it was on is disabled while sending).
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [wasChecked, setWasChecked] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [status, setStatus] = useState<SendStatus>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shouldFocusError = useRef(false);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);
  // Once the messages are on screen (and tied to their fields), the first wrong field takes focus.
  useEffect(() => {
    if (!shouldFocusError.current) return;
    shouldFocusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Checks the form; returns the valid inquiry, or undefined after showing what is wrong. */
  function check(form: HTMLFormElement) {
    const result = schema.safeParse(valuesOf(form, language));
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setWasChecked(true);
    shouldFocusError.current = true;
    const result = check(form);
    if (!result.success) return;
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    setStatus(undefined);
    setIsSubmitting(true);
    try {
      await submitInquiry({
        ...result.data,
        [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      });
      form.reset();
      setWasChecked(false);
      toast(strings.success);
      setStatus({ isSuccess: true, ...strings.success });
    } catch (cause) {
      const description = failureText(cause, strings.failure, language === DEFAULT_LOCALE) || strings.failure.fallback;
      toast({ variant: 'destructive', title: strings.failure.title, description });
      setStatus({ isSuccess: false, title: strings.failure.title, description });
    } finally {
      setIsSubmitting(false);
    }
  }

  return {
    formRef,
    errors,
    isSubmitting,
    /** False in the server-rendered HTML, true once React has taken over in the browser. */
    isHydrated,
    canSubmit: isHydrated && !isSubmitting,
    onSubmit,
    /** After the first submit, every change checks the form again. */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      if (wasChecked) check(event.currentTarget);
    },
    /** The outcome of the last send, and the element that shows it (it takes the focus). */
    status,
    statusRef,
  };
}
