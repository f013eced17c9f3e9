// The demo data loader: two companies, Maison Éclat (marketplace, five salons) and Studio Zen
// (single studio). One transaction; a no-op once Maison Éclat exists.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies } from '../schema.ts';
import { ECLAT } from './eclat-company.ts';
import { seedMaisonEclat } from './maison-eclat.ts';
import { seedStudioZen } from './studio-zen.ts';
import type { SeedOptions } from './util.ts';

export { ECLAT_HOSTS } from './maison-eclat.ts';
export { ZEN_HOSTS } from './studio-zen.ts';
export { DEMO_PASSWORD, type SeedOptions } from './util.ts';

/**
 * Inserts the demo companies. `hashPassword` hashes the demo password (argon2id in the app);
 * `now` (default: the current time) anchors the relative dates (events, absences, history).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.nickname, ECLAT))
      .limit(1);
    if (existing.length > 0) return;
    await seedMaisonEclat(tx, options);
    await seedStudioZen(tx, options);
  });
}
