import { useId, type ComponentProps } from 'react';
import { cn } from '~/components/ui/cn';

interface Props extends Omit<ComponentProps<'input'>, 'id' | 'className'> {
  label: string;
  /** The id of what says the field is wrong, while it is: the field turns red and is described by it. */
  errorId: string | undefined;
}

/** A labelled text box of the admin's forms (`type` text unless said). */
export default function TextField({ label, errorId, type = 'text', ...input }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          'mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink placeholder:text-muted',
          errorId && 'border-danger'
        )}
        {...input}
      />
    </>
  );
}
