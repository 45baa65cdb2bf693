/**
 * Calls the real Netlify Functions (their default exports) with real `Request`s, against a
 * real local Blobs server in a temporary folder. Nothing here mocks the storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from '@netlify/functions';
import session from '../../netlify/functions/admin-session.mts';
import contactChallenge from '../../netlify/functions/contact-challenge.mts';
import contact from '../../netlify/functions/contact.mts';
import { startLocalBlobs } from '../../scripts/local-blobs.mjs';
import { withProof } from './spam.ts';

export const ORIGIN = 'http://localhost:8888';
export const TEST_PASSWORD = 'correct horse battery staple';

type Handler = (req: Request, context: Context) => Promise<Response>;

/** A test file's own clock, which its tests move by hand: `now` reads it, `advance` moves it on. */
export interface FileClock {
  now: () => number;
  advance: (ms: number) => void;
}

/** Starts a Blobs server in a fresh temporary folder and points `getStore()` at it. */
export async function useLocalBlobs(): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-blobs-'));
  const blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
  process.env['ALTCHA_HMAC_KEY'] ??= 'integration-test-key';
  return async () => {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  };
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  cookie?: string | null;
  ip?: string;
  params?: Record<string, string>;
  origin?: string;
}

/** Invokes a function's default export the way Netlify does: a Request and a context. */
export async function call(handler: Handler, pathname: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  const req = new Request(`${options.origin ?? ORIGIN}${pathname}`, {
    method: options.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const context = {
    ip: options.ip ?? '203.0.113.7',
    params: options.params ?? {},
    waitUntil: (promise: Promise<unknown>) => backgroundWork.push(promise),
  } as unknown as Context;
  return handler(req, context);
}

/** Work handed to `context.waitUntil`, which Netlify lets finish after the answer. */
const backgroundWork: Promise<unknown>[] = [];

/** Waits for everything the functions handed to `context.waitUntil` so far. */
export async function settleBackgroundWork(): Promise<void> {
  while (backgroundWork.length > 0) await Promise.all(backgroundWork.splice(0));
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error(`No Set-Cookie on a ${response.status} answer`);
  return setCookie.split(';')[0] as string;
}

/** Every `Set-Cookie` of an answer, as `name=value` pairs. */
export const setCookies = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);

/** A valid inquiry body, with overrides. */
export function inquiryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    business: 'Tremblay Immobilier',
    phone: '514-555-0199',
    projectType: 'new-website',
    budget: '3000-5000',
    timeline: '1-2-months',
    message: 'We need a listings site for our brokerage.',
    ...overrides,
  };
}

/** A fresh spam-check challenge from GET /api/contact-challenge. */
export const fetchChallenge = async (): Promise<unknown> =>
  (await call(contactChallenge, '/api/contact-challenge')).json();

/** POST /api/contact with `body` and a freshly solved spam-check proof, as the form sends it. */
export async function postInquiry(body: Record<string, unknown>, headers?: Record<string, string>): Promise<Response> {
  return call(contact, '/api/contact', {
    method: 'POST',
    body: await withProof(body, fetchChallenge),
    ...(headers ? { headers } : {}),
  });
}

/** Runs `task` and counts the HTTP requests it made (here: requests to the Blobs server). */
export async function countRequests<T>(task: () => Promise<T>): Promise<{ result: T; requests: number }> {
  const original = globalThis.fetch;
  let requests = 0;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    requests++;
    return original(...args);
  };
  try {
    return { result: await task(), requests };
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * Starts a Blobs server and logs in to the admin with TEST_PASSWORD. Returns the session
 * cookie and the function that stops it all.
 */
export async function useAdminSession(): Promise<{ cookie: string; stop: () => Promise<void> }> {
  const stopBlobs = await useLocalBlobs();
  process.env['ADMIN_PASSWORD'] = TEST_PASSWORD;
  const res = await call(session, '/api/admin/session', { method: 'POST', body: { password: TEST_PASSWORD } });
  return {
    cookie: cookieFrom(res),
    stop: async () => {
      delete process.env['ADMIN_PASSWORD'];
      await stopBlobs();
    },
  };
}
