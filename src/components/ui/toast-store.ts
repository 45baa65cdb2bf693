/** The shared notification store: a module, not React context, because every Astro island is its own React root. */
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store, closed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

interface ToastItem {
  id: string;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
  /** False once dismissed: the Toaster stops showing it, the store removes it later. */
  isOpen: boolean;
}

type ToastInput = Omit<ToastItem, 'id' | 'isOpen' | 'variant'> & Partial<Pick<ToastItem, 'variant'>>;

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The toasts right now, newest first. The array is replaced, never mutated, on each change. */
export const getToasts = (): readonly ToastItem[] => toasts;

const noToasts: readonly ToastItem[] = [];

/** The toasts, re-rendering on every change; the server render of an island never has any. */
export const useToasts = () => useSyncExternalStore(subscribeToasts, getToasts, () => noToasts);

function removeToast(id: string): void {
  removalTimers.delete(id);
  publish(toasts.filter((item) => item.id !== id));
}

export function dismissToast(id?: string): void {
  const closes = (item: ToastItem) => id === undefined || item.id === id;
  for (const item of toasts.filter((item) => closes(item) && !removalTimers.has(item.id))) {
    removalTimers.set(item.id, setTimeout(removeToast, TOAST_REMOVE_DELAY_MS, item.id));
  }
  publish(toasts.map((item) => (closes(item) ? { ...item, isOpen: false } : item)));
}

/** Shows a toast, replacing older ones beyond TOAST_LIMIT. Returns its id. */
export function toast(input: ToastInput): string {
  const id = String(++counter);
  const item: ToastItem = { ...input, id, variant: input.variant ?? 'default', isOpen: true };
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) {
    clearTimeout(removalTimers.get(dropped.id));
    removalTimers.delete(dropped.id);
  }
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}
