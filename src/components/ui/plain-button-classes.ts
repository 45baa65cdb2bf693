/** The one button's looks; here without tailwind-merge (~9 KB gzip), for islands that need no overrides. */

/** `primary` for the main action, else `quiet`; `danger` cannot be undone, `quiet-danger` asks first (Delete). */
export type ButtonVariant = 'primary' | 'quiet' | 'danger' | 'quiet-danger';

/** `small` in a card's row of actions, `large` for a page's main calls to action and the form's send button. */
const SIZES = { default: 'px-5 py-2.5 text-sm', small: 'px-3 py-2 text-sm', large: 'px-6 py-3 text-base' };

export type ButtonSize = keyof typeof SIZES;

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  quiet: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
  danger: 'bg-danger text-brand-contrast shadow-sm hover:bg-danger/90',
  'quiet-danger': 'border border-danger bg-surface text-danger hover:bg-danger-soft',
};

export function plainButtonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'default'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]}`;
}
