// Process entry: config → database (migrations, demo data) → listen. Ctrl-C closes cleanly.

// First: before the module graph and the database load (see keepTickShape).
import './platform/runtime/keep-tick-shape.ts';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startJobs } from './jobs.ts';
import { RedisInvalidationBus } from './platform/cache/bus.ts';
import { OutboxCipher } from './platform/mail/cipher.ts';
import { smtpTransport } from './platform/mail/messenger.ts';
import { createMessageServices } from './platform/mail/services.ts';
import { createSmsProvider } from './platform/mail/sms/gateways.ts';

const config = loadConfig();
// One key for the whole process: the messenger seals codes with it, the outbox relay opens them.
const accounts = {
  ...config.accounts,
  outboxKey: config.accounts.outboxKey ?? randomBytes(32).toString('base64url'),
};
const database = await prepareDatabase(config);
// Several processes share cache invalidations through Redis (issue 10); errors are logged once
// the app's logger exists, and never stop the process (entries still expire after 30 s).
let busError = (err: Error) => console.error('cache invalidation bus:', err.message);
const bus = config.accounts.redisUrl
  ? new RedisInvalidationBus(config.accounts.redisUrl, (err) => busError(err))
  : undefined;
// One cipher for the app and the relay: what one seals, the other opens (even without OUTBOX_KEY).
const outboxCipher = new OutboxCipher(accounts.outboxKey);
const app = await buildApp({
  database,
  outboxCipher,
  bus,
  logLevel: config.logLevel,
  logRequests: config.logRequests,
  trustProxy: config.trustProxy,
  companyCacheSeconds: config.companyCacheSeconds,
  dataDir: config.dataDir,
  accounts,
  media: config.media,
  payments: config.payments,
  observability: config.observability,
});
busError = (err) => app.log.warn({ err }, 'cache invalidation bus');

// The job queue's worker (ADR 0022): sweeps, reminders, and the outbox relay on each channel that
// has a transport (ADR 0006, 0023).
const sms = createSmsProvider(accounts.sms);
const stopJobs = await startJobs(database.db, app.log, {
  messages: createMessageServices(database.db, accounts, outboxCipher),
  relay:
    accounts.smtpUrl || sms
      ? {
          transport: accounts.smtpUrl ? smtpTransport(accounts.smtpUrl) : null,
          sms,
          cipher: outboxCipher,
          from: accounts.mailFrom ?? 'Éclat <no-reply@eclat.example>',
        }
      : undefined,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
