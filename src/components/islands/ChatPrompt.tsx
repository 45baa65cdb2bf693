import { useState, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** sessionStorage key that remembers, for the visit, that the prompt was dismissed. */
  dismissedKey: string;
  /** The card's content (FloatingCorner.astro): its title, text, Start Chat link and close button. */
  children?: ReactNode;
}

/** The floating prompt card, shown by src/page-script/landing.ts; its link or close button hides it for the visit. */
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
