// The servers `npm run bench` loads, each started in a worker thread by startServer()
// (throughput.ts) with workerData { kind, options }: it posts its info once listening, and on
// 'stop' closes and drops its database, then answers 'stopped'.
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { serveAvailability } from './availability.ts';
import { serveBookings } from './bookings.ts';
import { serveCatalogue } from './catalogue.ts';

/** A server set up in this thread: what the load generator needs to know of it, and its closing. */
export type Served<Info> = { info: Info; close(): Promise<void> };

/** The reference: a bare node:http server answering a small JSON body. */
async function serveHello(): Promise<Served<{ url: string }>> {
  const body = JSON.stringify({ hello: 'world' });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    info: { url: `http://127.0.0.1:${port}/` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const setups = {
  hello: serveHello,
  catalogue: serveCatalogue,
  availability: serveAvailability,
  bookings: serveBookings,
};

export type ServerKind = keyof typeof setups;
export type ServerOptions<K extends ServerKind> = Parameters<(typeof setups)[K]>[0];
export type ServerInfo<K extends ServerKind> = Awaited<ReturnType<(typeof setups)[K]>>['info'];

const port = parentPort;
if (port && workerData?.kind in setups) {
  const { kind, options } = workerData as { kind: ServerKind; options: never };
  const served = await setups[kind](options);
  port.once('message', async () => {
    await served.close();
    port.postMessage('stopped');
  });
  port.postMessage(served.info);
}
