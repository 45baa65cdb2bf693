import { cn } from './cn';
import { plainButtonClasses, type ButtonSize, type ButtonVariant } from './plain-button-classes';

/** Button classes for `.astro` links and the admin; `className` (where it stands: margins, width) overrides the defaults. */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'default', className?: string): string {
  return cn(plainButtonClasses(variant, size), className);
}
