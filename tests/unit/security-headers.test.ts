import { expect, test } from 'vitest';
import { empty, error, json, methodNotAllowed } from '../../netlify/lib/http.ts';
import { API_CSP, SECURITY_HEADERS } from '../../src/config/security.ts';

test('every kind of function answer carries the security headers and the API policy', () => {
  for (const response of [json({ ok: true }), empty(), error(400, 'Bad'), methodNotAllowed(['GET'])]) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toBe(API_CSP);
  }
});

test('the API policy lets nothing load and nothing frame the answers', () => {
  expect(API_CSP).toMatch(/default-src 'none'/);
  expect(API_CSP).toMatch(/frame-ancestors 'none'/);
});
