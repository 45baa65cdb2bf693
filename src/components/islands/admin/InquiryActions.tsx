import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { completeInquiry, deleteInquiry, HttpError } from '~/lib/api';
import type { Inquiry } from '~/lib/inquiry';
import { toast } from '~/lib/toast';
import ConfirmDialog from './ConfirmDialog';

type Action = 'delete' | 'complete';

/** SPEC §8's texts for each action. */
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

interface Props {
  inquiry: Pick<Inquiry, 'id' | 'name' | 'status'>;
  /** Reloads the list after a change; `wasDeleted` says this card is about to disappear. */
  onChanged: (wasDeleted: boolean) => Promise<void>;
  /** Called on a 401: the session is gone and the screen must lock. */
  onUnauthorized: () => void;
}

/** Delete (after confirmation) and Mark Complete for one inquiry (SPEC §2, §4, §7). */
export default function InquiryActions({ inquiry, onChanged, onUnauthorized }: Props) {
  const [pending, setPending] = useState<Action | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // Disabling the pressed button drops the keyboard focus; it comes back here once re-enabled.
  const shouldRefocusRef = useRef(false);
  const isCompleted = inquiry.status === 'completed';

  async function run(action: Action) {
    setPending(action);
    try {
      await (action === 'delete' ? deleteInquiry(inquiry.id) : completeInquiry(inquiry.id));
    } catch (cause) {
      setPending(null);
      if (cause instanceof HttpError && cause.status === 401) onUnauthorized();
      else toast({ variant: 'destructive', ...TOASTS[action].failure });
      return;
    }
    toast(TOASTS[action].success);
    // Mark Complete is about to disappear; keep the keyboard in this card.
    shouldRefocusRef.current = action === 'complete';
    await onChanged(action === 'delete');
    setPending(null);
  }

  useEffect(() => {
    if (pending !== null || !shouldRefocusRef.current) return;
    shouldRefocusRef.current = false;
    deleteRef.current?.focus();
  }, [pending]);

  return (
    <div className="flex flex-wrap gap-3">
      {!isCompleted && (
        <button
          type="button"
          onClick={() => void run('complete')}
          disabled={pending !== null}
          className={buttonClasses('primary')}
        >
          Mark Complete
        </button>
      )}
      <button
        ref={deleteRef}
        type="button"
        onClick={() => setIsConfirming(true)}
        disabled={pending !== null}
        className={buttonClasses('secondary', 'border-danger text-danger hover:bg-danger-soft')}
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
