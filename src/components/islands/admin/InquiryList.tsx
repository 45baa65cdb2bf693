import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Button from '~/components/ui/Button';
import { endsSession, fetchInquiryCounts, fetchInquiryPage, type InquiryPage } from './admin-api';
import { errorMessage } from './admin-format';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NO_SOURCE, type InboxCounts, type ListQuery } from '~/lib/inbox';
import InboxToolbar from './InboxToolbar';
import type { InquiryChange } from './InquiryActions';
import InquiryCard from './InquiryCard';
import { pageTitle, useSpeech, type Speech } from './words';

type ListState = { kind: 'loading' } | { kind: 'failed'; cause: unknown } | ({ kind: 'ready' } & InquiryPage);

/** The first pages of `query`, at least `atLeast` inquiries when there are that many. */
async function load(query: ListQuery, atLeast: number): Promise<InquiryPage> {
  let page = await fetchInquiryPage({ ...query, limit: Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, atLeast)) });
  const inquiries = [...page.inquiries];
  while (inquiries.length < atLeast && page.next) {
    page = await fetchInquiryPage(query, page.next);
    inquiries.push(...page.inquiries);
  }
  return { inquiries, next: page.next };
}

const cardOf = (list: HTMLUListElement | null, ids: number[]) =>
  ids.map((id) => list?.querySelector<HTMLElement>(`:scope > li[data-id="${id}"]`)).find((item) => item) ?? undefined;

/** The card that takes the place of the cards of `ids` when they leave: the one below the first of them, else above. */
function neighbourOf(list: HTMLUListElement | null, ids: number[]): number | undefined {
  const listed = [...(list?.children ?? [])].map((item) => Number((item as HTMLElement).dataset.id));
  const at = listed.findIndex((id) => ids.includes(id));
  if (at < 0) return undefined;
  const stays = (id: number) => !ids.includes(id);
  return listed.slice(at + 1).find(stays) ?? listed.slice(0, at).reverse().find(stays);
}

/** What the live region says: the list on screen, with the total once the counts come. */
function describe({ words, t, plural }: Speech, query: ListQuery, list: InquiryPage, counts: InboxCounts | null) {
  const w = words.list;
  const filter = query.status ?? 'all';
  const shown = list.inquiries.length;
  const source = query.source === NO_SOURCE ? words.toolbar.noSource : query.source;
  const phrase = (n: number) => {
    let text = n === 0 ? w.none[filter] : plural(w.some[filter], n);
    if (query.q) text = t(w.matching, { inquiries: text, q: query.q });
    if (source) text = t(w.fromSource, { inquiries: text, source });
    return text;
  };
  if (!list.next) return phrase(shown);
  const total = counts?.[filter];
  return total !== undefined && total > shown
    ? t(w.showingOf, { shown, inquiries: phrase(total) })
    : t(w.showingFirst, { inquiries: phrase(shown) });
}

/** The inbox in pages ("Load more"); the counts, a full scan on the server, fill in when they come. No polling. */
export default function InquiryList({ onUnauthorized }: { onUnauthorized: () => void }) {
  const speech = useSpeech();
  const { words, t, plural } = speech;
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  // The cards' clock: ages and waiting times move on every minute.
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Per source, for the search words only: kept while the counts for another source load.
  const [sources, setSources] = useState<InboxCounts['sources'] | null>(null);
  const [query, setQuery] = useState<ListQuery>({});
  const [isBusy, setIsBusy] = useState(false);
  // Bumped by "Try again"; the person retries, the code never does.
  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState(0);
  const headingId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only the answer to the latest list request may land on screen.
  const requestRef = useRef(0);

  /** Renders the latest request's answer (true if so); the first listed card of `keep` stays put under the finger. */
  const show = useCallback(
    async (loading: Promise<InquiryPage>, keep: number[] = []) => {
      const request = ++requestRef.current;
      const isLatest = () => request === requestRef.current;
      try {
        const loaded = await loading;
        if (isLatest()) {
          const top = cardOf(listRef.current, keep)?.getBoundingClientRect().top;
          flushSync(() => setList({ kind: 'ready', ...loaded }));
          const newTop = cardOf(listRef.current, keep)?.getBoundingClientRect().top;
          if (top !== undefined && newTop !== undefined) window.scrollBy({ top: newTop - top, behavior: 'instant' });
        }
      } catch (cause) {
        if (isLatest() && !endsSession(cause, onUnauthorized)) setList({ kind: 'failed', cause });
      }
      if (isLatest()) setIsBusy(false);
      return isLatest();
    },
    [onUnauthorized]
  );

  useEffect(() => {
    void show(load(query, DEFAULT_PAGE_SIZE));
  }, [query, attempt, show]);

  // The counts depend on the words and the source only, not on the status or the order.
  useEffect(() => {
    let isCurrent = true;
    fetchInquiryCounts({ q: query.q, source: query.source }).then(
      (answer) => {
        if (!isCurrent) return;
        setCounts(answer);
        setSources(answer.sources);
      },
      // The list says what it shows without them; only a lost session matters here.
      (cause: unknown) => isCurrent && endsSession(cause, onUnauthorized)
    );
    return () => void (isCurrent = false);
  }, [query.q, query.source, changes, attempt, onUnauthorized]);

  const inboxNew = counts?.inboxNew ?? 0;
  useEffect(() => {
    const title = pageTitle(speech);
    document.title = inboxNew > 0 ? t(words.list.titleWithNew, { n: inboxNew, title }) : title;
    return () => void (document.title = title);
  }, [inboxNew, speech, t, words]);

  function changeQuery(next: ListQuery) {
    setIsBusy(true);
    if (next.q !== query.q || next.source !== query.source) setCounts(null);
    if (next.q !== query.q) setSources(null);
    setQuery(next);
  }

  /** Shows a change before its toast, then reloads; a card that leaves gives the focus to the next (docs/admin.md). */
  async function applyChange(change: InquiryChange) {
    const changed = 'deleted' in change ? change.deleted : [change.updated.id];
    const neighbour = neighbourOf(listRef.current, changed);
    /** The card in the place of the one that left, else the count above the list (or the empty inbox). */
    const focusInPlace = () => {
      const card = neighbour === undefined ? undefined : cardOf(listRef.current, [neighbour]);
      if (!card) return (countRef.current ?? emptyRef.current)?.focus();
      const { top, bottom } = card.getBoundingClientRect();
      // Where it shows, it stays; only a card out of sight is brought into view.
      card.focus({ preventScroll: bottom > 0 && top < innerHeight });
    };
    let shown = 0;
    flushSync(() =>
      setList((current) => {
        if (current.kind !== 'ready') return current;
        const inquiries =
          'deleted' in change
            ? current.inquiries.filter((item) => !change.deleted.includes(item.id))
            : current.inquiries.map((item) => (item.id === change.updated.id ? change.updated : item));
        shown = inquiries.length;
        return { ...current, inquiries };
      })
    );
    // The deleted card took the focus with it.
    if ('deleted' in change) focusInPlace();
    setChanges((count) => count + 1);
    if ('quiet' in change && change.quiet) return;
    await show(load(query, shown), neighbour === undefined ? changed : [...changed, neighbour]);
    // A card the filter no longer shows took the focus with it (Mark Complete under Pending).
    if (document.activeElement === document.body) focusInPlace();
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

  const unreadable = counts?.unreadable ?? [];
  const listed = unreadable.slice(0, 10).map((id) => `#${id}`);
  const notice = unreadable.length > 0 && (
    <div className="mt-4 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
      <p className="font-semibold text-danger">{plural(words.list.unreadable, unreadable.length)}</p>
      <p className="mt-0.5 text-ink">
        {plural(words.list.unreadableIds, unreadable.length, {
          ids: listed.join(', '),
          more: unreadable.length > 10 ? t(words.list.andMore, { n: unreadable.length - 10 }) : '',
        })}
      </p>
    </div>
  );

  if (list.kind === 'loading') {
    return (
      <>
        {notice}
        <p role="status" className="py-12 text-center text-muted">
          {words.list.loading}
        </p>
      </>
    );
  }
  if (list.kind === 'failed') {
    return (
      <div className="py-12 text-center">
        <p role="alert" className="font-medium text-danger">
          {t(words.list.loadFailed, { reason: errorMessage(list.cause, speech) })}
        </p>
        <Button variant="quiet" onClick={retry} className="mt-4">
          {words.list.tryAgain}
        </Button>
      </div>
    );
  }
  // Nothing stored (or nothing readable): whatever the counts say, which may be late or stale.
  if (!query.status && !query.q && !query.source && list.inquiries.length === 0 && !list.next) {
    return (
      <>
        {notice}
        <div className="mt-6 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
          <h2 ref={emptyRef} tabIndex={-1} className="font-display text-lg font-semibold focus:outline-none">
            {words.list.emptyTitle}
          </h2>
          <p className="mt-1 text-muted">{words.list.emptyText}</p>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {words.list.heading}
      </h2>
      {notice}
      <InboxToolbar query={query} counts={counts} sources={sources} onChange={changeQuery} />
      <p
        ref={countRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="mt-3 text-sm text-muted focus:outline-none"
      >
        {isBusy ? words.list.loading : describe(speech, query, list, counts)}
      </p>
      {list.inquiries.length > 0 && (
        <ul ref={listRef} aria-busy={isBusy} className="mt-2 grid gap-3">
          {list.inquiries.map((inquiry) => (
            <li
              key={inquiry.id}
              data-id={inquiry.id}
              tabIndex={-1}
              className="rounded-xl focus:outline-2 focus:outline-brand"
            >
              <InquiryCard inquiry={inquiry} now={now} onChanged={applyChange} onUnauthorized={onUnauthorized} />
            </li>
          ))}
        </ul>
      )}
      {list.next && (
        <div className="mt-6 flex justify-center">
          <Button variant="quiet" onClick={() => void loadMore(list)} disabled={isBusy}>
            {words.list.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
