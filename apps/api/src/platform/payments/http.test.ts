import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { callProvider, formatDecimalAmount, parseDecimalAmount } from './http.ts';
import { ProviderError } from './provider.ts';

let server: Server | null = null;
afterEach(async () => {
  if (!server) return;
  const closing = server;
  server = null;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  const started = server;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ProviderError ? error.kind : 'other';
  }
}

describe('provider calls', () => {
  it('hands back 2xx and 4xx answers, and turns 5xx, refused connections and silence into errors', async () => {
    let status = 200;
    const url = await listen((req, res) => {
      if (req.url === '/silent') return; // never answers
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    expect(await callProvider('p', `${url}/x`, { method: 'GET' }, 1000)).toEqual({
      status: 200,
      text: '{"ok":true}',
    });
    status = 422;
    expect((await callProvider('p', `${url}/x`, { method: 'GET' }, 1000)).status).toBe(422);
    status = 502;
    expect(await kindOf(callProvider('p', `${url}/x`, { method: 'GET' }, 1000))).toBe('unavailable');
    const began = Date.now();
    expect(await kindOf(callProvider('p', `${url}/silent`, { method: 'GET' }, 200))).toBe('timeout');
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it('reports an address where nothing listens as unavailable', async () => {
    const url = await listen(() => {});
    const closed = server as Server;
    server = null;
    await new Promise((resolve) => closed.close(resolve));
    expect(await kindOf(callProvider('p', `${url}/x`, { method: 'GET' }, 1000))).toBe('unavailable');
  });
});

describe('decimal amounts', () => {
  it('formats cents as the providers write euros', () => {
    expect(formatDecimalAmount(1234)).toBe('12.34');
    expect(formatDecimalAmount(5)).toBe('0.05');
    expect(formatDecimalAmount(100)).toBe('1.00');
    expect(formatDecimalAmount(0)).toBe('0.00');
    expect(() => formatDecimalAmount(12.5)).toThrow(RangeError);
    expect(() => formatDecimalAmount(-1)).toThrow(RangeError);
  });

  it('reads decimal strings back without guessing', () => {
    expect(parseDecimalAmount('12.34')).toBe(1234);
    expect(parseDecimalAmount('12.3')).toBe(1230);
    expect(parseDecimalAmount('12')).toBe(1200);
    expect(parseDecimalAmount('12.345')).toBeNull();
    expect(parseDecimalAmount('-1.00')).toBeNull();
    expect(parseDecimalAmount('1e3')).toBeNull();
  });

  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseDecimalAmount(formatDecimalAmount(cents))).toBe(cents);
      }),
    );
  });
});
