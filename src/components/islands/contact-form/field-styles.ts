/** Classes shared by the form's inputs, selects and textarea; a field with an error gets a red border. */
export function controlClasses(hasError: boolean): string {
  return `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink placeholder:text-muted ${
    hasError ? 'border-danger' : 'border-line-strong'
  }`;
}
