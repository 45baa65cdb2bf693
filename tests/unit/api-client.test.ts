import { describe, expect, test } from 'vitest';
import { errorMessage } from '../../src/components/islands/admin/admin-format.ts';
import { HttpError } from '../../src/components/api/api-client.ts';
import { exportUrl, nextLink } from '../../src/components/islands/admin/admin-api.ts';
import { loadSpeech } from '../../src/components/islands/admin/words.ts';

const [english, french] = await Promise.all([loadSpeech('en', 'Studio'), loadSpeech('fr', 'Studio')]);

describe("HttpError's message: status, colon, body text or status text", () => {
  test.each([
    [500, 'Internal Server Error', 'boom', '500: boom'],
    [404, 'Not Found', '', '404: Not Found'],
    [401, 'Unauthorized', '{"message":"Authentication required."}', '401: {"message":"Authentication required."}'],
    [502, '', '', '502: '],
  ])('%d %j with body %j reads %j', (status, statusText, body, expected) => {
    expect(new HttpError(status, statusText, body).message).toBe(expected);
  });
});

describe('HttpError and errorMessage', () => {
  test('keeps the status, the "status: body" text, and the server message when the body is JSON', () => {
    const error = new HttpError(429, 'Too Many Requests', '{"success":false,"message":"Too many failed attempts."}');
    expect(error.status).toBe(429);
    expect(error.message).toBe('429: {"success":false,"message":"Too many failed attempts."}');
    expect(error.serverMessage).toBe('Too many failed attempts.');
    expect(error.reason).toBe('server-error');
    expect(errorMessage(error, english)).toBe('Too many failed attempts.');
    // The French admin says it in its own words, by the status.
    expect(errorMessage(error, french)).toBe('Trop de tentatives. Attendez quelques minutes, puis réessayez.');
  });

  test('without a message from the server, the admin’s words for the status', () => {
    const error = new HttpError(502, 'Bad Gateway', '<html>proxy error</html>');
    expect(error.serverMessage).toBeUndefined();
    expect(error.reason).toBe('invalid-response');
    expect(errorMessage(error, english)).toBe('The server could not answer. Try again in a moment.');
  });

  test('a network failure reads as such', () => {
    expect(errorMessage(new TypeError('fetch failed'), english)).toBe(
      'Could not reach the server. Check your connection and try again.'
    );
    expect(errorMessage(new TypeError('fetch failed'), french)).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.'
    );
    expect(errorMessage(new Error('other'), english)).toBe('Something went wrong (other).');
  });
});

describe('nextLink (RFC 8288)', () => {
  test.each([
    ['</api/admin/inquiries?cursor=5>; rel="next"', '/api/admin/inquiries?cursor=5'],
    ['</a>; rel=next', '/a'],
    ['</first>; rel="first"', null],
    ['</first>; rel="first", </b>; title="x"; rel="next"', '/b'],
    ['', null],
    [null, null],
  ])('%j → %j', (header, expected) => {
    expect(nextLink(header)).toBe(expected);
  });
});

test('exportUrl keeps the filter, leaves out defaults and never pages', () => {
  expect(exportUrl({})).toBe('/api/admin/inquiries.csv');
  expect(exportUrl({ q: '  ', order: 'newest', limit: 20, cursor: 7 })).toBe('/api/admin/inquiries.csv');
  expect(exportUrl({ status: 'completed', q: ' café & co ', order: 'oldest' })).toBe(
    '/api/admin/inquiries.csv?status=completed&q=caf%C3%A9+%26+co&order=oldest'
  );
});
