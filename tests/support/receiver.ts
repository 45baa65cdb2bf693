/** A loopback HTTP server that stands for the owner's webhook and e-mail API in the tests. */
import http from 'node:http';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A loopback HTTP server that records what it receives and answers `status`. */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
