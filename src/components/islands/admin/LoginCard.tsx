import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '~/components/ui/button-styles';
import { HttpError, login } from '~/lib/api';
import { errorMessage } from './format';
import { cn } from '~/lib/cn';
import { passkeyErrorMessage, signInWithPasskey, supportsPasskeys } from './passkey-ceremony';

/** The client's wording for a wrong password, whatever the server's body says. */
const INVALID_PASSWORD = 'Invalid password';

interface Props {
  /** Called once the server accepted the password. */
  onUnlocked: () => void;
  /** Put the cursor in the password field when the card appears (after a logout). */
  shouldFocus: boolean;
  /** Why the card is shown again, e.g. an expired session. */
  notice?: string | undefined;
}

/** The locked admin: password form and, where the browser has them, a passkey button. */
export default function LoginCard({ onUnlocked, shouldFocus, notice }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const passkeyErrorId = useId();

  useEffect(() => {
    if (shouldFocus) inputRef.current?.focus();
  }, [shouldFocus]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setError(null);
    setPasskeyError(null);
    try {
      await login(password);
      onUnlocked();
    } catch (cause) {
      setError(cause instanceof HttpError && cause.status === 401 ? INVALID_PASSWORD : errorMessage(cause));
      setIsPending(false);
      // The button was just disabled and may have lost focus; the field is where the fix happens.
      inputRef.current?.focus();
    }
  }

  async function handlePasskey() {
    if (isPending) return;
    setIsPending(true);
    setError(null);
    setPasskeyError(null);
    try {
      await signInWithPasskey();
      onUnlocked();
    } catch (cause) {
      // Rendered at once, so that the button is enabled again before it takes focus back.
      flushSync(() => {
        setPasskeyError(passkeyErrorMessage(cause));
        setIsPending(false);
      });
      passkeyRef.current?.focus();
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-lg shadow-ink/5 sm:p-8"
    >
      <div aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 id={headingId} className="mt-4 text-center font-display text-2xl font-bold tracking-tight">
        Admin Access
      </h1>
      <p className="mt-2 text-center text-muted">Enter password to view contact inquiries</p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink">
          {notice}
        </p>
      )}

      <form onSubmit={handleSubmit} className="mt-6 space-y-4">
        {/* There is one shared password; this lets password managers file it under a name. */}
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium">
            Password
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink',
              error && 'border-danger'
            )}
          />
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={isPending} className={buttonClasses('primary', 'w-full')}>
          Access Admin Panel
        </button>
      </form>

      {supportsPasskeys() && (
        <div className="mt-6">
          <p aria-hidden="true" className="flex items-center gap-3 text-sm text-muted">
            <span className="h-px grow bg-line" />
            or
            <span className="h-px grow bg-line" />
          </p>
          <button
            ref={passkeyRef}
            type="button"
            onClick={handlePasskey}
            disabled={isPending}
            aria-describedby={passkeyError ? passkeyErrorId : undefined}
            className={buttonClasses('secondary', 'mt-4 w-full')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="8" cy="8" r="4" />
              <path d="M10.8 10.8 20 20m-3-3 2-2m-4.5-.5 2-2" />
            </svg>
            Sign in with a passkey
          </button>
          {passkeyError && (
            <p id={passkeyErrorId} role="alert" className="mt-2 text-sm font-medium text-danger">
              {passkeyError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
