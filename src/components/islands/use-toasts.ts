import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type ToastItem } from '~/lib/toast';

const noToasts: readonly ToastItem[] = [];

/** The shared toasts (src/lib/toast.ts), re-rendering on every change. */
export function useToasts(): readonly ToastItem[] {
  // The server render of an island never has toasts.
  return useSyncExternalStore(subscribeToasts, getToasts, () => noToasts);
}
