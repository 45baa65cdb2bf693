import { describe, expect, test } from 'vitest';
import { HttpError, NETWORK_ERROR_MESSAGE, errorMessage, formatHttpError } from '../../src/lib/api.ts';

describe('formatHttpError (SPEC §7)', () => {
  test.each([
    [500, 'Internal Server Error', 'boom', '500: boom'],
    [404, 'Not Found', '', '404: Not Found'],
    [401, 'Unauthorized', '{"message":"Authentication required."}', '401: {"message":"Authentication required."}'],
    [502, '', '', '502: '],
  ])('%d %j with body %j reads %j', (status, statusText, body, expected) => {
    expect(formatHttpError(status, statusText, body)).toBe(expected);
  });
});

describe('HttpError and errorMessage', () => {
  test('keeps the status and the SPEC text, and the server message when the body is JSON', () => {
    const error = new HttpError(429, 'Too Many Requests', '{"success":false,"message":"Too many failed attempts."}');
    expect(error.status).toBe(429);
    expect(error.message).toBe('429: {"success":false,"message":"Too many failed attempts."}');
    expect(error.serverMessage).toBe('Too many failed attempts.');
    expect(errorMessage(error)).toBe('Too many failed attempts.');
  });

  test('falls back to the SPEC text when the body is not JSON', () => {
    const error = new HttpError(502, 'Bad Gateway', '<html>proxy error</html>');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error)).toBe('502: <html>proxy error</html>');
  });

  test('a network failure reads as such', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new Error('other'))).toBe('other');
  });
});
