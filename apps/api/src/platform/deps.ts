import type { AccountsConfig, PaymentsConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { InvalidationBus } from './cache/bus.ts';
import type { MessageServices } from './mail/outbox-writer.ts';
import type { ProviderRegistry } from './payments/registry.ts';
import type { AttemptLimiter } from './rate-limit/limiter.ts';
import type { MediaStorage } from './storage/storage.ts';
import type { CompanyRepository } from './tenant/companies.ts';

/** What every module's routes may use; built once in buildApp. */
export type ModuleDeps = {
  database: Database;
  db: Db;
  companies: CompanyRepository;
  /** DATA_DIR: local media storage and other files of the embedded default. */
  dataDir: string | null;
  /** The clock of time-dependent rules; tests inject their own. */
  now: () => Date;
  /** Sign-in, mail and SMS settings (accounts modules). */
  accounts: AccountsConfig;
  /** Payment providers' addresses and the adapters by name (ADR 0010). */
  payments: { config: PaymentsConfig; providers: ProviderRegistry };
  /** Where media bytes live (ADR 0009): disk, an S3 bucket or the database. */
  mediaStorage: MediaStorage;
  /** Counts guesses per client address and account (ADR 0006, 0013): sign-in, codes, vouchers. */
  limiter: AttemptLimiter;
  /** Carries cache invalidations to the other API processes (Redis), or nowhere (one process). */
  bus: InvalidationBus;
  /**
   * Transactional messages (issue 20): the one outbox cipher of the process and the signed-link
   * key; `keys()` before a transaction that queues booking messages.
   */
  messages: MessageServices;
};
