import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '~/components/ui/cn';
import { inboxState, isPastPromise, isWaiting, MAX_NOTIFY_ATTEMPTS, sourceSummary, type InboxEntry } from '~/lib/inbox';
import { SOURCE_FIELDS } from '~/lib/inquiry';
import {
  formatAge,
  formatBudget,
  formatLanguage,
  formatProjectType,
  formatTimeline,
  formatWaiting,
} from './admin-format';
import InquiryActions, { useInquiryActions, type Handlers } from './InquiryActions';
import { telHref } from './reply';
import { useSpeech } from './words';

interface Props extends Handlers {
  inquiry: InboxEntry;
  /** The list's clock (ms since the epoch): ages and waiting times are read against it. */
  now: number;
}

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';
const SUCCESS = 'bg-success-soft text-success ring-1 ring-success/30';
const LINK = 'text-brand underline underline-offset-4 hover:text-brand-strong';

/** One inquiry in the list. Values render as React text, so markup a visitor typed is never interpreted. */
export default function InquiryCard({ inquiry, now, ...handlers }: Props) {
  const speech = useSpeech();
  const { words, t } = speech;
  const w = words.card;
  const isCompleted = inquiry.status === 'completed';
  const isUnnotified = inquiry.notified === false;
  // The daily job tries a failed notification again, MAX_NOTIFY_ATTEMPTS times in all, then stops.
  const gaveUp = isUnnotified && (inquiry.notifyAttempts ?? 1) >= MAX_NOTIFY_ATTEMPTS;
  const age = formatAge(inquiry.createdAt, speech, now);
  const isLate = isPastPromise(inquiry, now);
  const unread = inboxState(inquiry) === 'new';
  const source = sourceSummary(inquiry.source, w.from);
  const sourceFields = SOURCE_FIELDS.filter((field) => inquiry.source?.[field]);
  const tel = inquiry.phone ? telHref(inquiry.phone) : null;
  const messageId = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  // Whether the clamped message hides something; measured, since it depends on the width.
  const [isClamped, setIsClamped] = useState(false);
  const gaveUpId = useId();
  const actions = useInquiryActions(inquiry, handlers);

  useLayoutEffect(() => {
    const element = messageRef.current;
    if (!element || isExpanded) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isExpanded, inquiry.message]);

  return (
    <article
      className={cn(
        'rounded-xl border p-4 shadow-sm sm:px-5',
        isCompleted ? 'border-line bg-surface-muted' : 'border-line-strong/40 bg-surface',
        unread && 'border-l-4 border-l-brand'
      )}
    >
      {/* One line from a tablet up; on a phone the age moves up beside the name. */}
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="order-1 font-display text-base font-semibold break-words">{inquiry.name}</h3>
        <p className={cn('order-2 min-w-0 text-sm break-words', inquiry.business ? 'text-ink' : 'text-muted italic')}>
          {inquiry.business || w.noBusiness}
        </p>
        <div className="order-4 flex basis-full flex-wrap items-center gap-x-2 gap-y-1 md:order-3 md:flex-1 md:basis-0">
          {unread && <span className={cn(BADGE, 'bg-brand text-brand-contrast')}>{w.new}</span>}
          <span className={cn(BADGE, 'bg-brand-soft text-brand-strong')}>
            {formatProjectType(inquiry.projectType, speech)}
          </span>
          {(inquiry.budget || inquiry.timeline) && (
            <span className="text-sm">
              {inquiry.budget && (
                <span className="font-medium tabular-nums">
                  <span className="sr-only">{w.budget}</span>
                  {formatBudget(inquiry.budget, speech)}
                </span>
              )}
              {inquiry.budget && inquiry.timeline && <span aria-hidden="true"> · </span>}
              {inquiry.timeline && (
                <span className="text-muted">
                  <span className="sr-only">{inquiry.budget ? w.andTimeline : w.timeline}</span>
                  {formatTimeline(inquiry.timeline, speech)}
                </span>
              )}
            </span>
          )}
          <span className="flex flex-wrap items-center gap-1.5 md:ml-auto">
            {isWaiting(inquiry) && (
              <span
                data-waiting={isLate ? 'late' : 'on-time'}
                className={cn(BADGE, isLate ? 'bg-danger text-white' : 'bg-surface-muted text-ink ring-1 ring-line')}
              >
                {isLate && `${w.late} · `}
                {formatWaiting(inquiry.createdAt, speech, now)}
              </span>
            )}
            <span className={cn(BADGE, isCompleted ? SUCCESS : 'bg-amber-100 text-amber-900')}>
              {words.inquiry.statuses[inquiry.status]}
            </span>
            {inquiry.answeredAt && !isCompleted && <span className={cn(BADGE, SUCCESS)}>{w.answered}</span>}
            <span className={cn(BADGE, 'bg-surface text-ink ring-1 ring-line')} data-language={inquiry.language}>
              <span className="sr-only">{w.language}</span>
              {formatLanguage(inquiry.language, speech)}
            </span>
            {isUnnotified && (
              <span className={cn(BADGE, 'bg-danger-soft text-danger')} title={w.notNotifiedHint}>
                {w.notNotified}
              </span>
            )}
          </span>
        </div>
        <span className="order-3 ml-auto text-sm whitespace-nowrap text-muted md:order-4 md:ml-0">
          <span aria-hidden="true">{age.short}</span>
          <span className="sr-only">{t(w.receivedAgo, { age: age.long })}</span>
        </span>
      </header>

      <div id={messageId}>
        <p
          ref={messageRef}
          className={cn('mt-2 whitespace-pre-wrap break-words text-ink/90', !isExpanded && 'line-clamp-3')}
        >
          {inquiry.message}
        </p>
        {isExpanded && sourceFields.length > 0 && (
          <dl
            aria-label={w.sourceDetails}
            className="mt-2 grid gap-x-4 gap-y-0.5 rounded-lg bg-surface-muted px-3 py-2 text-sm sm:grid-cols-[auto_1fr]"
          >
            {sourceFields.map((field) => (
              <div key={field} className="contents">
                <dt className="text-muted">{w.sourceFields[field]}</dt>
                <dd className="break-all">{field === 'gclid' ? w.yes : inquiry.source?.[field]}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {(isClamped || isExpanded || sourceFields.length > 0) && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={messageId}
          onClick={() => {
            if (!isExpanded) actions.open();
            setIsExpanded((value) => !value);
          }}
          className="mt-1 rounded-sm text-sm font-semibold text-brand hover:text-brand-strong"
        >
          {isExpanded ? w.showLess : w.showMore}
        </button>
      )}

      {gaveUp && (
        <p id={gaveUpId} className="mt-2 text-sm font-medium text-danger">
          {t(w.gaveUp, { n: inquiry.notifyAttempts ?? MAX_NOTIFY_ATTEMPTS })}
        </p>
      )}

      {/* Details and actions share a line when the details keep 18rem; Delete stands apart at the end. */}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <dl className="flex min-w-0 flex-[1_1_18rem] flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex min-w-0 gap-1.5">
            <dt className="sr-only">{w.email}</dt>
            <dd className="min-w-0">
              <a href={`mailto:${inquiry.email}`} className={cn(LINK, 'break-all')}>
                {inquiry.email}
              </a>
            </dd>
          </div>
          {inquiry.phone && (
            <div className="flex min-w-0 gap-1.5">
              <dt className="sr-only">{w.phone}</dt>
              <dd className="break-words">
                {tel ? (
                  <a href={tel} className={LINK}>
                    {inquiry.phone}
                  </a>
                ) : (
                  inquiry.phone
                )}
              </dd>
            </div>
          )}
          <div className="flex gap-1.5 text-muted">
            <dt>{w.received}</dt>
            <dd>
              <time dateTime={inquiry.createdAt}>{speech.dateTime(inquiry.createdAt)}</time>
            </dd>
          </div>
          {source && (
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-muted">{w.source}</dt>
              <dd className="min-w-0 break-words" data-source>
                {source}
              </dd>
            </div>
          )}
        </dl>

        <InquiryActions inquiry={inquiry} actions={actions} gaveUpId={gaveUp ? gaveUpId : undefined} {...handlers} />
      </div>
    </article>
  );
}
