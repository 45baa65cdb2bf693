import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { exportUrl, type InquiryFilter } from '~/lib/api';
import { cn } from '~/lib/cn';
import { MAX_QUERY_LENGTH, type StatusCounts } from '~/lib/inbox';

interface Props {
  filter: InquiryFilter;
  /** Null until the counts have loaded. */
  counts: StatusCounts | null;
  onChange: (filter: InquiryFilter) => void;
}

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
] as const;

const CONTROL = 'block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink';

/**
 * The admin list's controls: status filter with counts (a radio group, so arrow keys move
 * through it), search, order, and the CSV export of what the filter shows.
 */
export default function InboxToolbar({ filter, counts, onChange }: Props) {
  const [text, setText] = useState(filter.q);
  const searchId = useId();
  const orderId = useId();
  const statusName = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== filter.q) onChange({ ...filter, q: text.trim() });
  }

  return (
    <div className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor={searchId} className="block text-sm font-medium">
            Search inquiries
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
            value={text}
            placeholder="Name, e-mail, phone, words…"
            onChange={(event) => {
              setText(event.target.value);
              // Emptying the box (or its clear button) shows everything again at once.
              if (event.target.value === '' && filter.q !== '') onChange({ ...filter, q: '' });
            }}
            className={cn(CONTROL, 'mt-1 placeholder:text-muted')}
          />
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
      </form>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <fieldset>
          <legend className="text-sm font-medium">Status</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {STATUSES.map(({ value, label }) => (
              <label key={value} className="relative">
                <input
                  type="radio"
                  name={statusName}
                  value={value}
                  checked={filter.status === value}
                  onChange={() => onChange({ ...filter, status: value })}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'inline-flex cursor-pointer items-center gap-2 rounded-full border border-line-strong px-4 py-2 text-sm font-medium',
                    'peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-contrast',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand'
                  )}
                >
                  {label}
                  <span className="tabular-nums">{counts ? counts[value] : '…'}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={orderId} className="block text-sm font-medium">
              Sort
            </label>
            <select
              id={orderId}
              value={filter.order}
              onChange={(event) => onChange({ ...filter, order: event.target.value as InquiryFilter['order'] })}
              className={cn(CONTROL, 'mt-1 sm:w-48')}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          </div>
          <a href={exportUrl(filter)} download className={buttonClasses('secondary')}>
            Export CSV
          </a>
        </div>
      </div>
    </div>
  );
}
