import { useState, type MouseEvent, type PropsWithChildren } from 'react';

/** The floating prompt card, its content from FloatingCorner.astro, shown by src/page-script/landing.ts. */
export default function ChatPrompt({ dismissedKey, children }: PropsWithChildren<{ dismissedKey: string }>) {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;

  // Its link or close button hides it for the visit, remembered in sessionStorage under `dismissedKey`.
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
