import { cn } from '~/lib/cn';
import { BASE, VARIANTS, type ButtonVariant } from './button-variants';

export { plainButtonClasses, type ButtonVariant } from './button-variants';

/** Button classes for `.astro` links and islands alike; `className` overrides the defaults. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(BASE, VARIANTS[variant], className);
}
