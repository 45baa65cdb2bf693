import { useState, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** sessionStorage key that remembers, for the visit, that the prompt was dismissed. */
  dismissedKey: string;
  /** The card's content (FloatingCorner.astro): its title, text, Start Chat link and close button. */
  children?: ReactNode;
}

/**
 * The floating "Quick Question?" card. The page script shows it at its time (src/scripts/landing.ts);
 * it hydrates when touched, or at once where React is on the page already (docs/frontend.md). The
 * card knows how to go away: a tap on Start Chat (a plain link to the chat, in a new tab) or on
 * the close button dismisses it for the visit. Its content is server-rendered once, as children,
 * not repeated in the island's props.
 */
export default function ChatPrompt({ dismissedKey, children }: Props) {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;

  const dismissOnControl = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href], button')) return;
    try {
      sessionStorage.setItem(dismissedKey, 'true');
    } catch {
      // Blocked storage: the prompt shows again on the next page of the visit.
    }
    setIsDismissed(true);
  };

  return (
    // The card's controls are its children's link and button (keyboard included); this only hears their clicks.
    <aside
      data-chat-prompt
      aria-labelledby="chat-prompt-title"
      onClick={dismissOnControl}
      className="pointer-events-auto relative w-full max-w-xs rounded-2xl border border-line bg-surface p-5 shadow-2xl motion-safe:animate-fade-in"
    >
      {children}
    </aside>
  );
}
