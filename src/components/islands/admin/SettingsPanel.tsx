import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import Button from '~/components/ui/Button';
import type { SiteSettings } from '~/lib/api-types';
import { endsSession, fetchSettings, sendTestNotification } from './admin-api';
import Alert from './Alert';
import BackupRestore from './BackupRestore';
import CollapsiblePanel from './CollapsiblePanel';
import { errorMessage, formatLanguage, notifyFailureText } from './admin-format';
import { useSpeech, type Speech } from './words';

/** A variable's name, as the owner types it in the site's environment. */
const Variable = ({ children }: { children: ReactNode }) => (
  <code className="text-[0.8125rem] break-all">{children}</code>
);

/** Each setting: what it is, and what is in effect (never its value). */
function rows(speech: Speech, settings: SiteSettings): { label: string; value: ReactNode; warn?: boolean }[] {
  const { words, t, plural } = speech;
  // A value, capitalised like the others ("anglais" in French is lower case on its own).
  const language = formatLanguage(settings.ownerLanguage, speech);
  const w = words.settings;
  const setIn = (variable: string) => (
    <>
      {w.setIn} <Variable>{variable}</Variable>
    </>
  );
  const channel = (isSet: boolean, variable: string) => (isSet ? setIn(variable) : w.notSet);
  return [
    {
      label: w.adminPassword,
      value: settings.adminPassword === 'set' ? setIn('ADMIN_PASSWORD') : w.developmentPassword,
      warn: settings.adminPassword !== 'set',
    },
    { label: w.passwordSignIn, value: settings.passwordSignIn ? w.on : w.offWithPasskey },
    {
      label: words.passkeys.title,
      value: settings.passkeys === 0 ? words.passkeys.none : plural(words.passkeys.registered, settings.passkeys),
    },
    { label: w.spamKey, value: settings.spamKey === 'set' ? setIn('ALTCHA_HMAC_KEY') : w.spamKeyGenerated },
    { label: w.webhook, value: channel(settings.webhook === 'set', 'INQUIRY_WEBHOOK_URL') },
    {
      label: w.email,
      value:
        settings.email === 'incomplete'
          ? t(w.emailIncomplete, { missing: settings.emailMissing.join(', ') })
          : channel(settings.email === 'set', 'INQUIRY_EMAIL_*'),
      warn: settings.email === 'incomplete',
    },
    {
      label: w.ownerLanguage,
      value: (
        <>
          {language.charAt(0).toLocaleUpperCase(speech.locale) + language.slice(1)} (<Variable>OWNER_LANGUAGE</Variable>
          )
        </>
      ),
    },
  ];
}

/** Channel names in the admin's words, joined: "webhook and e-mail". */
const channelList = ({ words }: Speech, names: string[]) =>
  names.map((name) => (words.settings.channelNames as Record<string, string>)[name] ?? name).join(words.settings.and);

export default function SettingsPanel({ onUnauthorized, onRestored }: ComponentProps<typeof BackupRestore>) {
  const speech = useSpeech();
  const { words, t } = speech;
  const w = words.settings;
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<{ channels: string[] } | { failure: unknown } | null>(null);
  const hintId = useId();

  useEffect(() => {
    fetchSettings().then(setSettings, (cause: unknown) => endsSession(cause, onUnauthorized) || setLoadError(cause));
  }, [onUnauthorized]);

  async function handleTest() {
    setIsSending(true);
    setOutcome(null);
    try {
      setOutcome({ channels: await sendTestNotification() });
    } catch (cause) {
      if (!endsSession(cause, onUnauthorized)) setOutcome({ failure: cause });
    } finally {
      setIsSending(false);
    }
  }

  const channels = settings
    ? (['webhook', 'e-mail'] as const).filter((name) => settings[name === 'webhook' ? 'webhook' : 'email'] === 'set')
    : [];
  const summary = !settings
    ? loadError
      ? w.unreadable
      : w.loading
    : channels.length === 0
      ? w.noChannel
      : t(w.channelsOn, { channels: channelList(speech, channels) });

  return (
    <CollapsiblePanel
      title={w.title}
      isStacked
      summary={summary}
      isWarning={settings !== null && channels.length === 0}
    >
      <p className="text-sm text-muted">{w.intro}</p>
      {loadError !== null && <Alert>{t(w.loadFailed, { reason: errorMessage(loadError, speech) })}</Alert>}
      {settings && (
        <dl className="divide-y divide-line rounded-lg border border-line text-sm">
          {rows(speech, settings).map(({ label, value, warn }) => (
            <div key={label} className="grid gap-0.5 px-3 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-medium">{label}</dt>
              <dd className={warn ? 'font-medium text-danger' : 'text-ink'}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-col items-start gap-2">
        {settings && (
          <>
            <Button
              variant="quiet"
              onClick={() => void handleTest()}
              disabled={isSending || channels.length === 0}
              aria-describedby={channels.length === 0 ? hintId : undefined}
            >
              {isSending ? w.sending : w.sendTest}
            </Button>
            {channels.length === 0 && (
              <p id={hintId} className="text-sm text-muted">
                {w.needsChannel}
              </p>
            )}
          </>
        )}
        <p role="status" className="text-sm font-medium text-success">
          {outcome && 'channels' in outcome ? t(w.testSent, { channels: channelList(speech, outcome.channels) }) : ''}
        </p>
        {outcome && 'failure' in outcome && <Alert>{notifyFailureText(outcome.failure, w.testFailed, speech)}</Alert>}
      </div>
      <BackupRestore onUnauthorized={onUnauthorized} onRestored={onRestored} />
    </CollapsiblePanel>
  );
}
