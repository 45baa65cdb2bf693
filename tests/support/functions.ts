/**
 * Calls the real Netlify Functions (their default exports) with real `Request`s, against a
 * real local Blobs server in a temporary folder. Nothing here mocks the storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from '@netlify/functions';
import { startLocalBlobs } from '../../scripts/local-blobs.mjs';

export const ORIGIN = 'http://localhost:8888';
export const TEST_PASSWORD = 'correct horse battery staple';

type Handler = (req: Request, context: Context) => Promise<Response>;

/** Starts a Blobs server in a fresh temporary folder and points `getStore()` at it. */
export async function useLocalBlobs(): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-blobs-'));
  const blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.context;
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
  const context = { ip: options.ip ?? '203.0.113.7', params: options.params ?? {} } as unknown as Context;
  return handler(req, context);
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error(`No Set-Cookie on a ${response.status} answer`);
  return setCookie.split(';')[0] as string;
}

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
