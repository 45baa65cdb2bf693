import { cn } from '~/lib/cn';
import type { InboxEntry } from '~/lib/inbox';
import { optionLabel, PROJECT_TYPES } from '~/lib/inquiry';
import { formatBudget, formatCreatedAt, formatLanguage, formatTimeline } from './format';
import InquiryActions from './InquiryActions';

interface Props {
  inquiry: InboxEntry;
  onChanged: (wasDeleted: boolean) => Promise<void>;
  onUnauthorized: () => void;
}

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * One inquiry in the admin list (SPEC §2). Every value is rendered as React text, so markup a
 * visitor typed is shown, never interpreted.
 */
export default function InquiryCard({ inquiry, onChanged, onUnauthorized }: Props) {
  // Older records may lack a status; SPEC §2 shows them as pending.
  const status = inquiry.status || 'pending';
  const details: [string, string][] = [
    ...(inquiry.phone ? [['Phone', inquiry.phone] as [string, string]] : []),
    ...(inquiry.budget ? [['Budget', formatBudget(inquiry.budget)] as [string, string]] : []),
    ...(inquiry.timeline ? [['Timeline', formatTimeline(inquiry.timeline)] as [string, string]] : []),
  ];

  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words">{inquiry.name}</h3>
          <p className={cn('break-words text-sm', !inquiry.business && 'text-muted italic')}>
            {inquiry.business || 'No business name'}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <span className={cn(BADGE, 'bg-brand-soft text-brand-strong')}>
            {optionLabel(PROJECT_TYPES, inquiry.projectType)}
          </span>
          <span
            className={cn(
              BADGE,
              status === 'completed' ? 'bg-success-soft text-success' : 'bg-surface-muted text-ink ring-1 ring-line'
            )}
          >
            {status}
          </span>
          {/* The language the visitor wrote from, so the owner answers in it. */}
          <span className={cn(BADGE, 'bg-surface-muted text-ink ring-1 ring-line')} data-language={inquiry.language}>
            <span className="sr-only">Language: </span>
            {formatLanguage(inquiry.language)}
          </span>
          {inquiry.notified === false && (
            <span className={cn(BADGE, 'bg-danger-soft text-danger')} title="The notification of this inquiry failed">
              Not notified
            </span>
          )}
        </div>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Received</dt>
          <dd>
            <time dateTime={inquiry.createdAt}>{formatCreatedAt(inquiry.createdAt)}</time>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">Email</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`} className="break-all text-brand underline underline-offset-4">
              {inquiry.email}
            </a>
          </dd>
        </div>
        {details.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-4">
        <h4 className="text-sm text-muted">Project Details</h4>
        <p className="mt-1 whitespace-pre-wrap break-words">{inquiry.message}</p>
      </div>

      <div className="mt-5 border-t border-line pt-4">
        <InquiryActions inquiry={inquiry} onChanged={onChanged} onUnauthorized={onUnauthorized} />
      </div>
    </article>
  );
}
