import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { errorMessage, HttpError, login } from '~/lib/api';
import { cn } from '~/lib/cn';

/** SPEC §8's wording for a wrong password, whatever the server's body says. */
const INVALID_PASSWORD = 'Invalid password';

interface Props {
  /** Called once the server accepted the password. */
  onUnlocked: () => void;
  /** Put the cursor in the password field when the card appears (after a logout). */
  shouldFocus: boolean;
  /** Why the card is shown again, e.g. an expired session. */
  notice?: string | undefined;
}

/** The locked admin: a password form. The password is checked by the server only (DECISIONS D1). */
export default function LoginCard({ onUnlocked, shouldFocus, notice }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (shouldFocus) inputRef.current?.focus();
  }, [shouldFocus]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setError(null);
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
    </section>
  );
}
