import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { HttpError } from '~/components/api/api-client';
import Button from '~/components/ui/Button';
import { buttonClasses } from '~/components/ui/button-classes';
import { toast } from '~/components/ui/toast-store';
import { inboxState, type InboxEntry } from '~/lib/inbox';
import { changeInquiry, deleteInquiry, endsSession, notifyInquiryAgain } from './admin-api';
import { notifyFailureText } from './admin-format';
import ConfirmButton from './ConfirmButton';
import PersonData from './PersonData';
import { replyHref } from './reply';
import { useSpeech } from './words';

/** A confirmed change: the inquiry as now stored (`quiet` when only opened: its card stays put), or the ids deleted. */
export type InquiryChange = { updated: InboxEntry; quiet?: boolean } | { deleted: number[] };

type Action = 'delete' | 'complete' | 'notify' | 'read' | 'answered';

export interface Handlers {
  /** Shows a confirmed change before it returns (the toast follows), then reloads the list. */
  onChanged: (change: InquiryChange) => Promise<void>;
  onUnauthorized: () => void;
}

/** What a card's actions do, the keyboard kept in the card; `open` (Show more, Reply) reads a new inquiry. */
export function useInquiryActions(inquiry: InboxEntry, { onChanged, onUnauthorized }: Handlers) {
  const speech = useSpeech();
  const w = speech.words.card;
  const [isPending, setIsPending] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  async function run(action: Action) {
    setIsPending(true);
    let change: InquiryChange = { deleted: [inquiry.id] };
    try {
      if (action === 'delete') await deleteInquiry(inquiry.id);
      else if (action === 'notify') change = { updated: await notifyInquiryAgain(inquiry.id) };
      else change = { updated: await changeInquiry(inquiry.id, action), quiet: action === 'read' };
    } catch (cause) {
      setIsPending(false);
      if (endsSession(cause, onUnauthorized)) return;
      // Notify again says why it failed (which channel, what it answered): the owner may fix it.
      if (action === 'notify' && cause instanceof HttpError && cause.serverMessage) {
        const description = notifyFailureText(cause, w.notifyFailed, speech);
        toast({ variant: 'destructive', title: w.failed.notify.title, description });
      } else toast({ variant: 'destructive', ...w.failed[action] });
      return;
    }
    const reloaded = onChanged(change);
    // Opening an inquiry marks it read quietly: the card says so.
    if (action !== 'read') toast(w.done[action]);
    flushSync(() => setIsPending(false));
    // The button pressed may be gone (or lost the focus while disabled): the keyboard stays in this card.
    const dropped = document.activeElement === document.body || document.activeElement === nextRef.current;
    if (action === 'complete' || action === 'notify') deleteRef.current?.focus();
    else if (action !== 'delete' && dropped) (nextRef.current ?? deleteRef.current)?.focus();
    await reloaded;
  }

  const open = () => void (inboxState(inquiry) === 'new' && !isPending && run('read'));

  return { run, open, isPending, deleteRef, nextRef };
}

interface Props extends Handlers {
  inquiry: InboxEntry;
  actions: ReturnType<typeof useInquiryActions>;
  /** What says that the daily job stopped trying its notification, for Notify again. */
  gaveUpId: string | undefined;
}

export default function InquiryActions({ inquiry, actions, gaveUpId, onChanged, onUnauthorized }: Props) {
  const { words, t } = useSpeech();
  const w = words.card;
  const { run, open, isPending, deleteRef, nextRef } = actions;
  const state = inboxState(inquiry);
  // Mark as read, then Mark as answered: one button, so the focus stays on it.
  const next = state === 'new' ? 'read' : state === 'read' ? 'answered' : null;
  /** A small button that runs `action`, disabled while any runs. */
  const act = (action: Action) => ({ size: 'small', onClick: () => void run(action), disabled: isPending }) as const;

  return (
    // A toast keeps clear of these where it can, of the focused card's first (toast-edge.ts).
    <div className="flex grow flex-wrap gap-2" data-keep-clear>
      <a href={replyHref(inquiry)} onClick={open} className={buttonClasses('quiet', 'small')}>
        {w.reply}
      </a>
      {next && (
        <Button ref={nextRef} variant="quiet" {...act(next)}>
          {next === 'read' ? w.markRead : w.markAnswered}
        </Button>
      )}
      {inquiry.notified === false && (
        <Button variant="quiet" {...act('notify')} aria-describedby={gaveUpId}>
          {w.notifyAgain}
        </Button>
      )}
      {inquiry.status !== 'completed' && (
        <Button variant="primary" {...act('complete')}>
          {w.markComplete}
        </Button>
      )}
      <PersonData
        email={inquiry.email}
        disabled={isPending}
        onErased={(deleted) => onChanged({ deleted })}
        onUnauthorized={onUnauthorized}
      />
      <ConfirmButton
        ref={deleteRef}
        variant="quiet-danger"
        size="small"
        className="ml-auto"
        disabled={isPending}
        title={w.deleteTitle}
        message={t(w.deleteQuestion, { name: inquiry.name })}
        onConfirm={() => void run('delete')}
      >
        {w.delete}
      </ConfirmButton>
    </div>
  );
}
