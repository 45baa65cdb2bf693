/** Remembers an unlocked admin for this tab: a hint for the first screen; the session cookie decides access. */
import { withStorage } from './storage';

const ADMIN_FLAG_KEY = 'admin_auth';
const ADMIN_FLAG_VALUE = 'authenticated';

export const hasAdminFlag = () =>
  withStorage('sessionStorage', (s) => s.getItem(ADMIN_FLAG_KEY) === ADMIN_FLAG_VALUE, false);
export const setAdminFlag = () =>
  withStorage('sessionStorage', (s) => s.setItem(ADMIN_FLAG_KEY, ADMIN_FLAG_VALUE), undefined);
export const clearAdminFlag = () => withStorage('sessionStorage', (s) => s.removeItem(ADMIN_FLAG_KEY), undefined);
