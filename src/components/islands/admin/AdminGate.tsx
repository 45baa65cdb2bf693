import { useCallback, useEffect, useState } from 'react';
import { checkSession } from '~/lib/api';
import { clearAdminFlag, hasAdminFlag, setAdminFlag } from '~/lib/admin-flag';
import AdminDashboard from './AdminDashboard';
import LoginCard from './LoginCard';

type GateState = 'checking' | 'locked' | 'unlocked';

const SESSION_ENDED_NOTICE = 'Your session has ended. Enter the password to continue.';

/** Sign-in card while locked, dashboard while unlocked; the server's session decides (docs/auth.md). */
export default function AdminGate() {
  const [gate, setGate] = useState<GateState>(() => (hasAdminFlag() ? 'checking' : 'locked'));
  // Focus moves only in answer to what the person did (log in, log out), never on page load.
  const [shouldMoveFocus, setShouldMoveFocus] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (gate !== 'checking') return;
    let isCurrent = true;
    checkSession()
      .catch(() => false)
      .then((isLive) => {
        if (!isCurrent) return;
        if (!isLive) clearAdminFlag();
        setGate(isLive ? 'unlocked' : 'locked');
      });
    return () => {
      isCurrent = false;
    };
  }, [gate]);

  const unlock = useCallback(() => {
    setAdminFlag();
    setNotice(undefined);
    setShouldMoveFocus(true);
    setGate('unlocked');
  }, []);

  const lock = useCallback((reason?: string) => {
    clearAdminFlag();
    setNotice(reason);
    setShouldMoveFocus(true);
    setGate('locked');
  }, []);

  const handleLoggedOut = useCallback(() => lock(), [lock]);
  const handleSessionEnded = useCallback(() => lock(SESSION_ENDED_NOTICE), [lock]);

  if (gate === 'checking') {
    return (
      <p role="status" className="text-center text-muted">
        Checking your session&hellip;
      </p>
    );
  }
  if (gate === 'locked') {
    return <LoginCard onUnlocked={unlock} shouldFocus={shouldMoveFocus} notice={notice} />;
  }
  return (
    <AdminDashboard onLoggedOut={handleLoggedOut} onSessionEnded={handleSessionEnded} shouldFocus={shouldMoveFocus} />
  );
}
