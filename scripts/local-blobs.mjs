// @ts-check
/**
 * A local Netlify Blobs server (the official emulator from `@netlify/blobs/server`) that
 * listens on the loopback interface only. `BlobsServer#start()` binds every interface, so
 * this runs the emulator's own request handler behind a server bound to 127.0.0.1.
 * Used by `npm start` (scripts/serve.mjs) and by the integration tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { Readable } from 'node:stream';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * Site id the data is filed under: the one Netlify's emulator uses for a site that is not
 * linked, so that `npm start` and `npm run dev` see the same local inquiries.
 */
export const LOCAL_SITE_ID = '0';

/**
 * Starts the emulator on 127.0.0.1 with its data in `directory`.
 * @param {{ directory: string, port?: number }} options
 * @returns {Promise<{ url: string, token: string, context: string, stop: () => Promise<void> }>}
 *   `context` is the value for NETLIFY_BLOBS_CONTEXT that points `getStore()` at it.
 */
export async function startLocalBlobs({ directory, port = 0 }) {
  const token = randomBytes(16).toString('hex');
  const emulator = /** @type {any} */ (new BlobsServer({ directory, token }));
  if (typeof emulator.handleRequest !== 'function') {
    throw new Error('@netlify/blobs/server changed: BlobsServer#handleRequest is missing');
  }
  await mkdir(directory, { recursive: true });

  const server = http.createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const request = new Request(new URL(req.url ?? '/', url), {
        method,
        headers: /** @type {Record<string, string>} */ (req.headers),
        body: hasBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : null,
        // @ts-expect-error Node's fetch needs this for a streamed body; not in the DOM types.
        duplex: 'half',
      });
      /** @type {Response} */
      const response = await emulator.handleRequest(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('[local-blobs]', error);
      res.writeHead(500).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Blobs server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  emulator.address = url;

  const context = Buffer.from(
    JSON.stringify({
      edgeURL: url,
      uncachedEdgeURL: url,
      token,
      siteID: LOCAL_SITE_ID,
      deployID: '0',
      primaryRegion: 'us-east-2',
    })
  ).toString('base64');

  return {
    url,
    token,
    context,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
