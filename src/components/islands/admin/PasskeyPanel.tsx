import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from '~/components/ui/Button';
import { MAX_PASSKEY_NAME } from '~/lib/api-types';
import { endsSession } from './admin-api';
import Alert from './Alert';
import CollapsiblePanel from './CollapsiblePanel';
import ConfirmButton from './ConfirmButton';
import { createPasskey, fetchPasskeys, passkeyErrorMessage, removePasskey, supportsPasskeys } from './passkey-ceremony';
import type { Passkey, PasskeyListing } from './passkey-ceremony';
import TextField from './TextField';
import { useSpeech } from './words';

export default function PasskeyPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const speech = useSpeech();
  const { words, t, plural, dateTime } = speech;
  const w = words.passkeys;
  const [listing, setListing] = useState<PasskeyListing | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<{ cause: unknown } | { text: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const errorId = useId();

  const fail = useCallback(
    (cause: unknown) => endsSession(cause, onUnauthorized) || setError({ cause }),
    [onUnauthorized]
  );

  const load = useCallback(() => fetchPasskeys().then(setListing, fail), [fail]);

  useEffect(() => void load(), [load]);

  /** Runs a change, reads the list again and says what was done; false when the change failed. */
  async function change(act: () => Promise<string>): Promise<boolean> {
    setIsBusy(true);
    setError(null);
    setStatus('');
    try {
      const done = await act();
      await load();
      setStatus(done);
      return true;
    } catch (cause) {
      fail(cause);
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  async function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name')).trim();
    if (!name) {
      // Checked here, before the device makes a passkey the server would then refuse.
      setStatus('');
      setError({ text: words.api.passkeyNameMissing });
      nameRef.current?.focus();
      return;
    }
    const added = await change(async () => {
      const passkey = await createPasskey(name);
      form.reset();
      return t(words.api.passkeyAdded, { name: passkey.name });
    });
    if (!added) nameRef.current?.focus();
  }

  async function handleRemove(passkey: Passkey) {
    await change(() => removePasskey(passkey.id).then(() => t(w.removed, { name: passkey.name })));
    // Its Remove button is gone: the panel's own heading is the nearest place to land.
    summaryRef.current?.focus();
  }

  const count = listing?.passkeys.length;
  const errorText = error && ('text' in error ? error.text : passkeyErrorMessage(error.cause, speech));

  return (
    <CollapsiblePanel
      title={w.title}
      summaryRef={summaryRef}
      summary={count === undefined ? w.loading : count === 0 ? w.none : plural(w.registered, count)}
    >
      <p className="text-sm text-muted">{w.intro}</p>
      {listing && !listing.passwordSignIn && (
        <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm">{w.passwordOff}</p>
      )}

      {listing && listing.passkeys.length > 0 && (
        <ul aria-label={w.list} className="divide-y divide-line rounded-lg border border-line">
          {listing.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium">{passkey.name}</p>
                <p className="text-sm text-muted">
                  {t(w.added, { date: dateTime(passkey.createdAt) })}
                  {passkey.lastUsedAt && <> · {t(w.lastUsed, { date: dateTime(passkey.lastUsedAt) })}</>}
                </p>
              </div>
              <ConfirmButton
                variant="quiet"
                disabled={isBusy}
                className="px-3 py-1.5"
                title={w.removeTitle}
                message={t(w.removeQuestion, { name: passkey.name })}
                aria-label={t(w.removeNamed, { name: passkey.name })}
                onConfirm={() => void handleRemove(passkey)}
              >
                {w.remove}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}

      {supportsPasskeys() ? (
        <form onSubmit={handleAdd} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <TextField
              ref={nameRef}
              label={w.nameLabel}
              name="name"
              autoComplete="off"
              maxLength={MAX_PASSKEY_NAME}
              placeholder={w.namePlaceholder}
              errorId={errorText ? errorId : undefined}
            />
          </div>
          <Button type="submit" variant="primary" disabled={isBusy}>
            {w.add}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">{w.unsupported}</p>
      )}

      {errorText && <Alert id={errorId}>{errorText}</Alert>}
      <p role="status" className="text-sm">
        {status}
      </p>
    </CollapsiblePanel>
  );
}
