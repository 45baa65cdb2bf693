/** A decorative 24 × 24 line icon for island buttons (its path from `~/lib/icon-paths`), hidden from assistive technology. */

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
