import type { ResourceCreate, ResourceUpdate } from '@eclat/contracts';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, resourceAbsences, resourceArticles, resources } from '../../../db/schema.ts';

export type ResourceRow = typeof resources.$inferSelect;
export type AbsenceRow = typeof resourceAbsences.$inferSelect;
export type ResourceWithRelations = { resource: ResourceRow; articleIds: number[]; absences: AbsenceRow[] };

async function select(db: Db, where: SQL | undefined, now: Date): Promise<ResourceWithRelations[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(where)
    .orderBy(asc(resources.shopId), asc(resources.type), asc(resources.order), asc(resources.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, absences] = await Promise.all([
    db
      .select({ resourceId: resourceArticles.resourceId, articleId: resourceArticles.articleId })
      .from(resourceArticles)
      .where(inArray(resourceArticles.resourceId, ids))
      .orderBy(asc(resourceArticles.articleId)),
    db
      .select()
      .from(resourceAbsences)
      .where(and(inArray(resourceAbsences.resourceId, ids), gt(resourceAbsences.endsAt, now)))
      .orderBy(asc(resourceAbsences.startsAt)),
  ]);
  return rows.map((resource) => ({
    resource,
    articleIds: links.filter((l) => l.resourceId === resource.id).map((l) => l.articleId),
    absences: absences.filter((a) => a.resourceId === resource.id),
  }));
}

/**
 * Resources of the company, by shop, type and order; `shopIds` limits them (access accounts),
 * `shown` keeps those visitors may see (visible and active).
 */
export function listResources(
  db: Db,
  companyId: number,
  filter: { shopId?: number; type?: number; shopIds: number[] | null; shown?: boolean },
  now: Date,
): Promise<ResourceWithRelations[]> {
  if (filter.shopIds && filter.shopIds.length === 0) return Promise.resolve([]);
  return select(
    db,
    and(
      eq(resources.companyId, companyId),
      filter.shopId === undefined ? undefined : eq(resources.shopId, filter.shopId),
      filter.type === undefined ? undefined : eq(resources.type, filter.type),
      filter.shopIds ? inArray(resources.shopId, filter.shopIds) : undefined,
      filter.shown ? and(eq(resources.visible, true), eq(resources.active, true)) : undefined,
    ),
    now,
  );
}

export async function findResource(
  db: Db,
  companyId: number,
  id: number,
  now: Date,
): Promise<ResourceWithRelations | null> {
  const [found] = await select(db, and(eq(resources.companyId, companyId), eq(resources.id, id)), now);
  return found ?? null;
}

function toValues({
  articleIds: _ignored,
  ...input
}: ResourceUpdate): Partial<typeof resources.$inferInsert> {
  return input;
}

async function setArticles(
  tx: Db,
  companyId: number,
  resourceId: number,
  articleIds: number[],
): Promise<void> {
  await tx.delete(resourceArticles).where(eq(resourceArticles.resourceId, resourceId));
  const unique = [...new Set(articleIds)];
  if (unique.length > 0)
    await tx
      .insert(resourceArticles)
      .values(unique.map((articleId) => ({ companyId, resourceId, articleId })));
}

/** The resource and the services it takes, in one transaction. */
export async function insertResource(db: Db, companyId: number, input: ResourceCreate): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({
        ...toValues(input),
        companyId,
        shopId: input.shopId,
        type: input.type,
        name: input.name,
        displayName: input.displayName ?? input.name,
      })
      .returning({ id: resources.id });
    if (!row) throw new Error('resource not inserted');
    await setArticles(tx as unknown as Db, companyId, row.id, input.articleIds ?? []);
    return row.id;
  });
}

export async function updateResource(
  db: Db,
  companyId: number,
  id: number,
  input: ResourceUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = toValues(input);
    if (Object.keys(values).length > 0)
      await tx
        .update(resources)
        .set(values)
        .where(and(eq(resources.companyId, companyId), eq(resources.id, id)));
    if (input.articleIds) await setArticles(tx as unknown as Db, companyId, id, input.articleIds);
  });
}

export async function deleteResource(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.id, id)))
    .returning({ id: resources.id });
  return rows.length > 0;
}

export async function insertAbsence(
  db: Db,
  companyId: number,
  resourceId: number,
  absence: { startsAt: Date; endsAt: Date; reason: string | null },
): Promise<number> {
  const [row] = await db
    .insert(resourceAbsences)
    .values({ companyId, resourceId, ...absence })
    .returning({ id: resourceAbsences.id });
  if (!row) throw new Error('absence not inserted');
  return row.id;
}

/** Removes an absence; answers the time it covered, or null when there was none. */
export async function deleteAbsence(
  db: Db,
  companyId: number,
  resourceId: number,
  id: number,
): Promise<{ startsAt: Date; endsAt: Date } | null> {
  const [row] = await db
    .delete(resourceAbsences)
    .where(
      and(
        eq(resourceAbsences.companyId, companyId),
        eq(resourceAbsences.resourceId, resourceId),
        eq(resourceAbsences.id, id),
      ),
    )
    .returning({ startsAt: resourceAbsences.startsAt, endsAt: resourceAbsences.endsAt });
  return row ?? null;
}

/** The type of each of `ids` that is an article of the company. */
export async function articleTypes(db: Db, companyId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.id, type: articles.type })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  return new Map(rows.map((r) => [r.id, r.type]));
}
