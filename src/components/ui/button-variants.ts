/**
 * The button look as plain class lists, without tailwind-merge (about 9 KB gzipped), so that
 * islands needing no class overrides (NavBar) do not load it. button-styles.ts adds the merge.
 */

/** How a button or button-looking link stands out: `primary` for the main action, `secondary` otherwise. */
export type ButtonVariant = 'primary' | 'secondary';

/** Shape, spacing and type every button shares. */
export const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Colours of each variant. */
export const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
};

/** Classes for a button that needs no overrides; `buttonClasses` in button-styles.ts takes them. */
export function plainButtonClasses(variant: ButtonVariant = 'primary'): string {
  return `${BASE} ${VARIANTS[variant]}`;
}
