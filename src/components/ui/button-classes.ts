import { cn } from './cn';
import { plainButtonClasses, type ButtonVariant } from './plain-button-classes';

/** Button classes for `.astro` links and the admin; `className` overrides the defaults. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(plainButtonClasses(variant), className);
}
