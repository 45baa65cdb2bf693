import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '~/components/ui/cn';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { CHEVRON_DOWN_ICON_PATH } from '~/lib/icon-paths';

interface Props {
  title: string;
  /** What the closed panel says beside (or, with `isStacked`, on a phone under) its title; red when `isWarning`. */
  summary: string;
  isWarning?: boolean;
  /** The summary under the title on a phone, on one row from 640 px. */
  isStacked?: boolean;
  /** Open or closed as the caller keeps it; left out, the browser keeps it (closed at first). */
  isOpen?: boolean;
  onToggle?: (isOpen: boolean) => void;
  summaryRef?: Ref<HTMLElement>;
  className?: string;
  children: ReactNode;
}

/** A dashboard panel that opens and closes: a native `<details>`, its title a heading, a chevron that turns. */
export default function CollapsiblePanel({
  title,
  summary,
  isWarning = false,
  isStacked = false,
  isOpen,
  onToggle,
  summaryRef,
  className,
  children,
}: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mt-3 rounded-2xl border border-line bg-surface', className)}>
      <details className="group" open={isOpen} onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}>
        <summary
          ref={summaryRef}
          className={cn(
            'cursor-pointer list-none items-center gap-x-3 rounded-2xl px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden',
            isStacked ? 'grid grid-cols-[1fr_auto] gap-y-0.5 sm:flex' : 'flex'
          )}
        >
          <h2 id={headingId} className="font-display text-lg font-semibold">
            {title}
          </h2>
          <span className={cn('text-sm', isWarning ? 'font-medium text-danger' : 'text-muted')}>{summary}</span>
          <StrokeIcon
            path={CHEVRON_DOWN_ICON_PATH}
            className={cn(
              'ml-auto size-5 shrink-0 text-muted transition-transform group-open:rotate-180',
              isStacked && 'col-start-2 row-span-2 row-start-1'
            )}
          />
        </summary>
        <div className="grid gap-4 border-t border-line px-4 py-4 sm:px-5">{children}</div>
      </details>
    </section>
  );
}
