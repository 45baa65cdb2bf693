/**
 * The browser-session flag that remembers an unlocked admin for this tab (SPEC §4, §9). It is
 * only a hint for which screen to show first: the server's session cookie decides access
 * (DECISIONS D1), so the admin screen confirms it with the server before trusting it.
 */

/** sessionStorage key of the flag. */
export const ADMIN_FLAG_KEY = 'admin_auth';
/** Value stored while unlocked. */
export const ADMIN_FLAG_VALUE = 'authenticated';

/** sessionStorage, or null where the browser refuses it (storage disabled, some private modes). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether this tab was unlocked before (a reload, say). */
export function hasAdminFlag(): boolean {
  try {
    return storage()?.getItem(ADMIN_FLAG_KEY) === ADMIN_FLAG_VALUE;
  } catch {
    return false;
  }
}

/** Remembers that this tab is unlocked. */
export function setAdminFlag(): void {
  try {
    storage()?.setItem(ADMIN_FLAG_KEY, ADMIN_FLAG_VALUE);
  } catch {
    // Without the flag a reload asks for the password again; nothing worse.
  }
}

/** Forgets the unlocked state. */
export function clearAdminFlag(): void {
  try {
    storage()?.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
