import { cn } from '~/lib/cn';
import { BASE, VARIANTS, type ButtonVariant } from './button-variants';

export { plainButtonClasses, type ButtonVariant } from './button-variants';

/**
 * Classes for a button, shared by `.astro` links styled as buttons and React islands, so both
 * look the same. `className` overrides the defaults.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(BASE, VARIANTS[variant], className);
}
