import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

// Metrics at /metrics (prom-client) and OTLP traces sampled at the spec's 0.1 (issue 10,
// architecture page "logs / metrics / traces"), on the real app.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => {
  await database?.drop();
});

const app = (observability: Parameters<typeof buildApp>[0]['observability']) =>
  buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, observability });

describe('configuration', () => {
  it('turns metrics on by default and tracing on with a collector, sampling 0.1 unless told', () => {
    expect(loadConfig({}).observability).toEqual({ metrics: { token: null }, tracing: null });
    const config = loadConfig({
      METRICS: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    }).observability;
    expect(config).toEqual({
      metrics: null,
      tracing: { endpoint: 'http://collector:4318', ratio: 0.1, serviceName: 'eclat-api' },
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});

describe('metrics', () => {
  let api: FastifyInstance;
  afterAll(async () => {
    await api?.close();
  });

  it('counts requests by route template and status, served to this machine only', async () => {
    api = await app({ metrics: { token: null }, tracing: null });
    await api.inject({ url: '/health' });
    await api.inject({ url: '/health' });
    await api.inject({ url: '/no/such/place/42' });
    const scraped = await api.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.body).toContain(
      'eclat_http_request_duration_seconds_count{method="GET",route="/health",status_code="200"} 2',
    );
    expect(scraped.body).toMatch(/route="unmatched",status_code="404"\} 1/);
    expect(scraped.body).not.toContain('/no/such/place');
    expect(scraped.body).toContain('process_cpu_user_seconds_total');
    expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');

    const remote = await api.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ message: expect.any(String) });
  });

  it('asks for the token when one is set', async () => {
    const guarded = await app({ metrics: { token: 'scrape-token-0123456789' }, tracing: null });
    try {
      expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await guarded.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456780' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.inject({
        url: '/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer scrape-token-0123456789' },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('is absent when turned off, and not in the OpenAPI document', async () => {
    const plain = await app(undefined);
    try {
      expect((await plain.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const withMetrics = await app({ metrics: { token: null }, tracing: null });
    try {
      const doc = (await withMetrics.inject({ url: '/api/docs/json' })).json() as { paths: object };
      expect(Object.keys(doc.paths)).not.toContain('/metrics');
    } finally {
      await withMetrics.close();
    }
  });
});

type OtlpSpan = { traceId: string; parentSpanId?: string; name: string; kind: number };
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

describe('traces', () => {
  let collector: Server;
  let endpoint: string;
  const bodies: OtlpBody[] = [];
  beforeAll(async () => {
    // An OTLP/HTTP collector (JSON encoding): keeps what it receives.
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.url === '/v1/traces') bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
  });
  const received = () =>
    bodies.flatMap((b) => b.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

  it('keeps about one trace in ten, and always follows the caller’s traceparent', async () => {
    const traced = await app({
      metrics: null,
      tracing: { endpoint, ratio: 0.1, serviceName: 'eclat-api-test' },
    });
    const REQUESTS = 600;
    for (let i = 0; i < REQUESTS; i += 1) await traced.inject({ url: '/health' });
    const sampledParent = '4bf92f3577b34da6a3ce929d0e0e4736';
    const refusedParent = '0af7651916cd43dd8448eb211c80319c';
    for (let i = 0; i < 5; i += 1) {
      await traced.inject({
        url: '/health',
        headers: { traceparent: `00-${sampledParent}-00f067aa0ba902b7-01` },
      });
      await traced.inject({
        url: '/health',
        headers: { traceparent: `00-${refusedParent}-00f067aa0ba902b7-00` },
      });
    }
    await traced.close(); // flushes the batch to the collector

    const spans = received();
    const roots = spans.filter((s) => s.traceId !== sampledParent && s.traceId !== refusedParent);
    // Binomial(600, 0.1): mean 60, standard deviation ≈ 7.3; these bounds are ±4.
    expect(roots.length).toBeGreaterThan(30);
    expect(roots.length).toBeLessThan(90);
    expect(spans.filter((s) => s.traceId === sampledParent)).toHaveLength(5);
    expect(spans.filter((s) => s.traceId === refusedParent)).toHaveLength(0);
    const child = spans.find((s) => s.traceId === sampledParent);
    expect(child).toMatchObject({ name: 'GET /health', parentSpanId: '00f067aa0ba902b7', kind: 2 });
    const service = bodies[0]?.resourceSpans[0]?.resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('eclat-api-test');
  });
});
