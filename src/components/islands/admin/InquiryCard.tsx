import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '~/components/ui/button-classes';
import { cn } from '~/components/ui/cn';
import { completeInquiry, deleteInquiry, HttpError, notifyInquiryAgain } from '../api-client';
import { MAX_NOTIFY_ATTEMPTS, type InboxEntry } from '~/lib/inbox';
import { optionLabel, PROJECT_TYPES } from '~/lib/inquiry';
import { toast } from '../toast';
import ConfirmButton from './ConfirmButton';
import { formatAge, formatBudget, formatCreatedAt, formatLanguage, formatTimeline } from './format';
import { replyHref, telHref } from './reply';

/** A change the server confirmed: the inquiry as now stored, or the id of the one deleted. */
export type InquiryChange = { updated: InboxEntry } | { deleted: number };

interface Props {
  inquiry: InboxEntry;
  /** Shows a confirmed change before it returns (the toast follows), then reloads the list. */
  onChanged: (change: InquiryChange) => Promise<void>;
  onUnauthorized: () => void;
}

/** What the owner reads after each action: the exact words the client asked for. */
const DONE = {
  delete: { title: 'Inquiry Deleted', description: 'The inquiry has been successfully deleted.' },
  complete: { title: 'Inquiry Completed', description: 'The inquiry has been marked as completed.' },
  notify: { title: 'Notification Sent', description: 'You have been notified of this inquiry.' },
} as const;
const FAILED = {
  delete: { title: 'Error', description: 'Failed to delete inquiry. Please try again.' },
  complete: { title: 'Error', description: 'Failed to complete inquiry. Please try again.' },
  notify: { title: 'Notification Failed', description: 'Failed to send the notification. Please try again.' },
} as const;

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';
const LINK = 'text-brand underline underline-offset-4 hover:text-brand-strong';
const SMALL_BUTTON = 'px-3 py-2';

/** One inquiry in the list. Values render as React text, so markup a visitor typed is never interpreted. */
export default function InquiryCard({ inquiry, onChanged, onUnauthorized }: Props) {
  // Older records may lack a status; they show as pending.
  const status = inquiry.status || 'pending';
  const isCompleted = status === 'completed';
  const isUnnotified = inquiry.notified === false;
  // The daily job tries a failed notification again, MAX_NOTIFY_ATTEMPTS times in all, then stops.
  const gaveUp = isUnnotified && (inquiry.notifyAttempts ?? 1) >= MAX_NOTIFY_ATTEMPTS;
  const age = formatAge(inquiry.createdAt);
  const tel = inquiry.phone ? telHref(inquiry.phone) : null;
  const messageId = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  // Whether the clamped message hides something; measured, since it depends on the width.
  const [isClamped, setIsClamped] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const gaveUpId = useId();

  useLayoutEffect(() => {
    const element = messageRef.current;
    if (!element || isExpanded) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isExpanded, inquiry.message]);

  async function run(action: keyof typeof DONE) {
    setIsPending(true);
    let change: InquiryChange = { deleted: inquiry.id };
    try {
      if (action === 'delete') await deleteInquiry(inquiry.id);
      else change = { updated: await (action === 'complete' ? completeInquiry : notifyInquiryAgain)(inquiry.id) };
    } catch (cause) {
      setIsPending(false);
      if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
      // Notify again says why it failed (which channel, what it answered): the owner may fix it.
      else if (action === 'notify' && cause instanceof HttpError && cause.serverMessage) {
        toast({ variant: 'destructive', title: FAILED.notify.title, description: cause.serverMessage });
      } else toast({ variant: 'destructive', ...FAILED[action] });
      return;
    }
    const reloaded = onChanged(change);
    toast(DONE[action]);
    flushSync(() => setIsPending(false));
    // Mark Complete or Notify again has just disappeared (and disabling it dropped the focus); keep the keyboard in this card.
    if (action !== 'delete') deleteRef.current?.focus();
    await reloaded;
  }

  return (
    <article
      className={cn(
        'rounded-xl border p-4 shadow-sm sm:px-5',
        isCompleted ? 'border-line bg-surface-muted' : 'border-line-strong/40 bg-surface'
      )}
    >
      {/* One line from a tablet up; on a phone the age moves up beside the name. */}
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="order-1 font-display text-base font-semibold break-words">{inquiry.name}</h3>
        <p className={cn('order-2 min-w-0 text-sm break-words', inquiry.business ? 'text-ink' : 'text-muted italic')}>
          {inquiry.business || 'No business name'}
        </p>
        <div className="order-4 flex basis-full flex-wrap items-center gap-x-2 gap-y-1 md:order-3 md:flex-1 md:basis-0">
          <span className={cn(BADGE, 'bg-brand-soft text-brand-strong')}>
            {optionLabel(PROJECT_TYPES, inquiry.projectType)}
          </span>
          {(inquiry.budget || inquiry.timeline) && (
            <span className="text-sm">
              {inquiry.budget && (
                <span className="font-medium tabular-nums">
                  <span className="sr-only">Budget: </span>
                  {formatBudget(inquiry.budget)}
                </span>
              )}
              {inquiry.budget && inquiry.timeline && <span aria-hidden="true"> · </span>}
              {inquiry.timeline && (
                <span className="text-muted">
                  <span className="sr-only">{inquiry.budget ? ', timeline: ' : 'Timeline: '}</span>
                  {formatTimeline(inquiry.timeline)}
                </span>
              )}
            </span>
          )}
          <span className="flex items-center gap-1.5 md:ml-auto">
            <span
              className={cn(
                BADGE,
                isCompleted ? 'bg-success-soft text-success ring-1 ring-success/30' : 'bg-amber-100 text-amber-900'
              )}
            >
              {status}
            </span>
            <span className={cn(BADGE, 'bg-surface text-ink ring-1 ring-line')} data-language={inquiry.language}>
              <span className="sr-only">Language: </span>
              {formatLanguage(inquiry.language)}
            </span>
            {isUnnotified && (
              <span className={cn(BADGE, 'bg-danger-soft text-danger')} title="The notification of this inquiry failed">
                Not notified
              </span>
            )}
          </span>
        </div>
        <span className="order-3 ml-auto text-sm whitespace-nowrap text-muted md:order-4 md:ml-0">
          <span aria-hidden="true">{age.short}</span>
          <span className="sr-only">Received {age.long}</span>
        </span>
      </header>

      <p
        id={messageId}
        ref={messageRef}
        className={cn('mt-2 whitespace-pre-wrap break-words text-ink/90', !isExpanded && 'line-clamp-3')}
      >
        {inquiry.message}
      </p>
      {(isClamped || isExpanded) && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={messageId}
          onClick={() => setIsExpanded((value) => !value)}
          className="mt-1 rounded-sm text-sm font-semibold text-brand hover:text-brand-strong"
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      )}

      {gaveUp && (
        <p id={gaveUpId} className="mt-2 text-sm font-medium text-danger">
          The notification failed {inquiry.notifyAttempts} times; automatic retries have stopped.
        </p>
      )}

      <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3 lg:flex-row lg:items-center lg:justify-between">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex min-w-0 gap-1.5">
            <dt className="sr-only">Email</dt>
            <dd className="min-w-0">
              <a href={`mailto:${inquiry.email}`} className={cn(LINK, 'break-all')}>
                {inquiry.email}
              </a>
            </dd>
          </div>
          {inquiry.phone && (
            <div className="flex min-w-0 gap-1.5">
              <dt className="sr-only">Phone</dt>
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
            <dt>Received</dt>
            <dd>
              <time dateTime={inquiry.createdAt}>{formatCreatedAt(inquiry.createdAt)}</time>
            </dd>
          </div>
        </dl>

        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <a href={replyHref(inquiry)} className={buttonClasses('secondary', SMALL_BUTTON)}>
            Reply
          </a>
          {isUnnotified && (
            <button
              type="button"
              onClick={() => void run('notify')}
              disabled={isPending}
              aria-describedby={gaveUp ? gaveUpId : undefined}
              className={buttonClasses('secondary', SMALL_BUTTON)}
            >
              Notify again
            </button>
          )}
          {!isCompleted && (
            <button
              type="button"
              onClick={() => void run('complete')}
              disabled={isPending}
              className={buttonClasses('primary', SMALL_BUTTON)}
            >
              Mark Complete
            </button>
          )}
          <ConfirmButton
            ref={deleteRef}
            disabled={isPending}
            className={buttonClasses(
              'secondary',
              `${SMALL_BUTTON} ml-auto lg:ml-4 border-danger text-danger hover:bg-danger-soft`
            )}
            title="Delete inquiry?"
            message={`Are you sure you want to delete the inquiry from ${inquiry.name}?`}
            confirmLabel="Delete"
            onConfirm={() => void run('delete')}
          >
            Delete
          </ConfirmButton>
        </div>
      </div>
    </article>
  );
}
