// What the SMS gateway stubs share: a loopback HTTP server that records every request, and the
// faults a test can ask for (an injected answer, a slow answer, no answer at all).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
};

export type Answer = { status: number; body: unknown; contentType?: string };

export type StubControls = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The next request gets this answer instead of the gateway's (a 500, a 429, an HTML page). */
  failNext(status: number, body: unknown, contentType?: string): void;
  /** Every later request waits this long before being answered (concurrency tests). */
  delay(ms: number): void;
  /** Requests are read and never answered (timeouts). */
  hang(): void;
  close(): Promise<void>;
};

export async function startStubServer(route: (request: RecordedRequest) => Answer): Promise<StubControls> {
  const requests: RecordedRequest[] = [];
  const injected: Answer[] = [];
  let waitMs = 0;
  let hanging = false;

  const send = (res: ServerResponse, answer: Answer) => {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
    res.end(text);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      if (hanging) return;
      const answer = injected.shift() ?? route(request);
      if (waitMs > 0) setTimeout(() => send(res, answer), waitMs);
      else send(res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(status, body, contentType) {
      injected.push({ status, body, contentType });
    },
    delay(ms) {
      waitMs = ms;
    },
    hang() {
      hanging = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
