// Prometheus metrics (architecture page: prom-client `/metrics`): the process's own (CPU, memory,
// event-loop lag, GC) and, per app, the duration of every request by method, route template and
// status. Scraped at GET /metrics with METRICS_TOKEN as a bearer token, or from the machine itself
// when no token is set (a sidecar or node exporter on the same host).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { HttpError } from './errors.ts';

export type MetricsConfig = { token: string | null };

/** One per process: default metrics describe the process, whatever apps it runs. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowScrape(request: FastifyRequest, config: MetricsConfig): void {
  if (config.token === null) {
    if (!LOOPBACK.has(request.ip)) throw new HttpError(403, 'metrics are served to this machine only');
    return;
  }
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!given || !sameToken(given, config.token)) {
    throw new HttpError(401, 'a valid metrics token is required', { type: 'auth' });
  }
}

export function registerMetrics(app: FastifyInstance, config: MetricsConfig): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'eclat_http_request_duration_seconds',
    help: 'HTTP requests of the API by method, route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // One child per label set, found by a string key: prom-client would hash the labels object on
  // every observation, a cost the hottest reads pay on each request.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    // Route templates only (never raw paths): unknown addresses share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(request.method, route, String(reply.statusCode));
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    allowScrape(request, config);
    const merged = Registry.merge([processMetrics(), registry]);
    reply.header('content-type', merged.contentType);
    reply.header('cache-control', 'no-store');
    return merged.metrics();
  });
}
