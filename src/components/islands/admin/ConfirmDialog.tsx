import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';

interface Props {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question on the native `<dialog>` (focus trap, Escape); focus starts on Cancel. */
export default function ConfirmDialog({ isOpen, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog || dialog.open) return;
    dialog.returnValue = '';
    dialog.showModal();
    cancelRef.current?.focus();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Its buttons and Escape close it natively; the return value says which.
      onClose={(event) => (event.currentTarget.returnValue === 'confirm' ? onConfirm() : onCancel())}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 break-words text-muted">
        {message}
      </p>
      <form method="dialog" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button value="confirm" className={buttonClasses('primary', 'bg-danger hover:bg-danger/90')}>
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}
