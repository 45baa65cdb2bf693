/** Where the admin's toast shows, so that it never covers the control in use (docs/admin.md). */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useToasts } from '~/components/ui/toast-store';

type ToastEdge = 'top' | 'bottom';

/** Marks what stays in view with the focused control inside it: a card's actions. */
const KEEP_CLEAR = '[data-keep-clear]';

/**
 * The toast's edge while one is open: the bottom, unless there it would cover the focused
 * control (with the actions around it, `data-keep-clear`); then the top. Placed again when the
 * focus moves, the page scrolls or the window changes size.
 */
export function useToastEdge(viewportRef: RefObject<HTMLOListElement | null>): ToastEdge {
  const isOpen = useToasts().some((item) => item.isOpen);
  const [edge, setEdge] = useState<ToastEdge>('bottom');

  useLayoutEffect(() => {
    if (!isOpen) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const viewport = viewportRef.current;
      const toast = viewport?.querySelector('li')?.getBoundingClientRect();
      const focused = document.activeElement;
      // The focus in the toast itself (its Close button, F8) leaves it where it is, under the pointer.
      if (!viewport || !toast || viewport.parentElement?.contains(focused)) return;
      if (!focused || focused === document.body) return setEdge('bottom');
      const gap = toast.top - viewport.getBoundingClientRect().top;
      const keep = (focused.closest(KEEP_CLEAR) ?? focused).getBoundingClientRect();
      const across = keep.left < toast.right && keep.right > toast.left;
      const overlaps = (top: number) => across && keep.top < top + toast.height && keep.bottom > top;
      const coversAtBottom = overlaps(innerHeight - gap - toast.height);
      setEdge(coversAtBottom && !overlaps(gap) ? 'top' : 'bottom');
    };
    const later = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    addEventListener('focusin', place);
    addEventListener('scroll', later, { passive: true });
    addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('focusin', place);
      removeEventListener('scroll', later);
      removeEventListener('resize', later);
    };
  }, [isOpen, viewportRef]);

  return edge;
}
