import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { completeInquiry, deleteInquiry, HttpError } from '~/lib/api';
import type { Inquiry } from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import ConfirmDialog from './ConfirmDialog';
import { replyHref } from './reply';

type Action = 'delete' | 'complete';

/** A change the server confirmed: the inquiry as now stored, or the id of the one deleted. */
export type InquiryChange = { completed: Inquiry } | { deleted: number };

/** What the owner reads after each action: the exact words the client asked for. */
const TOASTS = {
  delete: {
    success: { title: 'Inquiry Deleted', description: 'The inquiry has been successfully deleted.' },
    failure: { title: 'Error', description: 'Failed to delete inquiry. Please try again.' },
  },
  complete: {
    success: { title: 'Inquiry Completed', description: 'The inquiry has been marked as completed.' },
    failure: { title: 'Error', description: 'Failed to complete inquiry. Please try again.' },
  },
} as const;

const SMALL = 'px-3 py-2';

interface Props {
  inquiry: Pick<Inquiry, 'id' | 'name' | 'email' | 'message' | 'createdAt' | 'language' | 'status'>;
  /** Shows a confirmed change before it returns (the toast follows), then reloads the list. */
  onChanged: (change: InquiryChange) => Promise<void>;
  /** Called on a 401: the session is gone and the screen must lock. */
  onUnauthorized: () => void;
}

/** Reply, Mark Complete and Delete (confirmed) for one inquiry; buttons wait while a request runs. */
export default function InquiryActions({ inquiry, onChanged, onUnauthorized }: Props) {
  const [pending, setPending] = useState<Action | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // Disabling the pressed button drops the keyboard focus; it comes back here once re-enabled.
  const shouldRefocusRef = useRef(false);
  const isCompleted = inquiry.status === 'completed';

  async function run(action: Action) {
    setPending(action);
    let change: InquiryChange = { deleted: inquiry.id };
    try {
      if (action === 'delete') await deleteInquiry(inquiry.id);
      else change = { completed: await completeInquiry(inquiry.id) };
    } catch (cause) {
      setPending(null);
      if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
      else toast({ variant: 'destructive', ...TOASTS[action].failure });
      return;
    }
    const reloaded = onChanged(change);
    toast(TOASTS[action].success);
    // Mark Complete has just disappeared; keep the keyboard in this card.
    shouldRefocusRef.current = action === 'complete';
    setPending(null);
    await reloaded;
  }

  useEffect(() => {
    if (pending !== null || !shouldRefocusRef.current) return;
    shouldRefocusRef.current = false;
    deleteRef.current?.focus();
  }, [pending]);

  return (
    <div className="flex flex-wrap gap-2 lg:shrink-0">
      <a href={replyHref(inquiry)} className={buttonClasses('secondary', SMALL)}>
        Reply
      </a>
      {!isCompleted && (
        <button
          type="button"
          onClick={() => void run('complete')}
          disabled={pending !== null}
          className={buttonClasses('primary', SMALL)}
        >
          Mark Complete
        </button>
      )}
      <button
        ref={deleteRef}
        type="button"
        onClick={() => setIsConfirming(true)}
        disabled={pending !== null}
        className={buttonClasses(
          'secondary',
          `${SMALL} ml-auto lg:ml-4 border-danger text-danger hover:bg-danger-soft`
        )}
      >
        Delete
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete inquiry?"
        message={`Are you sure you want to delete the inquiry from ${inquiry.name}?`}
        confirmLabel="Delete"
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void run('delete');
        }}
      />
    </div>
  );
}
