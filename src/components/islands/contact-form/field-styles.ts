import { cn } from '~/lib/cn';

/** Classes shared by the form's inputs, selects and textarea; a field with an error gets a red border. */
export function controlClasses(hasError: boolean): string {
  return cn(
    'mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink placeholder:text-muted',
    hasError && 'border-danger'
  );
}
