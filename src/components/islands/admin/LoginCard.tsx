import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Button from '~/components/ui/Button';
import { HttpError } from '~/components/api/api-client';
import { login } from './admin-api';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { KEY_ICON_PATH, LOCK_ICON_PATH } from '~/lib/icon-paths';
import { passkeyErrorMessage, signInWithPasskey, supportsPasskeys } from './passkey-ceremony';
import TextField from './TextField';
import { useSpeech } from './words';

type Method = 'password' | 'passkey';

interface Props {
  onUnlocked: () => void;
  /** Put the cursor in the password field when the card appears (after a logout). */
  shouldFocus: boolean;
  notice?: string | undefined;
}

export default function LoginCard({ onUnlocked, shouldFocus, notice }: Props) {
  const speech = useSpeech();
  const { words } = speech;
  const [error, setError] = useState<{ method: Method; text: string } | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const errorId = useId();
  const failed = error?.method;
  const errorText = error && (
    <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
      {error.text}
    </p>
  );

  async function signIn(method: Method, attempt: () => Promise<void>) {
    setIsPending(true);
    setError(null);
    try {
      await attempt();
      onUnlocked();
    } catch (cause) {
      // The client's wording for a wrong password, whatever the server's body says.
      const text =
        method === 'password' && cause instanceof HttpError && cause.status === 401
          ? words.api.invalidPassword
          : passkeyErrorMessage(cause, speech);
      // Rendered at once, so that a disabled button is enabled again before it takes the focus back.
      flushSync(() => {
        setError({ method, text });
        setIsPending(false);
      });
      (method === 'password' ? inputRef : passkeyRef).current?.focus();
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-lg shadow-ink/5 sm:p-8"
    >
      <div aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
        <StrokeIcon path={LOCK_ICON_PATH} className="size-6" />
      </div>
      <h1 id={headingId} className="mt-4 text-center font-display text-2xl font-bold tracking-tight">
        {words.login.title}
      </h1>
      <p className="mt-2 text-center text-muted">{words.login.intro}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink">
          {notice}
        </p>
      )}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          const password = String(new FormData(event.currentTarget).get('password'));
          void signIn('password', () => login(password));
        }}
        className="mt-6 space-y-4"
      >
        {/* There is one shared password; this lets password managers file it under a name. */}
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        <div>
          <TextField
            ref={inputRef}
            label={words.login.password}
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus={shouldFocus}
            required
            errorId={failed === 'password' ? errorId : undefined}
          />
          {failed === 'password' && errorText}
        </div>
        <Button type="submit" variant="primary" disabled={isPending} className="w-full">
          {words.login.submit}
        </Button>
      </form>

      {supportsPasskeys() && (
        <div className="mt-6">
          <p aria-hidden="true" className="flex items-center gap-3 text-sm text-muted">
            <span className="h-px grow bg-line" />
            {words.login.or}
            <span className="h-px grow bg-line" />
          </p>
          <Button
            ref={passkeyRef}
            variant="quiet"
            onClick={() => void signIn('passkey', signInWithPasskey)}
            disabled={isPending}
            aria-describedby={failed === 'passkey' ? errorId : undefined}
            className="mt-4 w-full"
          >
            <StrokeIcon path={KEY_ICON_PATH} className="size-5" />
            {words.login.passkey}
          </Button>
          {failed === 'passkey' && errorText}
        </div>
      )}
    </section>
  );
}
