import { resolve } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import {
  type AccountsConfig,
  DEFAULT_TRUSTED_PROXIES,
  defaultPaymentsConfig,
  type MediaConfig,
  type ObservabilityConfig,
  type PaymentsConfig,
} from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccountsOpenRoutes, registerAccountsTenantRoutes } from './modules/accounts/routes.ts';
import { registerBackofficeTenantRoutes } from './modules/backoffice/routes.ts';
import { registerBookingTenantRoutes } from './modules/booking/routes.ts';
import { registerCatalogueTenantRoutes } from './modules/catalogue/routes.ts';
import { registerCommerceOpenRoutes, registerCommerceTenantRoutes } from './modules/commerce/routes.ts';
import { registerCompanyOpenRoutes, registerCompanyTenantRoutes } from './modules/company/routes.ts';
import { registerContentOpenRoutes, registerContentTenantRoutes } from './modules/content/routes.ts';
import { registerReviewsTenantRoutes } from './modules/reviews/routes.ts';
import { type InvalidationBus, LocalInvalidationBus } from './platform/cache/bus.ts';
import { tagSharedReads, VersionedBus } from './platform/cache/content-version.ts';
import { withCatalogueCache } from './platform/cache/deps.ts';
import type { ModuleDeps } from './platform/deps.ts';
import { resolvePrincipal } from './platform/http/auth.ts';
import { frameworkErrorAnswer, registerErrorHandling } from './platform/http/errors.ts';
import { registerRequestBasics } from './platform/http/lang.ts';
import { serializeError } from './platform/http/log-errors.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerNulGuard } from './platform/http/nul-guard.ts';
import { truthfulDocument } from './platform/http/openapi.ts';
import {
  DEFAULT_REQUEST_LOGS,
  RequestLogController,
  type RequestLogPolicy,
} from './platform/http/request-log.ts';
import { lazyRequestLogger } from './platform/http/request-logger.ts';
import { collectRoutes, type RouteEntry } from './platform/http/route-table.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerTracing } from './platform/http/tracing.ts';
import type { OutboxCipher } from './platform/mail/cipher.ts';
import { createMessageServices } from './platform/mail/services.ts';
import { defaultProviders, type ProviderRegistry } from './platform/payments/registry.ts';
import { createLimiter } from './platform/rate-limit/limiter.ts';
import { createMediaStorage } from './platform/storage/create-storage.ts';
import { CompanyRepository } from './platform/tenant/companies.ts';
import { requireCompany } from './platform/tenant/tenant.ts';

export type AppDeps = {
  database: Database;
  /** Cache invalidations shared with other API processes (Redis when REDIS_URL is set). */
  bus?: InvalidationBus;
  logLevel?: string;
  /** LOG_REQUESTS (ADR 0027): which answered requests get a log line; failures and slow ones always. */
  logRequests?: RequestLogPolicy;
  /**
   * The proxies whose X-Forwarded-For sets request.ip (TRUST_PROXY, ADR 0013): the storefront on
   * this machine by default; false when clients reach the API directly.
   */
  trustProxy?: string[] | false;
  /** Seconds a company stays cached in-process; 0 disables the cache (tests that write). */
  companyCacheSeconds?: number;
  /** DATA_DIR of the embedded default (local media storage); null in tests without files. */
  dataDir?: string | null;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The clock of time-dependent rules (holds, codes, tokens); tests move it. */
  now?: () => Date;
  /** Sign-in, mail and SMS settings (config.accounts); in-process and outbox defaults. */
  accounts?: AccountsConfig;
  /**
   * The process's outbox cipher, when the caller shares it with the outbox relay (server.ts):
   * without OUTBOX_KEY each cipher has its own random key, and the relay could not open the
   * links the app sealed.
   */
  outboxCipher?: OutboxCipher;
  /** Payment providers' addresses (config.payments); the live ones by default. */
  payments?: PaymentsConfig;
  /** The payment adapters by name; tests may swap one for an adapter pointed at a stub. */
  paymentProviders?: ProviderRegistry;
  /** Media storage (config.media); without it DATA_DIR/media, or the database when no dataDir. */
  media?: MediaConfig;
  /** Metrics at /metrics and OTLP traces (config.observability); both off by default (tests). */
  observability?: ObservabilityConfig;
};

/** The composition root (fastify/demo): plugins, then modules. Tests drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.company'],
      // Failed queries carry customers' data in their parameters: logged without them.
      serializers: { err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per answered request, as LOG_REQUESTS says, instead of Fastify's two (ADR 0027).
    logController: new RequestLogController(
      deps.logRequests ?? DEFAULT_REQUEST_LOGS,
      deps.logLevel ?? 'info',
    ),
    // A request's pino child is made on its first line only (most requests log none).
    childLoggerFactory: lazyRequestLogger,
    // The storefront and proxies forward ids; we log ours.
    genReqId: () => crypto.randomUUID(),
    // request.ip is the client's address, read from X-Forwarded-For right to left across the
    // trusted proxies only: rate limits count visitors, not the storefront (issue 16).
    trustProxy: deps.trustProxy ?? DEFAULT_TRUSTED_PROXIES,
    bodyLimit: 1_048_576,
    // Signed links carry their subject and signature in the path (a booking manage token is
    // ~110 characters, readLink refuses more than 512): Fastify's default of 100 answered 414.
    routerOptions: { maxParamLength: 512 },
    frameworkErrors: frameworkErrorAnswer,
  });
  // Every route and its guard, for the tenant isolation matrix and the fuzzing tests (issue 10).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  collectRoutes(app, routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulGuard(app);
  registerRequestBasics(app);
  if (deps.observability?.tracing) registerTracing(app, deps.observability.tracing);
  if (deps.observability?.metrics) registerMetrics(app, deps.observability.metrics);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Éclat marketplace service API', version: '0.1.0' },
      components: {
        securitySchemes: {
          company: { type: 'apiKey', in: 'header', name: 'company' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: truthfulDocument(routeTable),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = deps.database;
  const companies = new CompanyRepository(db, deps.companyCacheSeconds ?? 30);
  app.decorate('companies', companies);
  registerSecurityHeaders(app, companies);
  const now = deps.now ?? (() => new Date());
  // Every change published by a module bumps the company's content version (ADR 0028).
  const bus = new VersionedBus(deps.bus ?? new LocalInvalidationBus());
  const moduleDeps: ModuleDeps = {
    database: deps.database,
    db,
    companies,
    dataDir: deps.dataDir ?? null,
    now,
    accounts: deps.accounts ?? {},
    payments: {
      config: deps.payments ?? defaultPaymentsConfig(),
      providers: deps.paymentProviders ?? defaultProviders(),
    },
    bus,
    messages: createMessageServices(db, deps.accounts ?? {}, deps.outboxCipher),
    limiter: createLimiter(deps.accounts ?? {}, now),
    mediaStorage: createMediaStorage(
      db,
      deps.media ??
        (deps.dataDir ? { storage: 'disk', dir: resolve(deps.dataDir, 'media') } : { storage: 'database' }),
    ),
  };

  moduleDeps.limiter.onStoreError = (error) =>
    app.log.error(
      { reason: (error as Error).message },
      'lockout store unavailable: sign-in is not throttled',
    );
  app.addHook('onClose', async () => {
    await moduleDeps.bus.close();
    await moduleDeps.limiter.close();
  });

  // Routes that need no company header.
  await app.register(async (open) => {
    registerCompanyOpenRoutes(open, moduleDeps);
    registerContentOpenRoutes(open, moduleDeps);
    registerCommerceOpenRoutes(open, moduleDeps);
    registerAccountsOpenRoutes(open, moduleDeps);
  });

  // Tenant routes: the company header is required and resolved once per request.
  await app.register(async (tenant) => {
    requireCompany(tenant, companies);
    tagSharedReads(tenant, bus.versions);
    resolvePrincipal(tenant, db, moduleDeps.now);
    const withCache = withCatalogueCache(tenant, moduleDeps);
    registerCompanyTenantRoutes(tenant, withCache);
    registerCatalogueTenantRoutes(tenant, withCache);
    registerContentTenantRoutes(tenant, withCache);
    registerAccountsTenantRoutes(tenant, moduleDeps);
    registerBookingTenantRoutes(tenant, withCache);
    registerCommerceTenantRoutes(tenant, moduleDeps);
    registerBackofficeTenantRoutes(tenant, moduleDeps);
    registerReviewsTenantRoutes(tenant, withCache);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompanyRepository;
    routeTable: RouteEntry[];
  }
}
