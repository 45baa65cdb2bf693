/** Remembers an unlocked admin for this tab: a hint for the first screen; the session cookie decides access. */
const ADMIN_FLAG_KEY = 'admin_auth';
const ADMIN_FLAG_VALUE = 'authenticated';

/** `act` on sessionStorage; where the browser refuses storage (some private modes), `fallback`. */
function withStorage<T>(act: (storage: Storage) => T, fallback: T): T {
  try {
    return act(window.sessionStorage);
  } catch {
    return fallback;
  }
}

export const hasAdminFlag = () => withStorage((s) => s.getItem(ADMIN_FLAG_KEY) === ADMIN_FLAG_VALUE, false);
export const setAdminFlag = () => withStorage((s) => s.setItem(ADMIN_FLAG_KEY, ADMIN_FLAG_VALUE), undefined);
export const clearAdminFlag = () => withStorage((s) => s.removeItem(ADMIN_FLAG_KEY), undefined);
