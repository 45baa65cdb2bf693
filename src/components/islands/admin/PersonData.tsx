import { useRef, useState } from 'react';
import Button from '~/components/ui/Button';
import { HttpError } from '~/components/api/api-client';
import { endsSession, erasePersonData, fetchPersonData, type PersonData as Data } from './admin-api';
import { toast } from '~/components/ui/toast-store';
import ConfirmButton from './ConfirmButton';
import Dialog from './Dialog';
import { errorMessage } from './admin-format';
import { saveFile } from './save-file';
import { useSpeech } from './words';

interface Props {
  email: string;
  disabled: boolean;
  /** The ids erased: the list shows them gone, then reloads. */
  onErased: (deleted: number[]) => Promise<void>;
  onUnauthorized: () => void;
}

/** "Everything from this e-mail" (Quebec's Law 25: a person's copy of their data, and its deletion). */
export default function PersonData({ email, disabled, onErased, onUnauthorized }: Props) {
  const speech = useSpeech();
  const { words, t, plural } = speech;
  const w = words.person;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [found, setFound] = useState<{ data: Data } | { error: string } | null>(null);
  const [isErasing, setIsErasing] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Only the answer to the latest look may land in the dialog.
  const lookRef = useRef(0);

  const failed = (cause: unknown) =>
    endsSession(cause, () => {
      dialogRef.current?.close();
      onUnauthorized();
    });

  async function open() {
    const look = ++lookRef.current;
    setFound(null);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    try {
      const data = await fetchPersonData(email);
      if (look === lookRef.current) setFound({ data });
    } catch (cause) {
      if (look !== lookRef.current || failed(cause)) return;
      setFound({ error: t(w.lookFailed, { reason: errorMessage(cause, speech) }) });
    }
  }

  const download = (data: Data) =>
    saveFile(`inquiries-${data.email}-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));

  async function erase(data: Data) {
    setIsErasing(true);
    try {
      const ids = data.inquiries.map((entry) => entry.id);
      const deleted = await erasePersonData(email, ids);
      dialogRef.current?.close();
      const erased = onErased(deleted);
      toast({ title: w.erased.title, description: plural(w.erased.description, deleted.length, { email }) });
      await erased;
    } catch (cause) {
      if (failed(cause)) return;
      const description = cause instanceof HttpError && cause.status === 409 ? w.changed : w.eraseFailed;
      toast({ variant: 'destructive', title: words.card.failed.delete.title, description });
      // The keyboard waits on Close (Erase is disabled, or gone while a 409 reloads what there is now).
      closeRef.current?.focus();
      if (cause instanceof HttpError && cause.status === 409) void open();
    } finally {
      setIsErasing(false);
    }
  }

  const data = found && 'data' in found ? found.data : null;
  const count = data?.inquiries.length ?? 0;
  const first = data?.inquiries[0]?.createdAt;

  return (
    <>
      <Button variant="quiet" size="small" onClick={() => void open()} disabled={disabled}>
        {w.open}
      </Button>
      <Dialog
        ref={dialogRef}
        title={t(w.title, { email })}
        actions={
          <>
            <form method="dialog">
              <Button type="submit" ref={closeRef} variant="quiet" className="w-full">
                {words.layout.close}
              </Button>
            </form>
            {data && count > 0 && (
              <>
                <Button variant="quiet" onClick={() => download(data)}>
                  {w.download}
                </Button>
                <ConfirmButton
                  variant="danger"
                  disabled={isErasing}
                  title={w.eraseTitle}
                  message={plural(w.eraseQuestion, count, { email })}
                  onConfirm={() => void erase(data)}
                >
                  {plural(w.erase, count)}
                </ConfirmButton>
              </>
            )}
          </>
        }
      >
        <div role="status" className="mt-2 text-muted">
          {!found && <p>{w.looking}</p>}
          {data && first && <p>{plural(w.found, count, { first: speech.date(first) })}</p>}
          {data && count === 0 && <p>{w.none}</p>}
        </div>
        {found && 'error' in found && (
          <p role="alert" className="mt-2 font-medium text-danger">
            {found.error}
          </p>
        )}
        {data && count > 0 && <p className="mt-2 text-sm text-muted">{w.explain}</p>}
      </Dialog>
    </>
  );
}
