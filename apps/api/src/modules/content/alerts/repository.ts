import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { alerts, articles } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';

/** The table the dated-content CRUD of /api/alerts reads and writes. */
export const alertStore = { table: alerts };

/** Services are articles of type 1 and 4 (spec §9). */
const isService = inArray(articles.type, [1, 4]);

/** The services among `ids` a visitor can see: existing, non-draft services of the company. */
export async function visibleServiceIds(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.companyId, companyId), inArray(articles.id, ids), isService, eq(articles.draft, false)),
    );
  return new Set(rows.map((row) => row.id));
}

/** An alert's service must be a service of the company (400 otherwise). */
export async function checkAlertService(
  db: Db,
  companyId: number,
  serviceId: number | null | undefined,
): Promise<void> {
  await assertReferences(db, companyId, [
    { path: 'body.serviceId', table: articles, ids: serviceId, where: isService },
  ]);
}
