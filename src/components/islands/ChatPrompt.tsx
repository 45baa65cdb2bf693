import { useEffect, useState } from 'react';
import { CHAT_PROMPT_DELAY_MS, CHAT_PROMPT_DISMISSED_KEY } from '~/lib/landing-constants';
import { CLOSE_ICON_PATH, StrokeIcon } from './StrokeIcon';

interface Props {
  title: string;
  text: string;
  /** Text of the Start Chat link. */
  action: string;
  /** Messaging-app address with the greeting prefilled. */
  chatUrl: string;
  /** Accessible names in the page's language: the close button, the new-tab note. */
  labels: { close: string; newTab: string };
}

/** Whether the visitor already started a chat or closed the prompt during this visit. */
function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(CHAT_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage can be blocked; then the prompt simply shows again on the next page load.
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(CHAT_PROMPT_DISMISSED_KEY, 'true');
  } catch {
    // See wasDismissed.
  }
}

/**
 * The floating "Quick Question?" card, shown a few seconds after load. It never takes focus
 * (it is an offer, not a dialog); Start Chat or the close button hides it for the visit.
 */
export default function ChatPrompt({ title, text, action, chatUrl, labels }: Props) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (wasDismissed()) return;
    const timer = window.setTimeout(() => setIsVisible(true), CHAT_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isVisible) return null;

  const dismiss = () => {
    rememberDismissal();
    setIsVisible(false);
  };

  return (
    <aside
      data-chat-prompt
      aria-labelledby="chat-prompt-title"
      className="fixed right-4 bottom-4 z-30 w-[calc(100%-2rem)] max-w-xs rounded-2xl border border-line bg-surface p-5 shadow-2xl motion-safe:animate-fade-in"
    >
      <button
        type="button"
        onClick={dismiss}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-ink"
      >
        <span className="sr-only">{labels.close}</span>
        <StrokeIcon path={CLOSE_ICON_PATH} className="size-5" />
      </button>
      <h2 id="chat-prompt-title" className="pr-8 font-display text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={dismiss}
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-success px-4 py-2.5 text-sm font-semibold text-white hover:brightness-110"
      >
        {action}
        <span className="sr-only">({labels.newTab})</span>
      </a>
    </aside>
  );
}
