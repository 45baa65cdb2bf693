/** Button classes without tailwind-merge (~9 KB gzip), for islands that need no overrides. */

/** `primary` for the main action, `secondary` otherwise. */
export type ButtonVariant = 'primary' | 'secondary';

/** `large` for a page's main calls to action and the form's send button. */
const SIZES = { default: 'px-5 py-2.5 text-sm', large: 'px-6 py-3 text-base' };

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
};

export function plainButtonClasses(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'default'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]}`;
}
