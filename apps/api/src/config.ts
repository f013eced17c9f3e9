import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { MetricsConfig } from './platform/http/metrics.ts';
import { parseRequestLogPolicy, type RequestLogPolicy } from './platform/http/request-log.ts';
import type { TracingConfig } from './platform/http/tracing.ts';
import type { SmsConfig } from './platform/mail/sms/gateways.ts';

/** TRUST_PROXY's default: the storefront on the same machine (`npm start`). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An entry of TRUST_PROXY as proxy-addr (Fastify's trustProxy) reads it. */
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0 || !bits || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /**
   * The proxies whose X-Forwarded-For the API believes (ADR 0013): addresses, CIDR ranges or
   * `loopback`, `linklocal`, `uniquelocal`, comma-separated; `none` when clients reach the API
   * directly. The storefront (same machine by default) and any load balancer in front.
   */
  TRUST_PROXY: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES.join(','))
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length === 1 && entries[0] === 'none') return false as const;
      for (const entry of entries) {
        if (!isTrustedProxyEntry(entry))
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an address, a CIDR range, loopback, linklocal, uniquelocal or none`,
          });
      }
      return entries;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which answered requests get a log line (ADR 0027): `errors` (5xx and answers slower than 1 s
   * only), `sample:N` (those and one request in N) or `all`. LOG_LEVEL debug or trace logs all.
   */
  LOG_REQUESTS: z
    .string()
    .default('errors')
    .transform((value, ctx) => {
      const policy = parseRequestLogPolicy(value.trim());
      if (!policy)
        ctx.addIssue({ code: 'custom', message: 'LOG_REQUESTS must be all, errors or sample:N (N ≥ 1)' });
      return policy ?? ({ kind: 'errors' } as const);
    }),
  /** Load the demo companies into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Seconds a resolved company stays in the in-process cache. */
  COMPANY_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(30),
  /** Accounts (ADR 0006): lockout counters shared through Redis when set, else in-process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Mails go through this SMTP server when set, else to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Éclat <no-reply@eclat.example>'),
  /** SMS go through this gateway when set, else to the outbox table only (ADR 0023). */
  SMS_PROVIDER: z.enum(['brevo', 'twilio']).optional(),
  /**
   * What phones show as the sender: a name of up to 11 letters and digits (both gateways), or a
   * number (Twilio: one of the account's numbers, E.164).
   */
  SMS_SENDER: z
    .string()
    .regex(
      /^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$|^\+?\d{3,15}$/,
      'SMS_SENDER must be up to 11 letters and digits, or a phone number',
    )
    .optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  BREVO_API_KEY: z.string().min(1).optional(),
  /** Brevo's API origin; a local stub in tests. */
  BREVO_API_URL: z.string().url().default('https://api.brevo.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** A Messaging Service sends instead of SMS_SENDER (Twilio picks the number). */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits')
    .optional(),
  /** Twilio's API origin; a local stub in tests. */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** 32 bytes, base64url: decrypts the codes kept in the outbox across restarts (ADR 0006). */
  OUTBOX_KEY: z.string().optional(),
  /**
   * 32+ bytes, base64url: signs the links mails carry (booking manage links; issue 20). Unset, the
   * instance makes a key once and keeps it in the database, shared by every process.
   */
  LINK_KEY: z.string().optional(),
  /**
   * GET /api/dev/outbox (secrets readable by managers): `auto` while no mail or SMS transport
   * delivers, `on` also with one (refused in production), `off` never (ADR 0006).
   */
  DEV_OUTBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Social sign-in verification endpoints (ADR 0007); the real ones by default. */
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** Payment providers' API bases (ADR 0010); the live ones by default, a local stub in tests. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  PAYZEN_API_URL: z.string().url().default('https://api.payzen.eu'),
  SAFERPAY_API_URL: z.string().url().default('https://www.saferpay.com/api'),
  MONETICO_URL: z.string().url().default('https://p.monetico-services.com'),
  /** Where customers come back after paying, and where providers notify us. */
  PUBLIC_STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  PUBLIC_API_URL: z.string().url().default('http://localhost:4000'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Media bytes (ADR 0009): DATA_DIR/media by default, an S3-compatible bucket when S3_BUCKET is set. */
  MEDIA_STORAGE: z.enum(['disk', 's3', 'database']).optional(),
  S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^/?#]+\/?$/,
      'S3_ENDPOINT must be an http(s) origin such as https://s3.fr-par.scw.cloud',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must look like eu-west-3')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  S3_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'S3_PUBLIC_URL must be an http(s) URL')
    .optional(),
  /** Prometheus metrics at /metrics (on by default); scraped with this bearer token, else locally only. */
  METRICS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  /** OpenTelemetry (standard variables): traces go to this collector when set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Share of traces kept (spec §9: 0.1). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0.1),
  OTEL_SERVICE_NAME: z.string().min(1).default('eclat-api'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: string;
  /** LOG_REQUESTS: which answered requests get a log line (ADR 0027). */
  logRequests: RequestLogPolicy;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed; false: none. */
  trustProxy: string[] | false;
  seedDemo: boolean;
  companyCacheSeconds: number;
  accounts: AccountsConfig;
  payments: PaymentsConfig;
  media: MediaConfig;
  observability: ObservabilityConfig;
};

/** Metrics and traces (architecture page "logs / metrics / traces"); null turns one off. */
export type ObservabilityConfig = { metrics: MetricsConfig | null; tracing: TracingConfig | null };

export type DevOutboxSetting = 'auto' | 'on' | 'off';

/** Sign-in, mail and SMS settings of the accounts modules (ADR 0006, 0007). */
export type AccountsConfig = {
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  outboxKey?: string;
  /** LINK_KEY (signed links); absent: the instance's own key in the database. */
  linkKey?: string;
  /** The SMS gateway (SMS_PROVIDER and its keys); absent: SMS stay in the outbox. */
  sms?: SmsConfig;
  /** DEV_OUTBOX; `auto` when absent. */
  devOutbox?: DevOutboxSetting;
  /** NODE_ENV is production (the default): DEV_OUTBOX=on cannot open the outbox beside a transport. */
  production?: boolean;
  googleTokenInfoUrl?: string;
  facebookGraphUrl?: string;
};

/** Where media bytes live (ADR 0009); the `media` rows are in the database whatever the choice. */
export type MediaConfig =
  | { storage: 'disk'; dir: string }
  | { storage: 's3'; s3: S3Config }
  | { storage: 'database' };

/** An S3-compatible bucket (AWS S3, MinIO, Scaleway, OVH, Cloudflare R2). */
export type S3Config = {
  /** Origin of the service: 'https://s3.eu-west-3.amazonaws.com', 'http://127.0.0.1:9000'. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** endpoint/bucket/key (MinIO, most self-hosted) instead of bucket.endpoint/key (AWS, R2). */
  forcePathStyle: boolean;
  /** Base address browsers load objects from (the bucket's public URL or a CDN); none: via the API. */
  publicUrl?: string;
};

type Env = z.infer<typeof EnvSchema>;

/** MEDIA_STORAGE, or s3 when a bucket is named, else disk; s3 without its keys refuses to start. */
function mediaConfig(e: Env, dataDir: string): MediaConfig {
  const storage = e.MEDIA_STORAGE ?? (e.S3_BUCKET ? 's3' : 'disk');
  if (storage === 'database') return { storage };
  if (storage === 'disk') return { storage, dir: resolve(dataDir, 'media') };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    })
      .filter(([, value]) => !value)
      .map(([name]) => `${name}: required when MEDIA_STORAGE is s3`);
    throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const endpoint = (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, '');
  const host = new URL(endpoint).hostname;
  // bucket.127.0.0.1 does not exist: addresses and localhost only work path-style.
  if (!e.S3_FORCE_PATH_STYLE && (host === 'localhost' || /^[\d.]+$|^\[/.test(host)))
    throw new Error(
      'Invalid configuration:\nS3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address or localhost',
    );
  return {
    storage,
    s3: {
      endpoint,
      region: e.S3_REGION,
      bucket,
      accessKeyId,
      secretAccessKey,
      sessionToken: e.S3_SESSION_TOKEN,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    },
  };
}

/** SMS_PROVIDER and the settings it needs; a chosen gateway without them refuses to start. */
function smsConfig(e: Env): SmsConfig | undefined {
  if (!e.SMS_PROVIDER) return undefined;
  const required: Record<string, string | undefined> =
    e.SMS_PROVIDER === 'brevo'
      ? { BREVO_API_KEY: e.BREVO_API_KEY, SMS_SENDER: e.SMS_SENDER }
      : {
          TWILIO_ACCOUNT_SID: e.TWILIO_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN: e.TWILIO_AUTH_TOKEN,
          'SMS_SENDER or TWILIO_MESSAGING_SERVICE_SID': e.TWILIO_MESSAGING_SERVICE_SID ?? e.SMS_SENDER,
        };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required when SMS_PROVIDER is ${e.SMS_PROVIDER}`);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  const timeoutMs = e.SMS_TIMEOUT_MS;
  if (e.SMS_PROVIDER === 'brevo')
    return {
      provider: 'brevo',
      apiKey: e.BREVO_API_KEY as string,
      sender: e.SMS_SENDER as string,
      baseUrl: noSlash(e.BREVO_API_URL),
      timeoutMs,
    };
  return {
    provider: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: e.TWILIO_AUTH_TOKEN as string,
    sender: e.TWILIO_MESSAGING_SERVICE_SID
      ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
      : { from: e.SMS_SENDER as string },
    baseUrl: noSlash(e.TWILIO_API_URL),
    timeoutMs,
  };
}

/** Payment providers (ADR 0010): API bases, our public addresses, the network time limit. */
export type PaymentsConfig = {
  baseUrls: { stripe: string; paypal: string; payzen: string; saferpay: string; monetico: string };
  storefrontUrl: string;
  apiUrl: string;
  timeoutMs: number;
};

const noSlash = (url: string) => url.replace(/\/+$/, '');

function paymentsConfig(e: z.infer<typeof EnvSchema>): PaymentsConfig {
  return {
    baseUrls: {
      stripe: noSlash(e.STRIPE_API_URL),
      paypal: noSlash(e.PAYPAL_API_URL),
      payzen: noSlash(e.PAYZEN_API_URL),
      saferpay: noSlash(e.SAFERPAY_API_URL),
      monetico: noSlash(e.MONETICO_URL),
    },
    storefrontUrl: noSlash(e.PUBLIC_STOREFRONT_URL),
    apiUrl: noSlash(e.PUBLIC_API_URL),
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
  };
}

/** The payment settings of an environment without payment variables: the live providers. */
export const defaultPaymentsConfig = (): PaymentsConfig => paymentsConfig(EnvSchema.parse({}));

/** Reads and validates the environment once (STYLE "one way to read config"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    companyCacheSeconds: e.COMPANY_CACHE_SECONDS,
    accounts: {
      redisUrl: e.REDIS_URL,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      outboxKey: e.OUTBOX_KEY,
      linkKey: e.LINK_KEY,
      sms: smsConfig(e),
      devOutbox: e.DEV_OUTBOX,
      production: e.NODE_ENV === 'production',
      googleTokenInfoUrl: e.GOOGLE_TOKENINFO_URL,
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
    },
    payments: paymentsConfig(e),
    media: mediaConfig(e, dataDir),
    observability: {
      metrics: e.METRICS === 'on' ? { token: e.METRICS_TOKEN ?? null } : null,
      tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
        ? {
            endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
            ratio: e.OTEL_TRACES_SAMPLER_ARG,
            serviceName: e.OTEL_SERVICE_NAME,
          }
        : null,
    },
  };
}
