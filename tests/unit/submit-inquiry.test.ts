import { afterEach, describe, expect, test, vi } from 'vitest';
import { errorMessage } from '../../src/components/islands/admin/admin-format.ts';
import { loadSpeech } from '../../src/components/islands/admin/words.ts';
import { HttpError, submitInquiry } from '../../src/components/api/api-client.ts';
import type { InquiryInput } from '../../src/lib/inquiry.ts';

const input: InquiryInput = {
  name: 'Ana',
  email: 'ana@example.com',
  business: '',
  phone: '',
  projectType: 'other',
  budget: '',
  timeline: '',
  message: 'Ten characters at least',
  language: 'en',
};

/** Makes the next fetch answer `body` with `status`. */
function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('submitInquiry: one POST, and a reason for each kind of failure', () => {
  test('posts JSON with credentials and resolves on success', async () => {
    const fetchMock = answer(201, '{"success":true,"message":"Thanks!"}');
    await expect(submitInquiry({ ...input, website: '' })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({ ...input, website: '' });
  });

  test.each([
    ['a body that is not JSON', 200, '<html>oops</html>', 'invalid-response', undefined],
    ['a non-OK status whose body is not JSON', 502, '<html>proxy</html>', 'invalid-response', undefined],
    ['a non-OK status with a message', 400, '{"success":false,"message":"Fix it."}', 'server-error', 'Fix it.'],
    ['a non-OK status without a message', 503, '{"success":false}', 'server-error', undefined],
    ['a non-OK status with an empty message', 500, '{"message":""}', 'server-error', undefined],
    ['success not true, with a message', 200, '{"success":false,"message":"Nope."}', 'not-sent', 'Nope.'],
    ['success not true, without a message', 200, '{"ok":true}', 'not-sent', undefined],
    ['a JSON body that is not an object', 200, '"yes"', 'not-sent', undefined],
  ])('%s: %s', async (_case, status, body, reason, serverMessage) => {
    answer(status, body);
    const failure = await submitInquiry(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status, reason, serverMessage, message: `${status}: ${body}` });
  });

  test('a network failure reads as one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      })
    );
    const cause = await submitInquiry(input).catch((error: unknown) => error);
    expect(errorMessage(cause, await loadSpeech('en', 'Studio'))).toBe(
      'Could not reach the server. Check your connection and try again.'
    );
  });
});
