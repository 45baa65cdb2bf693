import { useId, useRef, type ComponentProps } from 'react';
import Button from '~/components/ui/Button';
import Dialog from './Dialog';
import { useSpeech } from './words';

interface Props extends Pick<
  ComponentProps<typeof Button>,
  'ref' | 'variant' | 'size' | 'disabled' | 'className' | 'children' | 'aria-label'
> {
  title: string;
  message: string;
  onConfirm: () => void;
}

/** A button that asks a yes/no question first, its words on the Yes; focus starts on Cancel, in the admin's language. */
export default function ConfirmButton({ title, message, onConfirm, ...button }: Props) {
  const cancelLabel = useSpeech().words.card.cancel;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
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
      <Button onClick={open} {...button} />
      <Dialog
        ref={dialogRef}
        title={title}
        describedBy={messageId}
        // Its buttons and Escape close it natively; the return value says which.
        onClose={(event) => event.currentTarget.returnValue === 'confirm' && onConfirm()}
        actions={
          <form method="dialog" className="contents">
            <Button type="submit" ref={cancelRef} variant="quiet">
              {cancelLabel}
            </Button>
            <Button type="submit" value="confirm" variant="danger">
              {button.children}
            </Button>
          </form>
        }
      >
        <p id={messageId} className="mt-2 break-words text-muted">
          {message}
        </p>
      </Dialog>
    </>
  );
}
