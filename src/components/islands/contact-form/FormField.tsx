import type { ReactNode } from 'react';

interface Props {
  /** Id of the control; the error message's id is derived from it. */
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the attributes that tie it to its label and message. */
  children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
}

/** A labelled form control with its error message beneath, announced when it appears. */
export default function FormField({ id, label, isRequired = false, error, className, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
