/** A decorative 24 × 24 line icon for island buttons, hidden from assistive technology. */
export const CLOSE_ICON_PATH = 'M18 6 6 18M6 6l12 12';

export function StrokeIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
