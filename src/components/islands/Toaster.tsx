import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from '~/lib/toast';
import { CLOSE_ICON_PATH, StrokeIcon } from './StrokeIcon';
import { useToasts } from './use-toasts';

const VARIANT_CLASSES: Record<ToastItem['variant'], string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
};

/** The area's accessible name, which gives its key; the same words in English and French. */
const AREA_LABEL = 'Notifications (F8)';

/** How long after a toast appears its words go to the live region: one created with its words is not always read. */
const ANNOUNCE_DELAY_MS = 100;

interface Props {
  /** Names the close buttons in the page's language. */
  closeLabel?: string;
  /**
   * Whether the area sits in the flow of the element it is rendered into (the landing page's
   * corner, which stacks it above the messaging prompt) instead of fixed at the bottom right.
   */
  isInFlow?: boolean;
}

/**
 * The page's notification area: shows the open toasts of the shared store
 * (src/lib/toast.ts), one at a time. Each closes after TOAST_DURATION_MS, except while the
 * pointer or the keyboard focus is on it (WCAG 2.2.1), with its close button, with Escape, or
 * when swiped TOAST_SWIPE_THRESHOLD_PX to the right. F8 moves the focus into the area. Screen
 * readers hear each toast from a live region (assertive for failures). Mount it once on each
 * page that raises toasts.
 */
export default function Toaster({ closeLabel = 'Close', isInFlow = false }: Props) {
  const toasts = useToasts().filter((item) => item.isOpen);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState<ToastItem>();
  const newest = toasts[0];

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      listRef.current?.focus();
    };
    document.addEventListener('keydown', focusOnF8);
    return () => document.removeEventListener('keydown', focusOnF8);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(newest), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [newest]);

  const spoken =
    announcement &&
    [announcement.title, announcement.description, announcement.action?.altText].filter(Boolean).join('. ');
  return (
    <div
      role="region"
      aria-label={AREA_LABEL}
      className={isInFlow ? 'w-full' : 'pointer-events-none fixed right-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]'}
    >
      <ol ref={listRef} tabIndex={-1} className="flex w-full flex-col gap-2 outline-none">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} closeLabel={closeLabel} />
        ))}
      </ol>
      {/* Live regions without a role: the page's own alerts (a form's message) stay the only ones. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement?.variant === 'default' && spoken}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement?.variant === 'destructive' && spoken}
      </div>
    </div>
  );
}

function Toast({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [isPaused, setIsPaused] = useState(false);
  const remainingMs = useRef(TOAST_DURATION_MS);
  const [swipe, setSwipe] = useState<{ startX: number; offset: number }>();
  const close = () => dismissToast(item.id);

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [isPaused, item.id]);

  const endSwipe = () => {
    if (swipe && swipe.offset >= TOAST_SWIPE_THRESHOLD_PX) close();
    setSwipe(undefined);
  };

  return (
    <li
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setIsPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      onPointerDown={(event: PointerEvent<HTMLLIElement>) => {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setSwipe({ startX: event.clientX, offset: 0 });
      }}
      onPointerMove={(event) => swipe && setSwipe({ ...swipe, offset: Math.max(0, event.clientX - swipe.startX) })}
      onPointerUp={endSwipe}
      onPointerCancel={() => setSwipe(undefined)}
      style={swipe?.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-4 rounded-xl border p-5 pr-10 shadow-lg motion-safe:animate-fade-in ${VARIANT_CLASSES[item.variant]}`}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            item.action?.onSelect();
            close();
          }}
          className="shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-medium"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={closeLabel}
        onClick={close}
        className="absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100"
      >
        <StrokeIcon path={CLOSE_ICON_PATH} className="size-4" />
      </button>
    </li>
  );
}
