import { useId, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-classes';
import { HttpError } from '~/components/api/api-client';
import { endsSession, erasePersonData, fetchPersonData, type PersonData as Data } from './admin-api';
import { toast } from '~/components/ui/toast-store';
import ConfirmButton from './ConfirmButton';
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

/**
 * "Everything from this e-mail" (Quebec's Law 25: a person's copy of their data, and its
 * deletion): a dialog that finds every inquiry from the address, downloads them as JSON, and
 * erases them all after a question that names how many.
 */
export default function PersonData({ email, disabled, onErased, onUnauthorized }: Props) {
  const speech = useSpeech();
  const { words, t, plural } = speech;
  const w = words.person;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      <button
        type="button"
        onClick={() => void open()}
        disabled={disabled}
        className={buttonClasses('secondary', 'px-3 py-2')}
      >
        {w.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <h2 id={titleId} className="font-display text-lg font-semibold break-words">
          {t(w.title, { email })}
        </h2>
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <form method="dialog">
            <button ref={closeRef} className={buttonClasses('secondary', 'w-full')}>
              {words.layout.close}
            </button>
          </form>
          {data && count > 0 && (
            <>
              <button type="button" onClick={() => download(data)} className={buttonClasses('secondary')}>
                {w.download}
              </button>
              <ConfirmButton
                disabled={isErasing}
                className={buttonClasses('primary', 'bg-danger hover:bg-danger/90')}
                title={w.eraseTitle}
                message={plural(w.eraseQuestion, count, { email })}
                confirmLabel={plural(w.erase, count)}
                onConfirm={() => void erase(data)}
              >
                {plural(w.erase, count)}
              </ConfirmButton>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
