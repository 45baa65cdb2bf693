import { useId, type ReactNode, type Ref, type SyntheticEvent } from 'react';

interface Props {
  ref: Ref<HTMLDialogElement>;
  title: string;
  /** The id of what it asks, read out with the title. */
  describedBy?: string;
  onClose?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Its buttons, in a row at its end (stacked, the last on top, on a phone); a `<form method="dialog">` among them closes it. */
  actions: ReactNode;
  children: ReactNode;
}

/** The admin's dialog, on the native modal `<dialog>`: focus trap, Escape, focus back on what opened it. */
export default function Dialog({ ref, title, describedBy, onClose, actions, children }: Props) {
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold break-words">
        {title}
      </h2>
      {children}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">{actions}</div>
    </dialog>
  );
}
