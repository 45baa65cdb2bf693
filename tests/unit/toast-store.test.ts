import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  getToasts,
  subscribeToasts,
  toast,
} from '../../src/components/ui/toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    vi.useRealTimers();
  });

  test('adds a toast with the default variant and tells listeners', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts((toasts) => seen.push(toasts.length));
    const id = toast({ title: 'Saved', description: 'All good' });
    unsubscribe();
    toast({ title: 'Unheard' });
    expect(seen).toEqual([1]);
    expect(getToasts()[0]).toMatchObject({ title: 'Unheard', variant: 'default', isOpen: true });
    expect(id).not.toBe(getToasts()[0]?.id);
  });

  test('keeps only TOAST_LIMIT toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((item) => [item.title, item.variant])).toEqual([['Second', 'destructive']]);
  });

  test('dismissing closes at once and removes after TOAST_REMOVE_DELAY_MS', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, isOpen: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  test('dismissing without an id closes every toast; a replaced toast leaves no timer behind', () => {
    const first = toast({ title: 'One' });
    dismissToast();
    expect(getToasts()[0]).toMatchObject({ id: first, isOpen: false });
    const second = toast({ title: 'Two' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([expect.objectContaining({ id: second, isOpen: true })]);
  });
});
