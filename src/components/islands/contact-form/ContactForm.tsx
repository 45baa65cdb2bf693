import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AriaAttributes, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useForm, type FieldErrors as FormErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { plainButtonClasses } from '~/components/ui/plain-button-classes';
import type { FormWords } from '~/i18n/form';
import { routePath } from '~/i18n/routes';
import { submitInquiry } from '~/components/api/api-client';
import {
  BUDGETS,
  cleanSource,
  createInquiryInputSchema,
  fieldErrors,
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  PROJECT_TYPES,
  TIMELINES,
} from '~/lib/inquiry';
import type { InquiryInput, InquiryMessages } from '~/lib/inquiry';
import { parseJson } from '~/lib/json';
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';
import { toast, useToasts } from '~/components/ui/toast-store';
import { failureText } from './failure-text';
import { prepareProof, proofFor, settleProof } from './spam-shield';

// Loaded at the first change to a field, so that a failure toast can show even offline.
const loadToaster = () => import('~/components/ui/Toaster');
const Toaster = lazy(loadToaster);

/** Where the page wants its toasts, if anywhere in particular. */
const TOAST_AREA = '[data-toast-area]';

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'business', type: 'text', autoComplete: 'organization', isRequired: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: false },
] as const;

/** The disabled "nothing chosen yet" option of a selection list; the form reads it as ''. */
const NOTHING_CHOSEN = '__nothing-chosen__';

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

/** The visit's source the landing page kept under `key`, its valid fields only (docs/admin.md). */
function visitSource(key: string) {
  try {
    return cleanSource(parseJson(sessionStorage.getItem(key) ?? ''));
  } catch {
    // Blocked storage: no source.
    return undefined;
  }
}

/** The form in one language, an island each (`ContactFormEn.tsx`, `ContactFormFr.tsx`): a page loads its words only. */
export const inLanguage = (language: Locale, words: FormWords) =>
  function ContactFormIn(props: { sourceKey: string }) {
    return <ContactForm {...props} language={language} words={words} />;
  };

/** The inquiry form, validated by the shared schema; a send's outcome shows in a toast and a focused status line. */
function ContactForm({ language, words, sourceKey }: { language: Locale; words: FormWords; sourceKey: string }) {
  const id = useId();
  const { form: strings, layout } = words;
  // False until hydrated: before that, the browser's own GET would put the visitor's details in the address.
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
      // The same details sent again after a failure reuse their proof: a retry (docs/spam.md).
      const altcha = await proofFor(JSON.stringify(inquiry));
      const source = visitSource(sourceKey);
      await submitInquiry({
        ...inquiry,
        ...(source && { source }),
        [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
        altcha,
      });
      settleProof();
      reset();
      toast(strings.success);
      setStatus({ isSuccess: true, ...strings.success });
    } catch (cause) {
      settleProof(cause);
      const description = failureText(cause, strings.failure, language === DEFAULT_LOCALE) || strings.failure.fallback;
      toast({ variant: 'destructive', title: strings.failure.title, description });
      setStatus({ isSuccess: false, title: strings.failure.title, description });
    }
  });

  const hasToasts = useToasts().length > 0;
  const { fields, placeholders } = strings;
  const selects = [
    { name: 'projectType', values: PROJECT_TYPES, labels: strings.projectTypes, isRequired: true },
    { name: 'budget', values: BUDGETS, labels: strings.budgets },
    { name: 'timeline', values: TIMELINES, labels: strings.timelines, className: 'sm:col-span-2' },
  ] as const;
  /** A labelled control with its error message beneath, announced when it appears; `control` gets its attributes. */
  const field = (
    name: keyof FormValues,
    { isRequired = false, className }: { isRequired?: boolean; className?: string },
    control: (props: AriaAttributes & UseFormRegisterReturn & { id: string }, className: string) => ReactNode
  ) => {
    const fieldId = `${id}-${name}`;
    const error = formState.errors[name]?.message;
    return (
      <div key={name} className={className ? `min-w-0 ${className}` : 'min-w-0'}>
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {fields[name]}
          {isRequired && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
        {control(
          {
            id: fieldId,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            'aria-required': isRequired ? true : undefined,
            ...register(name),
          },
          `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink placeholder:text-muted ${error ? 'border-danger' : 'border-line-strong'}`
        )}
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      </div>
    );
  };

  return (
    <>
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        onChange={() => void loadToaster()}
        onFocus={prepareProof}
        noValidate
        aria-label={strings.name}
        className="grid gap-5 sm:grid-cols-2"
      >
        {TEXT_FIELDS.map(({ name, isRequired, ...input }) =>
          field(name, { isRequired }, (props, className) => (
            <input {...props} {...input} maxLength={FIELD_MAX_LENGTH[name]} defaultValue="" className={className} />
          ))
        )}
        {selects.map(({ name, values, labels, ...options }) =>
          field(name, options, (props, className) => (
            <select {...props} defaultValue={NOTHING_CHOSEN} className={className}>
              <option value={NOTHING_CHOSEN} disabled>
                {placeholders[name]}
              </option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {(labels as Record<string, string>)[value]}
                </option>
              ))}
            </select>
          ))
        )}
        {field('message', { isRequired: true, className: 'sm:col-span-2' }, (props, className) => (
          <textarea
            {...props}
            defaultValue=""
            rows={6}
            maxLength={FIELD_MAX_LENGTH.message}
            placeholder={placeholders.message}
            className={className}
          />
        ))}
        {/* Spam trap, hidden by a class (not a style: CSP); the attributes are for tools that ignore CSS. */}
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
          <button
            type="submit"
            disabled={!isHydrated || formState.isSubmitting}
            className={`${plainButtonClasses('primary', 'large')} w-full`}
          >
            {formState.isSubmitting ? strings.sending : strings.send}
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
