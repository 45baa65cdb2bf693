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

/** The floating "Quick Question?" card; FloatingCorner.astro reveals it without React (docs/frontend.md). */
export default function ChatPrompt({ title, text, action, chatUrl, dismissedKey, labels }: Props) {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, 'true');
    } catch {
      // Storage can be blocked; then the prompt simply shows again on the next page load.
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
        data-replay-click
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-success px-4 py-2.5 text-sm font-semibold text-white hover:brightness-110"
      >
        {action}
        <span className="sr-only">({labels.newTab})</span>
      </a>
    </aside>
  );
}
