import { hash } from '@node-rs/argon2';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

/** OWASP argon2id parameters (architecture page "auth"). */
export const hashPassword = (plain: string) =>
  hash(plain, { memoryCost: 19456, timeCost: 2, parallelism: 1 }); // argon2id is the default;

/** Opens the configured database, applies the migrations and loads the demo data once. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  await database.exclusively(async () => {
    await database.migrate();
    if (config.seedDemo) await seedDemo(database.db, { hashPassword });
  });
  return database;
}
