/** Button classes without tailwind-merge (~9 KB gzip), for islands that need no overrides. */

/** How a button or button-looking link stands out: `primary` for the main action, `secondary` otherwise. */
export type ButtonVariant = 'primary' | 'secondary';

/** `large` for a page's main calls to action and the form's send button. */
export type ButtonSize = 'default' | 'large';

const SHAPE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const SIZES: Record<ButtonSize, string> = {
  default: 'px-5 py-2.5 text-sm',
  large: 'px-6 py-3 text-base',
};

export const BASE = `${SHAPE} ${SIZES.default}`;

export const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
};

/** Classes for a button that needs no overrides; `buttonClasses` in button-styles.ts takes them. */
export function plainButtonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'default'): string {
  return `${SHAPE} ${SIZES[size]} ${VARIANTS[variant]}`;
}
