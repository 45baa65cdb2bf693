/**
 * The shared notification store. It is a plain module, not React context,
 * because every Astro island is its own React root: the contact form and the admin list raise
 * toasts here, and the page's one Toaster island renders them. Modelled on shadcn/ui's
 * `use-toast`, without React.
 */

/** Only this many toasts show at once. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen unless told otherwise, in ms. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the store before it is removed, in ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Swiping a toast this far to the right dismisses it, in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** `destructive` for failures, `default` for everything else. */
export type ToastVariant = 'default' | 'destructive';

/** An optional button inside a toast. */
export interface ToastAction {
  /** Visible text of the button. */
  label: string;
  /** What the button does, for the live region that reads the toast out. */
  altText: string;
  onSelect: () => void;
}

/** One notification. */
export interface ToastItem {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  action?: ToastAction | undefined;
  /** False once dismissed: the Toaster stops showing it, the store removes it later. */
  isOpen: boolean;
}

/** What a caller gives `toast()`. */
export type ToastInput = Omit<ToastItem, 'id' | 'isOpen' | 'variant'> & { variant?: ToastVariant };

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Stops listening when called. */
export type Unsubscribe = () => void;

/** Calls `listener` with the whole list after every change. */
export function subscribeToasts(listener: Listener): Unsubscribe {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts right now, newest first. The array is replaced, never mutated, on each change. */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Changes an existing toast's text, variant or action. */
export function updateToast(id: string, changes: Partial<ToastInput>): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item)));
}

/** Takes the toast out of the store at once. */
export function removeToast(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
  publish(toasts.filter((item) => item.id !== id));
}

/**
 * Closes a toast, or every toast when `id` is left out. It stays in the store, closed, for
 * TOAST_REMOVE_DELAY_MS.
 */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      const itemId = item.id;
      removalTimers.set(
        itemId,
        setTimeout(() => removeToast(itemId), TOAST_REMOVE_DELAY_MS)
      );
    }
  }
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, isOpen: false } : item)));
}

/** Shows a toast, replacing older ones beyond TOAST_LIMIT. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...input, id, variant: input.variant ?? 'default', isOpen: true };
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) {
    clearTimeout(removalTimers.get(dropped.id));
    removalTimers.delete(dropped.id);
  }
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}
