import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '~/components/ui/button-classes';
import { checkSession, logout } from '../api-client';
import { clearAdminFlag, hasAdminFlag, setAdminFlag } from './admin-flag';
import { errorMessage } from './format';
import InquiryList from './InquiryList';
import LoginCard from './LoginCard';
import PasskeyPanel from './PasskeyPanel';
import Toaster from '../Toaster';
import SettingsPanel from './SettingsPanel';

/**
 * Sign-in card while locked, dashboard while unlocked; the server's session decides (docs/auth.md).
 * The page's notification area renders here, with the island that raises its toasts.
 */
export default function AdminGate() {
  const [gate, setGate] = useState<'checking' | 'locked' | 'unlocked'>(() => (hasAdminFlag() ? 'checking' : 'locked'));
  // Focus moves only in answer to what the person did (log in, log out), never on page load.
  const [shouldMoveFocus, setShouldMoveFocus] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    // Only this answer ends the check: nothing else can change the gate meanwhile.
    if (gate !== 'checking') return;
    checkSession()
      .catch(() => false)
      .then((isLive) => {
        if (!isLive) clearAdminFlag();
        setGate(isLive ? 'unlocked' : 'locked');
      });
  }, [gate]);

  const lock = useCallback((reason?: string) => {
    clearAdminFlag();
    setNotice(reason);
    setShouldMoveFocus(true);
    setGate('locked');
  }, []);

  const endSession = useCallback(() => lock('Your session has ended. Enter the password to continue.'), [lock]);

  function unlock() {
    setAdminFlag();
    setNotice(undefined);
    setShouldMoveFocus(true);
    setGate('unlocked');
  }

  return (
    <>
      {gate === 'checking' && (
        <p role="status" className="text-center text-muted">
          Checking your session&hellip;
        </p>
      )}
      {gate === 'locked' && <LoginCard onUnlocked={unlock} shouldFocus={shouldMoveFocus} notice={notice} />}
      {gate === 'unlocked' && (
        <Dashboard onLoggedOut={lock} onSessionEnded={endSession} shouldFocus={shouldMoveFocus} />
      )}
      <Toaster />
    </>
  );
}

interface DashboardProps {
  onLoggedOut: () => void;
  onSessionEnded: () => void;
  shouldFocus: boolean;
}

/** The unlocked admin: title, Logout, passkeys, the settings in effect and the inquiry list. */
function Dashboard({ onLoggedOut, onSessionEnded, shouldFocus }: DashboardProps) {
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
      <SettingsPanel onUnauthorized={onSessionEnded} />
      <InquiryList onUnauthorized={onSessionEnded} />
    </div>
  );
}
