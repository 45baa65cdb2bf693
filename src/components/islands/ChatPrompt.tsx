import { useState } from 'react';
import { CLOSE_ICON_PATH, StrokeIcon } from './StrokeIcon';

interface Props {
  title: string;
  text: string;
  action: string;
  chatUrl: string;
  /** sessionStorage key that remembers, for the visit, that the prompt was dismissed. */
  dismissedKey: string;
  labels: { close: string; newTab: string };
}

/**
 * The floating "Quick Question?" card. Its directive, `client:timer`, shows it at its time and
 * hydrates it (docs/frontend.md); the card itself only knows how to go away: Start Chat (a plain
 * link to the chat, in a new tab) and the close button dismiss it for the rest of the visit.
 */
export default function ChatPrompt({ title, text, action, chatUrl, dismissedKey, labels }: Props) {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, 'true');
    } catch {
      // Blocked storage: the prompt shows again on the next page of the visit.
    }
    setIsDismissed(true);
  };

  return (
    <aside
      data-chat-prompt
      aria-labelledby="chat-prompt-title"
      className="pointer-events-auto relative w-full max-w-xs rounded-2xl border border-line bg-surface p-5 shadow-2xl motion-safe:animate-fade-in"
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
