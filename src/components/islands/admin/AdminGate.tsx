import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Button from '~/components/ui/Button';
import { INTL_LOCALES, LOCALES, type Locale } from '~/lib/locales';
import { checkSession, logout } from './admin-api';
import { errorMessage } from './admin-format';
import Alert from './Alert';
import InquiryList from './InquiryList';
import LeadsPanel from './LeadsPanel';
import LoginCard from './LoginCard';
import PasskeyPanel from './PasskeyPanel';
import Toaster from '~/components/ui/Toaster';
import SettingsPanel from './SettingsPanel';
import { withStorage } from './storage';
import { useToastEdge } from './toast-edge';
import { loadSpeech, pageTitle, preferredLocale, rememberLocale, SpeechContext, useSpeech, type Speech } from './words';

/** This tab unlocked the admin (sessionStorage): a hint for the first screen; the session cookie decides access. */
const FLAG = 'admin_auth';
const hasFlag = () => withStorage('sessionStorage', (s) => s.getItem(FLAG) === 'authenticated', false);
const setFlag = (on: boolean) =>
  withStorage('sessionStorage', (s) => (on ? s.setItem(FLAG, 'authenticated') : s.removeItem(FLAG)), undefined);

/** What the admin says while it waits: for its words, then for the session. */
const waiting = (text: string) => (
  <p role="status" className="text-center text-muted">
    {text}
  </p>
);

/** Sign-in card or dashboard, as the server's session decides (docs/auth.md), in the owner's language, with toasts. */
export default function AdminGate({ loading, siteName }: { loading: Record<Locale, string>; siteName: string }) {
  const [locale, setLocale] = useState(preferredLocale);
  const [speech, setSpeech] = useState<Speech | null>(null);
  const [gate, setGate] = useState<'checking' | 'locked' | 'unlocked'>('checking');
  const [isPreview, setIsPreview] = useState(false);
  // Focus moves only in answer to what the person did (log in, log out), never on page load.
  const [shouldMoveFocus, setShouldMoveFocus] = useState(false);
  const [notice, setNotice] = useState<'sessionEnded'>();
  const toastViewportRef = useRef<HTMLOListElement>(null);
  const toastEdge = useToastEdge(toastViewportRef);

  useEffect(() => {
    let isCurrent = true;
    loadSpeech(locale, siteName).then(
      (loaded) => isCurrent && setSpeech(loaded),
      (cause: unknown) => console.error('[admin] the words could not be loaded', cause)
    );
    return () => void (isCurrent = false);
  }, [locale, siteName]);

  // Before the list's own effect, which adds the count of new inquiries to the title.
  useLayoutEffect(() => {
    if (!speech) return;
    document.documentElement.lang = INTL_LOCALES[speech.locale];
    document.title = pageTitle(speech);
    // The page frame's skip link (BaseLayout), written in English before the island ran.
    const skipLink = document.querySelector('a[href="#main"]');
    if (skipLink) skipLink.textContent = speech.words.layout.skipLink;
  }, [speech]);

  useEffect(() => {
    // Without the tab's flag, a live session still leaves the tab locked.
    checkSession().then(({ isLive, isPreview }) => {
      setIsPreview(isPreview);
      const unlocks = isLive && hasFlag();
      if (!unlocks) setFlag(false);
      setGate(unlocks ? 'unlocked' : 'locked');
    });
  }, []);

  const enter = useCallback((next: 'locked' | 'unlocked', reason?: 'sessionEnded') => {
    setFlag(next === 'unlocked');
    setNotice(reason);
    setShouldMoveFocus(true);
    setGate(next);
  }, []);

  const endSession = useCallback(() => enter('locked', 'sessionEnded'), [enter]);
  const lock = () => enter('locked');
  const unlock = () => enter('unlocked');

  // Until the chosen language loads, the previous one stays (none at first).
  if (!speech) return waiting(loading[locale]);
  const { words } = speech;
  return (
    <SpeechContext value={speech}>
      {isPreview && (
        <p className="mx-auto mb-5 max-w-xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-2.5 text-center text-sm font-semibold text-amber-900">
          {words.gate.preview}
        </p>
      )}
      {gate === 'checking' && waiting(words.gate.checking)}
      {gate === 'locked' && (
        <>
          <div className="mx-auto mb-3 flex max-w-md justify-end">
            <AdminLanguageButton onSwitch={setLocale} />
          </div>
          <LoginCard onUnlocked={unlock} shouldFocus={shouldMoveFocus} notice={notice && words.gate[notice]} />
        </>
      )}
      {gate === 'unlocked' && (
        <Dashboard onLoggedOut={lock} onSessionEnded={endSession} shouldFocus={shouldMoveFocus} onSwitch={setLocale} />
      )}
      <Toaster closeLabel={words.layout.close} edge={toastEdge} viewportRef={toastViewportRef} />
    </SpeechContext>
  );
}

interface DashboardProps {
  onLoggedOut: () => void;
  onSessionEnded: () => void;
  shouldFocus: boolean;
  onSwitch: (locale: Locale) => void;
}

function Dashboard({ onLoggedOut, onSessionEnded, shouldFocus, onSwitch }: DashboardProps) {
  const speech = useSpeech();
  const { words, t } = speech;
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [restores, setRestores] = useState(0);
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
      setLogoutError(t(words.dashboard.logoutFailed, { reason: errorMessage(cause, speech) }));
      setIsLoggingOut(false);
    }
  }

  return (
    // Room at the end for a toast, so that the last card's actions can be scrolled clear of it.
    <div className="pb-32">
      <header className="flex items-start justify-between gap-4 border-b border-line pb-4">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            {words.dashboard.title}
          </h1>
          <p className="mt-0.5 text-sm text-muted sm:text-base">{words.dashboard.intro}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            <AdminLanguageButton onSwitch={onSwitch} />
            <Button
              variant="quiet"
              onClick={handleLogout}
              disabled={isLoggingOut}
              aria-describedby={logoutError ? errorId : undefined}
              className="px-3.5 py-2"
            >
              {words.dashboard.logout}
            </Button>
          </div>
          {logoutError && <Alert id={errorId}>{logoutError}</Alert>}
        </div>
      </header>
      {/* A restore may add inquiries: the figures and the list read the inbox again. */}
      <LeadsPanel key={`leads-${restores}`} onUnauthorized={onSessionEnded} />
      <PasskeyPanel onUnauthorized={onSessionEnded} />
      <SettingsPanel onUnauthorized={onSessionEnded} onRestored={() => setRestores((n) => n + 1)} />
      <InquiryList key={`list-${restores}`} onUnauthorized={onSessionEnded} />
    </div>
  );
}

/** The admin in the other language: a button named in that language, remembered on this device. */
function AdminLanguageButton({ onSwitch }: { onSwitch: (locale: Locale) => void }) {
  const { locale, words } = useSpeech();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <button
      type="button"
      lang={INTL_LOCALES[other]}
      onClick={() => {
        rememberLocale(other);
        onSwitch(other);
      }}
      className="rounded-md px-1 py-2 text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
    >
      {words.otherLanguage}
    </button>
  );
}
