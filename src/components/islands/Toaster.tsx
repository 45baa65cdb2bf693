import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '~/lib/cn';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from '~/lib/toast';
import { useToasts } from './use-toasts';

const VARIANT_CLASSES: Record<ToastItem['variant'], string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
};

/**
 * The page's notification area (SPEC §4, §9): shows what any island put in the shared toast
 * store. Mount it once on each page that raises toasts. F8 moves focus into it. `closeLabel`
 * names the close buttons in the page's language.
 */
export default function Toaster({ closeLabel = 'Close' }: { closeLabel?: string }) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-xl border p-5 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
            'motion-safe:data-[state=open]:animate-fade-in',
            VARIANT_CLASSES[item.variant]
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onSelect}
              className="shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-medium"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
