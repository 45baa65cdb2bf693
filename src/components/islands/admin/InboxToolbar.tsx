import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import Button from '~/components/ui/Button';
import { buttonClasses } from '~/components/ui/button-classes';
import { exportUrl } from './admin-api';
import { cn } from '~/components/ui/cn';
import { FILTER_ICON_PATH, SEARCH_ICON_PATH } from '~/lib/icon-paths';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { INBOX_FILTERS, MAX_QUERY_LENGTH, NO_SOURCE, type InboxCounts, type ListQuery } from '~/lib/inbox';
import { useSpeech } from './words';

interface Props {
  query: ListQuery;
  counts: InboxCounts | null;
  /** Inquiries per source for the search words (the counts' `sources`), kept while other counts load. */
  sources: InboxCounts['sources'] | null;
  onChange: (query: ListQuery) => void;
}

const CONTROL = 'h-11 rounded-lg border border-line-strong bg-surface text-ink';

function Select({ label, className, ...select }: ComponentProps<'select'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className={cn(CONTROL, 'px-2 text-sm', className)} {...select} />
    </>
  );
}

/** Search, the status radios with counts, source, order and CSV export; on a phone, Filters folds all but search. */
export default function InboxToolbar({ query, counts, sources: perSource, onChange }: Props) {
  const { words, t, number } = useSpeech();
  const w = words.toolbar;
  const [isOpen, setIsOpen] = useState(false);
  const searchId = useId();
  const panelId = useId();
  const statusName = useId();
  const current = query.status ?? 'all';
  const sourceName = (key: string) => (key === NO_SOURCE ? w.noSource : key);
  // Most inquiries first; the chosen source stays listed while the counts are on their way.
  const sources = Object.entries(perSource ?? {}).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  if (query.source && !sources.some(([key]) => key === query.source)) sources.push([query.source, 0]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q')).trim();
    if (q !== (query.q ?? '')) onChange({ ...query, q: q || undefined });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <form role="search" onSubmit={search} className="relative min-w-0 flex-1 basis-48">
        <label htmlFor={searchId} className="sr-only">
          {w.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={query.q}
          placeholder={w.searchPlaceholder}
          onChange={(event) => {
            // Emptying the box (or its clear button) shows everything again at once.
            if (event.target.value === '' && query.q) onChange({ ...query, q: undefined });
          }}
          className={cn(CONTROL, 'w-full pr-12 pl-3 placeholder:text-muted')}
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
        >
          <StrokeIcon path={SEARCH_ICON_PATH} className="size-5" />
          <span className="sr-only">{w.search}</span>
        </button>
      </form>

      <Button
        variant="quiet"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn('h-11 px-3 sm:hidden', isOpen && 'bg-surface-muted')}
      >
        <StrokeIcon path={FILTER_ICON_PATH} className="size-5" />
        {w.filters}
        {current !== 'all' && (
          <span className="text-brand">
            {w.filterSeparator}
            {w.statuses[current]}
          </span>
        )}
      </Button>

      <div
        id={panelId}
        className={cn('w-full flex-wrap items-center gap-2 sm:flex sm:w-auto', isOpen ? 'flex' : 'hidden')}
      >
        <fieldset className="min-w-0 lg:shrink-0">
          <legend className="sr-only">{w.status}</legend>
          <div className="flex flex-wrap gap-1 lg:flex-nowrap rounded-lg bg-surface-muted p-1 ring-1 ring-line">
            {(['all', ...INBOX_FILTERS] as const).map((value) => {
              const label = w.statuses[value];
              return (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={statusName}
                    value={value}
                    checked={current === value}
                    // Read as "Completed, 5", not "Completed5".
                    aria-label={counts ? t(w.withCount, { label, n: counts[value] }) : label}
                    onChange={() => onChange({ ...query, status: value === 'all' ? undefined : value })}
                    className="peer sr-only"
                  />
                  <span
                    className={cn(
                      'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted whitespace-nowrap',
                      'hover:text-ink peer-checked:bg-surface peer-checked:text-ink peer-checked:shadow-sm',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand'
                    )}
                  >
                    {label}
                    {counts ? (
                      <span className="rounded-full bg-line px-1.5 text-xs text-ink tabular-nums">
                        {number(counts[value])}
                      </span>
                    ) : (
                      <span aria-hidden="true" className="w-4 text-xs text-muted">
                        …
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <Select
          label={w.source}
          value={query.source ?? ''}
          onChange={(event) => onChange({ ...query, source: event.target.value || undefined })}
          className="max-w-48"
        >
          <option value="">{w.allSources}</option>
          {sources.map(([key, count]) => (
            <option key={key} value={key}>
              {count ? t(w.sourceOption, { source: sourceName(key), n: count }) : sourceName(key)}
            </option>
          ))}
        </Select>
        <Select
          label={w.sort}
          value={query.order ?? 'newest'}
          onChange={(event) => onChange({ ...query, order: event.target.value as ListQuery['order'] })}
        >
          <option value="newest">{w.newest}</option>
          <option value="oldest">{w.oldest}</option>
        </Select>
        <a href={exportUrl(query)} download className={buttonClasses('quiet', 'default', 'h-11 px-3.5')}>
          {w.exportCsv}
        </a>
      </div>
    </div>
  );
}
