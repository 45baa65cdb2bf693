import * as Toast from '@radix-ui/react-toast';
import type { Ref } from 'react';
import { dismissToast, useToasts } from './toast-store';
import { CLOSE_ICON_PATH } from '~/lib/icon-paths';
import { StrokeIcon } from './StrokeIcon';

interface Props {
  closeLabel: string;
  /** Not fixed at the bottom right: the page places it. */
  isInFlow?: boolean;
  /** Fixed, at the bottom (right from 768 px) or at the top. */
  edge?: 'top' | 'bottom';
  viewportRef?: Ref<HTMLOListElement>;
}

/** Radix Toast over `./toast-store.ts`: a pausing timer (WCAG 2.2.1), Escape, swipe, F8 and live announcement. */
export default function Toaster({ closeLabel, isInFlow = false, edge = 'bottom', viewportRef }: Props) {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.isOpen}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start rounded-xl border p-5 pr-10 shadow-lg motion-safe:animate-fade-in data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${item.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-surface text-ink'}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100"
          >
            <StrokeIcon path={CLOSE_ICON_PATH} className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewportRef}
        className={`pointer-events-none flex w-full flex-col gap-2 outline-none ${isInFlow ? '' : `fixed right-0 z-[100] p-4 md:max-w-[420px] ${edge === 'top' ? 'top-0' : 'bottom-0'}`}`}
      />
    </Toast.Provider>
  );
}
