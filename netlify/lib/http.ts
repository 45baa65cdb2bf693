/** JSON answers and request guards of every function; public/_headers does not reach functions. */
import { API_CSP, SECURITY_HEADERS } from '../../src/config/security.ts';

/** Largest request body any endpoint reads. */
export const MAX_BODY_BYTES = 32 * 1024;
const BASE_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CSP } as const;
/** `noStore`: admin answers must never be stored by a browser or a shared cache. */
export type ReplyOptions = { noStore?: boolean; headers?: Record<string, string> };

function headersFor(options: ReplyOptions = {}): Headers {
  const headers = new Headers({ ...BASE_HEADERS, ...options.headers });
  if (options.noStore) headers.set('Cache-Control', 'no-store');
  return headers;
}

export function json(body: unknown, status = 200, options?: ReplyOptions): Response {
  const headers = headersFor(options);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

export const empty = (status = 204, options?: ReplyOptions) =>
  new Response(null, { status, headers: headersFor(options) });

/** A file to download (`Content-Disposition: attachment`) with the shared headers. */
export function download(body: ReadableStream<Uint8Array>, type: string, filename: string, options?: ReplyOptions) {
  const headers = headersFor(options);
  headers.set('Content-Type', type);
  headers.set('Content-Disposition', `attachment; filename="${filename}"`);
  return new Response(body, { status: 200, headers });
}

/** An error answer: always JSON with a human-readable `message`. */
export function error(status: number, message: string, options?: ReplyOptions & { extra?: object }): Response {
  return json({ success: false, message, ...options?.extra }, status, options);
}

/** 405 with the `Allow` header listing what the path accepts. */
export function methodNotAllowed(allowed: readonly string[], options?: ReplyOptions): Response {
  return error(405, `Method not allowed. Use ${allowed.join(' or ')}.`, {
    ...options,
    headers: { ...options?.headers, Allow: allowed.join(', ') },
  });
}

/** A request body that could not be read as JSON, with the answer to send. */
export class BodyError extends Error {
  constructor(readonly response: Response) {
    super('Unreadable request body');
  }
}

/** Reads a JSON body of at most MAX_BODY_BYTES as they arrive (a `Content-Length` can lie); BodyError otherwise. */
export async function readJsonBody(req: Request, options?: ReplyOptions): Promise<unknown> {
  const mediaType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new BodyError(error(415, 'Send the request body as JSON (Content-Type: application/json).', options));
  }
  const tooLarge = () =>
    new BodyError(error(413, `Request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`, options));
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const raw = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BodyError(error(400, 'Request body is not valid JSON.', options));
  }
}

/** Runs a handler; anything it throws becomes a generic 500, its detail logged, never sent. */
export async function guarded(
  label: string,
  handler: () => Promise<Response>,
  options?: ReplyOptions
): Promise<Response> {
  try {
    return await handler();
  } catch (cause) {
    if (cause instanceof BodyError) return cause.response;
    console.error(`[${label}] unexpected error`, cause);
    return error(500, 'Something went wrong on our side. Please try again later.', options);
  }
}
