import { HONEYPOT_FIELD } from '~/lib/inquiry';

/**
 * The spam trap: a field bots fill in and people never meet. `hidden`
 * (display: none, from a class so a strict CSP holds) keeps it out of sight, out of the tab
 * order and out of the accessibility tree; the attributes are for tools that ignore CSS.
 */
export default function Honeypot({ label }: { label: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
