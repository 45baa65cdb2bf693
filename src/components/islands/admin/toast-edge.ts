import { useLayoutEffect, useState, type RefObject } from 'react';
import { useToasts } from '~/components/ui/toast-store';

type ToastEdge = 'top' | 'bottom';

/** Marks what a toast keeps clear of when it can: a card's actions. */
const KEEP_CLEAR = '[data-keep-clear]';

/** Where the open toast shows: clear of the control in use and of cards' actions, else of the control (docs/admin.md). */
export function useToastEdge(viewportRef: RefObject<HTMLOListElement | null>): ToastEdge {
  const isOpen = useToasts().some((item) => item.isOpen);
  const [edge, setEdge] = useState<ToastEdge>('bottom');

  useLayoutEffect(() => {
    if (!isOpen) return;
    let frame = 0;
    const place = (current?: ToastEdge) => {
      frame = 0;
      const viewport = viewportRef.current;
      const toast = viewport?.querySelector('li')?.getBoundingClientRect();
      const focused = document.activeElement;
      // The focus in the toast itself (its Close button, F8) leaves it where it is, under the pointer.
      if (!viewport || !toast || viewport.parentElement?.contains(focused)) return;
      const gap = toast.top - viewport.getBoundingClientRect().top;
      const tops = { top: gap, bottom: innerHeight - gap - toast.height };
      const covers = (box: DOMRect, at: ToastEdge) =>
        box.left < toast.right && box.right > toast.left && box.top < tops[at] + toast.height && box.bottom > tops[at];
      const inUse =
        focused && focused !== document.body
          ? (focused.closest(KEEP_CLEAR) ?? focused.querySelector(KEEP_CLEAR) ?? focused).getBoundingClientRect()
          : undefined;
      const actions = [...document.querySelectorAll(KEEP_CLEAR)].map((element) => element.getBoundingClientRect());
      const clearOfFocus = (at: ToastEdge) => !inUse || !covers(inUse, at);
      const clear = (at: ToastEdge) => clearOfFocus(at) && !actions.some((box) => covers(box, at));
      setEdge((shown) => {
        const from = current ?? shown;
        const edges = [from, from === 'top' ? 'bottom' : 'top'] as const;
        return edges.find(clear) ?? edges.find(clearOfFocus) ?? from;
      });
    };
    const later = () => void (frame ||= requestAnimationFrame(() => place()));
    place('bottom');
    const listening = new AbortController();
    const { signal } = listening;
    addEventListener('focusin', () => place(), { signal });
    addEventListener('scroll', later, { passive: true, signal });
    addEventListener('resize', later, { signal });
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
    };
  }, [isOpen, viewportRef]);

  return edge;
}
