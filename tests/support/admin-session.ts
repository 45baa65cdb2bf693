/** What the admin session test files share: a Blobs server, the clock they move, an address per test, the calls. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import session from '../../netlify/functions/admin-session.mts';
import inquiries from '../../netlify/functions/admin-inquiries.mts';
import { setClock } from '../../netlify/lib/clock.ts';
import { GLOBAL_WINDOW_MS } from '../../netlify/lib/login-throttle.ts';
import { TEST_PASSWORD, call, useLocalBlobs, type FileClock } from './functions.ts';

export const MINUTE = 60_000;
let ipCounter = 0;
/** The running test's client address (a live binding: each test gets its own). */
export let ip: string;

/**
 * Starts the file's Blobs server on the file's own clock; before each test, sets the admin
 * password and a fresh `ip`, and moves the clock on past the window shared by all addresses.
 */
export function useSessionServer({ now, advance }: FileClock): void {
  let stopBlobs: () => Promise<void>;
  let restoreClock: () => void;
  beforeAll(async () => {
    stopBlobs = await useLocalBlobs();
    restoreClock = setClock(now);
  });
  afterAll(async () => {
    restoreClock();
    await stopBlobs();
  });
  beforeEach(() => {
    process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
    ip = `198.51.100.${++ipCounter}`; // each test its own client address, so throttling stays local to it
    advance(2 * GLOBAL_WINDOW_MS); // and no failure of an earlier test still counts across addresses
  });
  afterEach(() => {
    delete process.env['ADMIN_PASSWORD'];
    delete process.env['NETLIFY_LOCAL'];
  });
}

export const login = (password: unknown, extra: Parameters<typeof call>[2] = {}) =>
  call(session, '/api/admin/session', { method: 'POST', body: { password }, ip, ...extra });
export const check = (cookie: string | null) => call(session, '/api/admin/session', { cookie });
export const list = (cookie: string | null) => call(inquiries, '/api/admin/inquiries', { cookie });
