import { useId, useRef, type ComponentProps } from 'react';
import { buttonClasses } from '~/components/ui/button-classes';
import { useSpeech } from './words';

interface Props extends Pick<ComponentProps<'button'>, 'ref' | 'disabled' | 'className' | 'children' | 'aria-label'> {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A button that asks a yes/no question first, on the native `<dialog>` (focus trap, Escape,
 * focus back on the button when it closes); focus starts on Cancel, in the admin's language.
 */
export default function ConfirmButton({ title, message, confirmLabel, onConfirm, ...button }: Props) {
  const cancelLabel = useSpeech().words.card.cancel;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  function open() {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.returnValue = '';
    dialog.showModal();
    cancelRef.current?.focus();
  }

  return (
    <>
      <button type="button" onClick={open} {...button} />
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        // Its buttons and Escape close it natively; the return value says which.
        onClose={(event) => event.currentTarget.returnValue === 'confirm' && onConfirm()}
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
            {cancelLabel}
          </button>
          <button value="confirm" className={buttonClasses('primary', 'bg-danger hover:bg-danger/90')}>
            {confirmLabel}
          </button>
        </form>
      </dialog>
    </>
  );
}
