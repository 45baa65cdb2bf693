import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-styles';
import { logout } from '~/lib/api';
import { errorMessage } from './format';
import InquiryList from './InquiryList';
import PasskeyPanel from './PasskeyPanel';

interface Props {
  /** Called once the server ended the session. */
  onLoggedOut: () => void;
  /** Called when the server no longer knows the session (401). */
  onSessionEnded: () => void;
  /** Move focus to the title when the dashboard appears (right after logging in). */
  shouldFocus: boolean;
}

/** The unlocked admin: title, Logout, and the inquiry list. */
export default function AdminDashboard({ onLoggedOut, onSessionEnded, shouldFocus }: Props) {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus();
  }, [shouldFocus]);

  async function handleLogout() {
    setIsLoggingOut(true);
    setLogoutError(null);
    try {
      await logout();
      onLoggedOut();
    } catch (cause) {
      // Stay unlocked: the server session is still alive, so locking only the screen would mislead.
      setLogoutError(`Logout failed: ${errorMessage(cause)}`);
      setIsLoggingOut(false);
    }
  }

  return (
    <div>
      <header className="flex items-start justify-between gap-4 border-b border-line pb-4">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            Admin Dashboard
          </h1>
          <p className="mt-0.5 text-sm text-muted sm:text-base">Contact inquiries and project requests</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <button
            type="button"
            onClick={handleLogout}
            disabled={isLoggingOut}
            aria-describedby={logoutError ? errorId : undefined}
            className={buttonClasses('secondary', 'px-3.5 py-2')}
          >
            Logout
          </button>
          {logoutError && (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger">
              {logoutError}
            </p>
          )}
        </div>
      </header>
      <PasskeyPanel onUnauthorized={onSessionEnded} />
      <InquiryList onUnauthorized={onSessionEnded} />
    </div>
  );
}
