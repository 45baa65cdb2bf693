import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { errorMessage, fetchInquiries, HttpError } from '~/lib/api';
import type { Inquiry } from '~/lib/inquiry';
import InquiryCard from './InquiryCard';

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; inquiries: Inquiry[] };

interface Props {
  /** Called on a 401: the session is gone and the screen must lock. */
  onUnauthorized: () => void;
}

/** Loads the inquiries once (no polling, no refetch on focus: SPEC §9) and lists them. */
export default function InquiryList({ onUnauthorized }: Props) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  // Bumped by "Try again"; the person retries, the code never does.
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);

  // After a change the list reloads in place: the cards stay on screen (and keep focus) meanwhile.
  const reload = useCallback(
    async (wasDeleted: boolean) => {
      try {
        const inquiries = await fetchInquiries();
        setState({ kind: 'ready', inquiries });
        // The deleted card took the focus with it; the count that just changed is the next best place.
        if (wasDeleted) requestAnimationFrame(() => (countRef.current ?? emptyRef.current)?.focus());
      } catch (cause) {
        if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
        else setState({ kind: 'failed', message: errorMessage(cause) });
      }
    },
    [onUnauthorized]
  );

  useEffect(() => {
    let isCurrent = true;
    fetchInquiries().then(
      (inquiries) => {
        if (isCurrent) setState({ kind: 'ready', inquiries });
      },
      (cause: unknown) => {
        if (!isCurrent) return;
        if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
        else setState({ kind: 'failed', message: errorMessage(cause) });
      }
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt, onUnauthorized]);

  function retry() {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }

  if (state.kind === 'loading') {
    return (
      <p role="status" className="py-12 text-center text-muted">
        Loading inquiries...
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="py-12 text-center">
        <p role="alert" className="font-medium text-danger">
          Could not load the inquiries: {state.message}
        </p>
        <button type="button" onClick={retry} className={buttonClasses('secondary', 'mt-4')}>
          Try again
        </button>
      </div>
    );
  }
  if (state.inquiries.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
        <h2 ref={emptyRef} tabIndex={-1} className="font-display text-lg font-semibold focus:outline-none">
          No inquiries yet
        </h2>
        <p className="mt-1 text-muted">Contact form submissions will appear here.</p>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="sr-only">
        Inquiries
      </h2>
      <p ref={countRef} tabIndex={-1} className="text-sm text-muted focus:outline-none">
        {state.inquiries.length} {state.inquiries.length === 1 ? 'inquiry' : 'inquiries'}
      </p>
      <ul className="mt-4 grid gap-4">
        {state.inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryCard inquiry={inquiry} onChanged={reload} onUnauthorized={onUnauthorized} />
          </li>
        ))}
      </ul>
    </section>
  );
}
