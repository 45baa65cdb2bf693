import { cn } from '~/lib/cn';

/** How a button or button-looking link stands out: `primary` for the main action, `secondary` otherwise. */
export type ButtonVariant = 'primary' | 'secondary';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
};

/**
 * Classes for a button, shared by `.astro` links styled as buttons and React islands, so both
 * look the same. `className` overrides the defaults.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(BASE, VARIANTS[variant], className);
}
