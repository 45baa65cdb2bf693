/**
 * Design tokens, loaded by src/styles/global.css through Tailwind v4's `@config`.
 * Names say what a colour is for (`brand`, `ink`, `muted`, `surface`), not what it looks like,
 * so a palette change touches this file only. Text colours keep at least 4.5:1 on `surface`
 * and `surface-muted` (WCAG 2.2 AA, DECISIONS D6); `line-strong` keeps 3:1 for field borders.
 *
 * Tailwind inlines values from a JS config instead of emitting `--color-*` variables, so CSS
 * reaches these through `@apply` and scripts import `colors` from here.
 */

/** The palette, also exported for code that draws outside CSS (theme-color meta, canvas). */
export const colors = {
  /** The studio's colour: primary buttons, links, focus rings. */
  brand: {
    DEFAULT: '#4f46e5',
    strong: '#4338ca',
    soft: '#eef2ff',
    contrast: '#ffffff',
  },
  /** Body text and headings. */
  ink: '#0f172a',
  /** Secondary text. */
  muted: '#475569',
  /** Page and card backgrounds. */
  surface: {
    DEFAULT: '#ffffff',
    muted: '#f8fafc',
  },
  /** Decorative dividers and card outlines. */
  line: {
    DEFAULT: '#e2e8f0',
    strong: '#64748b',
  },
  /** Errors and destructive actions. */
  danger: {
    DEFAULT: '#b91c1c',
    soft: '#fef2f2',
  },
  /** Confirmations. */
  success: {
    DEFAULT: '#15803d',
    soft: '#f0fdf4',
  },
};

/** @type {import('tailwindcss').Config} */
export default {
  theme: {
    extend: {
      colors,
      fontFamily: {
        // Body text uses the system stack: nothing to download, no layout shift.
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
        // Montserrat, self-hosted by Astro's font API (astro.config.mjs), with a fallback
        // whose metrics match it, so that headings do not move when it arrives.
        display: ['var(--font-brand)'],
      },
      keyframes: {
        'fade-in': {
          from: { opacity: '0', transform: 'translateY(0.75rem)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        // The hero's entrance: its words rise into place but are legible from the first paint,
        // so the headline, the page's largest text, is its largest contentful paint at once.
        rise: {
          from: { transform: 'translateY(0.75rem)' },
          to: { transform: 'translateY(0)' },
        },
        float: {
          '0%, 100%': { transform: 'translateY(0)' },
          '50%': { transform: 'translateY(-0.75rem)' },
        },
      },
      animation: {
        'fade-in': 'fade-in 0.6s ease-out both',
        rise: 'rise 0.6s ease-out both',
        float: 'float 6s ease-in-out infinite',
      },
    },
  },
};
