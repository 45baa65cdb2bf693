import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '~/components/ui/button-classes';
import { fetchInquiryCounts, fetchInquiryPage, HttpError, type InquiryPage } from '../api-client';
import { errorMessage } from './format';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type InboxCounts, type ListQuery } from '~/lib/inbox';
import InboxToolbar from './InboxToolbar';
import InquiryCard, { type InquiryChange } from './InquiryCard';

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | ({ kind: 'ready' } & InquiryPage);

/** The first pages of `query`, at least `atLeast` inquiries when there are that many. */
async function load(query: ListQuery, atLeast: number): Promise<InquiryPage> {
  let page = await fetchInquiryPage({
    ...query,
    limit: Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, atLeast)),
  });
  const inquiries = [...page.inquiries];
  while (inquiries.length < atLeast && page.next) {
    page = await fetchInquiryPage(query, page.next);
    inquiries.push(...page.inquiries);
  }
  return { inquiries, next: page.next };
}

/** What the live region says: the list on screen, with the total once the counts come. */
function describe(query: ListQuery, list: InquiryPage, counts: InboxCounts | null): string {
  const shown = list.inquiries.length;
  const status = query.status ? ` ${query.status}` : '';
  const matching = query.q ? ` matching “${query.q}”` : '';
  if (!list.next) {
    if (shown === 0) return `No${status} inquiries${matching}`;
    return `${shown}${status} ${shown === 1 ? 'inquiry' : 'inquiries'}${matching}`;
  }
  const total = counts?.[query.status ?? 'all'];
  return total !== undefined && total > shown
    ? `Showing ${shown} of ${total}${status} inquiries${matching}`
    : `Showing the first ${shown}${status} inquiries${matching}`;
}

function UnreadableNotice({ ids }: { ids: number[] }) {
  if (ids.length === 0) return null;
  const LISTED = 10;
  const listed = ids.slice(0, LISTED).map((id) => `#${id}`);
  const more = ids.length > LISTED ? `, and ${ids.length - LISTED} more` : '';
  return (
    <div className="mt-4 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
      <p className="font-semibold text-danger">
        {ids.length === 1 ? '1 inquiry could not be read' : `${ids.length} inquiries could not be read`}
      </p>
      <p className="mt-0.5 text-ink">
        {ids.length === 1 ? 'Its id is' : 'Their ids are'} {listed.join(', ')}
        {more}. The CSV export lists {ids.length === 1 ? 'it' : 'them'}.
      </p>
    </div>
  );
}

/** The inbox in pages ("Load more"); the counts, a full scan on the server, fill in when they come. No polling. */
export default function InquiryList({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  const [query, setQuery] = useState<ListQuery>({});
  const [isBusy, setIsBusy] = useState(false);
  // Bumped by "Try again"; the person retries, the code never does.
  const [attempt, setAttempt] = useState(0);
  // Bumped after each change, so that the counts are asked for again.
  const [changes, setChanges] = useState(0);
  const headingId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only the answer to the latest list request may land on screen.
  const requestRef = useRef(0);

  const fail = useCallback(
    (cause: unknown) => {
      if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
      else setList({ kind: 'failed', message: errorMessage(cause) });
    },
    [onUnauthorized]
  );

  /** Renders the answer to the latest list request (older ones are dropped); true if it was the latest. */
  const show = useCallback(
    async (loading: Promise<InquiryPage>) => {
      const request = ++requestRef.current;
      const isLatest = () => request === requestRef.current;
      try {
        const loaded = await loading;
        if (isLatest()) flushSync(() => setList({ kind: 'ready', ...loaded }));
      } catch (cause) {
        if (isLatest()) fail(cause);
      }
      if (isLatest()) setIsBusy(false);
      return isLatest();
    },
    [fail]
  );

  useEffect(() => {
    void show(load(query, DEFAULT_PAGE_SIZE));
  }, [query, attempt, show]);

  // The counts depend on the words only, not on the status or the order.
  useEffect(() => {
    let isCurrent = true;
    fetchInquiryCounts(query.q).then(
      (answer) => isCurrent && setCounts(answer),
      (cause: unknown) => {
        // The list says what it shows without them; only a lost session matters here.
        if (isCurrent && cause instanceof HttpError && cause.status === 401) onUnauthorized();
      }
    );
    return () => {
      isCurrent = false;
    };
  }, [query.q, changes, attempt, onUnauthorized]);

  function changeQuery(next: ListQuery) {
    setIsBusy(true);
    if (next.q !== query.q) setCounts(null);
    setQuery(next);
  }

  /** Shows a confirmed change at once (before its toast), then reloads the list and counts. */
  async function applyChange(change: InquiryChange) {
    if (list.kind !== 'ready') return;
    const inquiries =
      'deleted' in change
        ? list.inquiries.filter((item) => item.id !== change.deleted)
        : list.inquiries.map((item) => (item.id === change.updated.id ? change.updated : item));
    flushSync(() => setList({ ...list, inquiries }));
    // The deleted card took the focus with it; the count that just changed is the next best place.
    if ('deleted' in change) (countRef.current ?? emptyRef.current)?.focus();
    setChanges((count) => count + 1);
    await show(load(query, inquiries.length));
  }

  async function loadMore({ inquiries, next }: InquiryPage) {
    setIsBusy(true);
    const more = fetchInquiryPage(query, next).then((page) => ({
      inquiries: [...inquiries, ...page.inquiries],
      next: page.next,
    }));
    // The first new card takes the focus, so the keyboard continues where the list grew.
    if (await show(more)) listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[inquiries.length]?.focus();
  }

  function retry() {
    setList({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }

  const notice = <UnreadableNotice ids={counts?.unreadable ?? []} />;

  if (list.kind === 'loading') {
    return (
      <>
        {notice}
        <p role="status" className="py-12 text-center text-muted">
          Loading inquiries...
        </p>
      </>
    );
  }
  if (list.kind === 'failed') {
    return (
      <div className="py-12 text-center">
        <p role="alert" className="font-medium text-danger">
          Could not load the inquiries: {list.message}
        </p>
        <button type="button" onClick={retry} className={buttonClasses('secondary', 'mt-4')}>
          Try again
        </button>
      </div>
    );
  }
  // Nothing stored (or nothing readable): whatever the counts say, which may be late or stale.
  if (!query.status && !query.q && list.inquiries.length === 0 && !list.next) {
    return (
      <>
        {notice}
        <div className="mt-6 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
          <h2 ref={emptyRef} tabIndex={-1} className="font-display text-lg font-semibold focus:outline-none">
            No inquiries yet
          </h2>
          <p className="mt-1 text-muted">Contact form submissions will appear here.</p>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Inquiries
      </h2>
      {notice}
      <InboxToolbar query={query} counts={counts} onChange={changeQuery} />
      <p
        ref={countRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="mt-3 text-sm text-muted focus:outline-none"
      >
        {isBusy ? 'Loading inquiries...' : describe(query, list, counts)}
      </p>
      {list.inquiries.length > 0 && (
        <ul ref={listRef} aria-busy={isBusy} className="mt-2 grid gap-3">
          {list.inquiries.map((inquiry) => (
            <li key={inquiry.id} tabIndex={-1} className="rounded-xl focus:outline-2 focus:outline-brand">
              <InquiryCard inquiry={inquiry} onChanged={applyChange} onUnauthorized={onUnauthorized} />
            </li>
          ))}
        </ul>
      )}
      {list.next && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void loadMore(list)}
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
