import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { errorMessage, fetchInquiryCounts, fetchInquiryPage, HttpError, type InquiryFilter } from '~/lib/api';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type InboxEntry, type StatusCounts } from '~/lib/inbox';
import InboxToolbar from './InboxToolbar';
import InquiryCard from './InquiryCard';

interface Loaded {
  inquiries: InboxEntry[];
  next: string | null;
  counts: StatusCounts;
}

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | ({ kind: 'ready' } & Loaded);

interface Props {
  /** Called on a 401: the session is gone and the screen must lock. */
  onUnauthorized: () => void;
}

const DEFAULT_FILTER: InquiryFilter = { status: 'all', q: '', order: 'newest' };

/** The first pages for `filter`, at least `atLeast` inquiries when there are that many, and the counts. */
async function load(filter: InquiryFilter, atLeast: number): Promise<Loaded> {
  const countsRequest = fetchInquiryCounts(filter);
  let page = await fetchInquiryPage(filter, Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, atLeast)));
  const inquiries = [...page.inquiries];
  while (inquiries.length < atLeast && page.next) {
    page = await fetchInquiryPage(filter, DEFAULT_PAGE_SIZE, page.next);
    inquiries.push(...page.inquiries);
  }
  return { inquiries, next: page.next, counts: await countsRequest };
}

/** What the live region says about the list on screen. */
function describe(filter: InquiryFilter, shown: number, counts: StatusCounts): string {
  const total = counts[filter.status];
  const status = filter.status === 'all' ? '' : ` ${filter.status}`;
  const matching = filter.q ? ` matching “${filter.q}”` : '';
  if (total === 0) return `No${status} inquiries${matching}`;
  if (shown >= total) return `${total}${status} ${total === 1 ? 'inquiry' : 'inquiries'}${matching}`;
  return `Showing ${shown} of ${total}${status} inquiries${matching}`;
}

/**
 * The inbox: filter, search, order, pages with "Load more" (never the whole store at once).
 * Loads when shown and when the filter changes; no polling, no refetch on focus (SPEC §9).
 */
export default function InquiryList({ onUnauthorized }: Props) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [filter, setFilter] = useState<InquiryFilter>(DEFAULT_FILTER);
  const [isBusy, setIsBusy] = useState(false);
  // Bumped by "Try again"; the person retries, the code never does.
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only the answer to the latest request may land on screen.
  const requestRef = useRef(0);
  // The card to focus once the list has rendered it (after Load more).
  const focusIndexRef = useRef<number | null>(null);
  // Set when a deletion took the focused card away: the list's count (or the empty state)
  // takes the focus once the reloaded list has rendered.
  const focusCountRef = useRef(false);

  const fail = useCallback(
    (cause: unknown) => {
      if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
      else setState({ kind: 'failed', message: errorMessage(cause) });
    },
    [onUnauthorized]
  );

  useEffect(() => {
    const request = ++requestRef.current;
    load(filter, DEFAULT_PAGE_SIZE).then(
      (loaded) => {
        if (request !== requestRef.current) return;
        setState({ kind: 'ready', ...loaded });
        setIsBusy(false);
      },
      (cause: unknown) => {
        if (request !== requestRef.current) return;
        fail(cause);
        setIsBusy(false);
      }
    );
  }, [filter, attempt, fail]);

  function changeFilter(next: InquiryFilter) {
    setIsBusy(true);
    setFilter(next);
  }

  const shown = state.kind === 'ready' ? state.inquiries.length : 0;

  useEffect(() => {
    const index = focusIndexRef.current;
    if (index === null) return;
    focusIndexRef.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [shown]);

  useEffect(() => {
    if (!focusCountRef.current || state.kind !== 'ready') return;
    focusCountRef.current = false;
    (countRef.current ?? emptyRef.current)?.focus();
  }, [state]);

  // After a change the list reloads in place: the cards stay on screen (and keep focus) meanwhile.
  const reload = useCallback(
    async (wasDeleted: boolean) => {
      const request = ++requestRef.current;
      try {
        const loaded = await load(filter, shown);
        if (request !== requestRef.current) return;
        // The deleted card took the focus with it; the count that just changed is the next best
        // place, focused after this render (the empty state may replace the whole list).
        focusCountRef.current = wasDeleted;
        setState({ kind: 'ready', ...loaded });
      } catch (cause) {
        if (request === requestRef.current) fail(cause);
      }
    },
    [filter, shown, fail]
  );

  async function loadMore() {
    if (state.kind !== 'ready' || !state.next) return;
    const request = ++requestRef.current;
    setIsBusy(true);
    try {
      const page = await fetchInquiryPage(filter, DEFAULT_PAGE_SIZE, state.next);
      if (request !== requestRef.current) return;
      setState({ ...state, inquiries: [...state.inquiries, ...page.inquiries], next: page.next });
      // The first new card takes the focus, so the keyboard continues where the list grew.
      focusIndexRef.current = state.inquiries.length;
    } catch (cause) {
      if (request === requestRef.current) fail(cause);
    } finally {
      setIsBusy(false);
    }
  }

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
  if (state.counts.all === 0 && filter.q === '' && state.inquiries.length === 0) {
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
    <section aria-labelledby={headingId} className="mt-2">
      <h2 id={headingId} className="sr-only">
        Inquiries
      </h2>
      <InboxToolbar filter={filter} counts={state.counts} onChange={changeFilter} />
      <p
        ref={countRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="mt-6 text-sm text-muted focus:outline-none"
      >
        {isBusy ? 'Loading inquiries...' : describe(filter, shown, state.counts)}
      </p>
      {state.inquiries.length > 0 && (
        <ul ref={listRef} aria-busy={isBusy} className="mt-4 grid gap-4">
          {state.inquiries.map((inquiry) => (
            <li key={inquiry.id} tabIndex={-1} className="rounded-2xl focus:outline-2 focus:outline-brand">
              <InquiryCard inquiry={inquiry} onChanged={reload} onUnauthorized={onUnauthorized} />
            </li>
          ))}
        </ul>
      )}
      {state.next && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={isBusy}
            className={buttonClasses('secondary')}
          >
            Load more
          </button>
        </div>
      )}
    </section>
  );
}
