/** JSON answers and request guards of every function; public/_headers does not reach functions. */
import { API_CSP, SECURITY_HEADERS } from '../../src/config/security.ts';
import { api } from '../../src/i18n/api.ts';
import { parseJson } from '../../src/lib/json.ts';
import { fillMessage } from '../../src/lib/message.ts';

export const MAX_BODY_BYTES = 32 * 1024;
const BASE_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CSP } as const;
/** `noStore`: admin answers must never be stored by a browser or a shared cache. */
export type ReplyOptions = { noStore?: boolean; headers?: Record<string, string>; cookies?: string[] };

export function reply(body: BodyInit | null, status: number, options: ReplyOptions = {}, type?: string): Response {
  const headers = new Headers({ ...BASE_HEADERS, ...options.headers, ...(type && { 'Content-Type': type }) });
  if (options.noStore) headers.set('Cache-Control', 'no-store');
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
  return new Response(body, { status, headers });
}

export const json = (body: unknown, status = 200, options?: ReplyOptions) =>
  reply(JSON.stringify(body), status, options, 'application/json; charset=utf-8');

export const empty = (options?: ReplyOptions) => reply(null, 204, options);

export const error = (status: number, message: string, options?: ReplyOptions & { extra?: object }) =>
  json({ success: false, message, ...options?.extra }, status, options);

export function methodNotAllowed(allowed: readonly string[], options?: ReplyOptions) {
  const message = fillMessage(api.request.methodNotAllowed, { methods: allowed.join(api.request.or) });
  return error(405, message, { ...options, headers: { Allow: allowed.join(', ') } });
}

/** A refusal: `guarded` answers `status`, this message and `extra`; the browser's client throws it as its HttpError. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: object = {}
  ) {
    super(message);
  }
}

/** Reads a JSON body of at most `maxBytes`, counted as they arrive (whatever `Content-Length` says); Refusal otherwise. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const mediaType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new Refusal(415, api.request.notJson);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream.
  for await (const chunk of req.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Refusal(413, fillMessage(api.request.tooLarge, { kb: maxBytes / 1024 }));
    chunks.push(chunk);
  }
  const body = parseJson(new TextDecoder().decode(Buffer.concat(chunks)));
  if (body === undefined) throw new Refusal(400, api.request.invalidJson);
  return body;
}

/** Runs a handler; a Refusal is answered, anything else it throws is a generic 500, its detail logged, never sent. */
export async function guarded(label: string, handler: () => Promise<Response>, options?: ReplyOptions) {
  try {
    return await handler();
  } catch (cause) {
    if (cause instanceof Refusal) return error(cause.status, cause.message, { ...options, extra: cause.extra });
    console.error(`[${label}] unexpected error`, cause);
    return error(500, api.request.unexpected, options);
  }
}
