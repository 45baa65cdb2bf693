// @ts-check
/**
 * Design tokens, loaded by src/styles/global.css through Tailwind 4's `@config`.
 * Names say what a colour is for (`brand`, `ink`, `muted`, `surface`), not what it looks like,
 * so a palette change touches this file only. Text colours keep at least 4.5:1 on `surface`
 * and `surface-muted`, and `line-strong` 3:1 for field borders (WCAG 2.2 AA).
 *
 * Tailwind inlines the values of a JavaScript config into the utilities instead of emitting
 * `--color-*` variables, so CSS reaches them through classes and `@apply`, and code that draws
 * outside CSS (src/build/) imports `colors` from here.
 * Radii and shadows are Tailwind's defaults: the site defines none of its own.
 */

/** The palette, one key per token: `brand-strong` is `text-brand-strong`, `bg-brand-strong`… */
export const colors = {
  /** The studio's colour: primary buttons, links, focus rings; `brand-contrast` is text on it. */
  brand: '#4f46e5',
  'brand-strong': '#4338ca',
  'brand-soft': '#eef2ff',
  'brand-contrast': '#ffffff',
  /** Body text and headings. */
  ink: '#0f172a',
  /** Secondary text. */
  muted: '#475569',
  /** Page and card backgrounds. */
  surface: '#ffffff',
  'surface-muted': '#f8fafc',
  /** Decorative dividers and card outlines; `line-strong` for field borders. */
  line: '#e2e8f0',
  'line-strong': '#64748b',
  /** Errors and destructive actions. */
  danger: '#b91c1c',
  'danger-soft': '#fef2f2',
  /** Confirmations. */
  success: '#15803d',
  'success-soft': '#f0fdf4',
  /**
   * The admin chart's series, in order, then "other": hues apart from each other, each at least
   * 3:1 on `surface` (WCAG 1.4.11); the chart separates stacked parts with a `surface` line. It
   * draws with them as SVG attributes, so they add no utility to the style sheet.
   */
  'series-1': '#4f46e5',
  'series-2': '#0f766e',
  'series-3': '#b45309',
  'series-4': '#be185d',
  'series-5': '#4d7c0f',
  'series-other': '#64748b',
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
          "'Segoe UI'",
          'Roboto',
          "'Helvetica Neue'",
          'Arial',
          "'Noto Sans'",
          'sans-serif',
        ],
        // Montserrat, self-hosted by Astro's font API (astro.config.mjs) with a metric-matched fallback.
        display: ['var(--font-brand)'],
      },
      // A keyframe left out is the element's own style: each animation starts or ends at rest.
      keyframes: {
        'fade-in': {
          from: { opacity: '0', transform: 'translateY(0.75rem)' },
        },
        rise: {
          from: { transform: 'translateY(0.75rem)' },
        },
        float: {
          '50%': { transform: 'translateY(-0.75rem)' },
        },
      },
      animation: {
        'fade-in': 'fade-in 0.6s ease-out both',
        // The hero's words rise but are legible from the first paint (it is the page's LCP).
        rise: 'rise 0.6s ease-out both',
        float: 'float 6s ease-in-out infinite',
      },
    },
  },
};
