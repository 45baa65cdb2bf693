/** What the POST /api/contact test files share: their Blobs server and the two ways they send. */
import { afterAll, beforeAll } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { call, postInquiry, useLocalBlobs } from './functions.ts';

/** Starts a local Blobs server before the file's tests and stops it after them. */
export function useBlobsForFile(): void {
  let stopBlobs: () => Promise<void>;
  beforeAll(async () => {
    stopBlobs = await useLocalBlobs();
  });
  afterAll(() => stopBlobs());
}

/** POST /api/contact as is (`raw`), or, for an object, with a freshly solved spam-check proof. */
export const raw = (body: unknown, headers?: Record<string, string>) =>
  call(contact, '/api/contact', { method: 'POST', body, ...(headers ? { headers } : {}) });
export const post = (body: unknown, headers?: Record<string, string>) =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? postInquiry(body as Record<string, unknown>, headers)
    : raw(body, headers);
