/** Failed admin logins: the throttle per address and across all addresses, as docs/auth.md states it. */
import { describe, expect, test } from 'vitest';
import {
  FAILED_LOGIN_WINDOW_MS,
  GLOBAL_MAX_FAILED_LOGINS,
  GLOBAL_WINDOW_MS,
  MAX_FAILED_LOGINS,
} from '../../netlify/lib/login-throttle.ts';
import { TEST_PASSWORD } from '../support/functions.ts';
import { MINUTE, login, useSessionServer } from '../support/admin-session.ts';

let clock = Date.now();
useSessionServer({ now: () => clock, advance: (ms) => (clock += ms) });

describe('failed-login throttling', () => {
  test(`after ${MAX_FAILED_LOGINS} failures the address gets 429 with Retry-After, even with the right password`, async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login('guess-' + i)).status).toBe(401);
    const blocked = await login(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Failures count for the whole 15 minutes, ends included: the wait is up to one second more.
    expect(retryAfter).toBeLessThanOrEqual(FAILED_LOGIN_WINDOW_MS / 1000 + 1);
    expect((await blocked.json()).message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    expect(blocked.headers.get('set-cookie')).toBeNull();
  });

  test('another address is not affected', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(429);
    expect((await login(TEST_PASSWORD, { ip: '192.0.2.250' })).status).toBe(204);
  });

  test('the block lifts once the failures leave the window', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('guess');
    const blocked = await login(TEST_PASSWORD);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    clock += (retryAfter - 2) * 1000;
    expect((await login(TEST_PASSWORD)).status).toBe(429);
    clock += 3000;
    expect((await login(TEST_PASSWORD)).status).toBe(204);
  });

  test('a successful login clears earlier failures', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(204);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login('guess');
    expect((await login(TEST_PASSWORD)).status).toBe(204);
  });

  test(`a burst of 30 simultaneous guesses gets at most ${MAX_FAILED_LOGINS} password checks`, async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`burst-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - MAX_FAILED_LOGINS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('the throttle policy as stated', () => {
  const retryAfterOf = (res: Response) => Number(res.headers.get('retry-after'));

  test(`never more than ${MAX_FAILED_LOGINS} password checks from an address in any 15 minutes, across what used to be a window boundary`, async () => {
    // One second before a boundary of the old fixed 15-minute windows, then one second after.
    clock = Math.ceil(clock / FAILED_LOGIN_WINDOW_MS) * FAILED_LOGIN_WINDOW_MS - 1000;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(`before-${i}`)).status).toBe(401);
    clock += 2000;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(`after-${i}`)).status).toBe(429);

    // An attacker who keeps trying every 20 seconds for an hour and a half, whatever the answer.
    const checked: number[] = [];
    for (let elapsed = 0; elapsed < 90 * MINUTE; elapsed += 20_000) {
      clock += 20_000;
      const res = await login(`steady-${elapsed}`);
      expect([401, 429]).toContain(res.status);
      if (res.status === 401) checked.push(clock);
    }
    for (const start of checked) {
      const inSpan = checked.filter((at) => at >= start && at <= start + FAILED_LOGIN_WINDOW_MS);
      expect(inSpan.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    }
    // The window slides rather than locks: the attacker still got through at the stated pace.
    expect(checked.length).toBeGreaterThanOrEqual(MAX_FAILED_LOGINS * 4);
  });

  test('Retry-After is the exact wait: a second earlier is refused, at that time a check is made', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(`guess-${i}`)).status).toBe(401);
      clock += 60_000; // spread out: the wait depends on the oldest failure only
    }
    const blocked = await login('again');
    expect(blocked.status).toBe(429);
    const wait = retryAfterOf(blocked);
    expect(wait).toBe((FAILED_LOGIN_WINDOW_MS - MAX_FAILED_LOGINS * 60_000) / 1000 + 1);
    const start = clock;
    clock = start + (wait - 1) * 1000;
    expect((await login('too early')).status).toBe(429);
    clock = start + wait * 1000;
    expect((await login('on time')).status).toBe(401);
    // That check took the one place that came free; the next waits for the second-oldest.
    const next = await login('once more');
    expect(next.status).toBe(429);
    expect(retryAfterOf(next)).toBe(60);
  });

  test(`the cap of ${GLOBAL_MAX_FAILED_LOGINS} failures an hour across all addresses engages, and slows rather than locks`, async () => {
    const addresses = GLOBAL_MAX_FAILED_LOGINS / MAX_FAILED_LOGINS;
    const first = clock;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
        expect((await login(`guess-${i}`, { ip: `192.0.2.${a + 1}` })).status).toBe(401);
        clock += 1000;
      }
      clock += MINUTE;
    }
    // A fresh address is refused before any password check, even with the right password.
    const capped = await login(TEST_PASSWORD, { ip: '192.0.2.100' });
    expect(capped.status).toBe(429);
    expect((await capped.json()).message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes\.$/);
    const wait = retryAfterOf(capped);
    expect(wait).toBe(Math.ceil((first + GLOBAL_WINDOW_MS + 1 - clock) / 1000));
    expect(capped.headers.get('set-cookie')).toBeNull();
    // Refusals under the cap take no place: the wait does not grow.
    expect(retryAfterOf(await login('x', { ip: '192.0.2.101' }))).toBe(wait);

    // Once the oldest failure stops counting, one check goes through; the next waits again.
    clock += wait * 1000;
    expect((await login(TEST_PASSWORD, { ip: '192.0.2.100' })).status).toBe(204);
    expect((await login('guess', { ip: '192.0.2.101' })).status).toBe(401);
    expect((await login('guess', { ip: '192.0.2.102' })).status).toBe(429);
  });

  test(`a burst of 60 guesses from 60 addresses gets at most ${GLOBAL_MAX_FAILED_LOGINS} password checks`, async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`burst-${i}`, { ip: `203.0.113.${i + 1}` }))
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(GLOBAL_MAX_FAILED_LOGINS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
