import { resolve } from 'node:path';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** 32 bytes, base64url: decrypts the codes kept in the outbox across restarts (ADR 0006). */
  OUTBOX_KEY: z.string().optional(),
  /** Social sign-in verification endpoints (ADR 0007); the real ones by default. */
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: string;
  seedDemo: boolean;
  companyCacheSeconds: number;
  accounts: AccountsConfig;
};

/** Sign-in, mail and SMS settings of the accounts modules (ADR 0006, 0007). */
export type AccountsConfig = {
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  outboxKey?: string;
  googleTokenInfoUrl?: string;
  facebookGraphUrl?: string;
};

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
    seedDemo: e.SEED_DEMO,
    companyCacheSeconds: e.COMPANY_CACHE_SECONDS,
    accounts: {
      redisUrl: e.REDIS_URL,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      outboxKey: e.OUTBOX_KEY,
      googleTokenInfoUrl: e.GOOGLE_TOKENINFO_URL,
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
    },
  };
}
