// OpenTelemetry traces (architecture page; spec §9 "server tracing sample rate 0.1"): one server
// span per request, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. A request that comes
// with a W3C traceparent (the storefront, a proxy) keeps its caller's decision; the others are
// sampled at the configured ratio, decided from the trace id so every process agrees.
import { defaultTextMapGetter, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';

export type TracingConfig = {
  /** The collector's base address; spans go to {endpoint}/v1/traces. */
  endpoint: string;
  /** Share of the traces started here that are kept (spec: 0.1). */
  ratio: number;
  serviceName: string;
};

const propagator = new W3CTraceContextPropagator();

export function registerTracing(app: FastifyInstance, config: TracingConfig): void {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.ratio) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` }),
      }),
    ],
  });
  const tracer = provider.getTracer('eclat-api');
  const spans = new WeakMap<object, Span>();

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? '/',
          ...(route ? { 'http.route': route } : {}),
          'eclat.request_id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  // Spans still buffered go out before the process stops.
  app.addHook('onClose', () => provider.shutdown());
}
