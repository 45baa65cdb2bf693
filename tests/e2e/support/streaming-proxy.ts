/**
 * A loopback proxy in front of the test server that sends a page's HTML in parts, pausing
 * before each `<section>`, `<script>` and island. The browser paints what it has during each
 * pause, as it does when a document arrives slowly or its parser yields (Chromium's does
 * before scripts), so a test sees every intermediate layout of the page, and every shift
 * between them, on every run instead of on an unlucky one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the document is held back: before these tags, anywhere after `<body`. */
const PAUSE_BEFORE = /<(?:section|script|astro-island)\b/g;

/** Response headers that describe the upstream's encoding of the body, not the body sent here. */
const ENCODING_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/** A running proxy: its address, and how to stop it. */
export interface StreamingProxy {
  url: string;
  stop: () => Promise<void>;
}

/** Byte offsets, in `html`'s UTF-8 encoding, of the places the document pauses. */
export function pauseOffsets(html: string): number[] {
  const body = html.indexOf('<body');
  return [...html.matchAll(PAUSE_BEFORE)]
    .filter((match) => match.index > body)
    .map((match) => Buffer.byteLength(html.slice(0, match.index)));
}

/**
 * Starts a proxy to `upstream` that sends HTML documents in parts, `pauseMs` apart; other
 * files pass through whole, with the upstream's status and headers (the CSP among them).
 */
export async function startStreamingProxy(upstream: string, pauseMs: number): Promise<StreamingProxy> {
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    // Uncompressed, so that the pauses fall between tags and not inside a compressed stream.
    const answer = await fetch(new URL(request.url ?? '/', upstream), { headers: { 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!ENCODING_HEADERS.has(name)) headers[name] = value;
    });
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    if (!answer.headers.get('content-type')?.startsWith('text/html')) {
      response.end(body);
      return;
    }
    let sent = 0;
    for (const offset of pauseOffsets(body.toString('utf8'))) {
      response.write(body.subarray(sent, offset));
      sent = offset;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end(body.subarray(sent));
  };
  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
