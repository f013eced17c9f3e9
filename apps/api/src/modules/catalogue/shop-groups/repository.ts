import type { GeoGroupmentCreateSchema, GeoGroupmentUpdateSchema } from '@eclat/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { geoGroupments, shops } from '../../../db/schema.ts';

export type GeoGroupmentRow = typeof geoGroupments.$inferSelect;
export type GeoGroupmentWithShops = GeoGroupmentRow & { shopIds: number[] };
type Create = z.infer<typeof GeoGroupmentCreateSchema>;
type Update = z.infer<typeof GeoGroupmentUpdateSchema>;

/** The company's geo groups in display order, each with its shops (limited to `shopScope`). */
export async function listGeoGroupments(
  db: Db,
  companyId: number,
  shopScope: number[] | null = null,
  id?: number,
): Promise<GeoGroupmentWithShops[]> {
  const rows = await db
    .select()
    .from(geoGroupments)
    .where(
      and(eq(geoGroupments.companyId, companyId), id === undefined ? undefined : eq(geoGroupments.id, id)),
    )
    .orderBy(asc(geoGroupments.order), asc(geoGroupments.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ id: shops.id, groupId: shops.geoGroupmentId })
    .from(shops)
    .where(
      and(
        eq(shops.companyId, companyId),
        inArray(
          shops.geoGroupmentId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(shops.order), asc(shops.id));
  return rows.map((row) => ({
    ...row,
    shopIds: members
      .filter((m) => m.groupId === row.id && (!shopScope || shopScope.includes(m.id)))
      .map((m) => m.id),
  }));
}

export async function findGeoGroupment(
  db: Db,
  companyId: number,
  id: number,
  shopScope: number[] | null = null,
): Promise<GeoGroupmentWithShops | null> {
  const [found] = await listGeoGroupments(db, companyId, shopScope, id);
  return found ?? null;
}

export async function insertGeoGroupment(db: Db, companyId: number, input: Create): Promise<number> {
  const [row] = await db
    .insert(geoGroupments)
    .values({ ...input, name: input.name, companyId })
    .returning({ id: geoGroupments.id });
  if (!row) throw new Error('geo group not inserted');
  return row.id;
}

export async function updateGeoGroupment(
  db: Db,
  companyId: number,
  id: number,
  input: Update,
): Promise<boolean> {
  if (Object.keys(input).length === 0) return (await findGeoGroupment(db, companyId, id)) !== null;
  const rows = await db
    .update(geoGroupments)
    .set(input)
    .where(and(eq(geoGroupments.companyId, companyId), eq(geoGroupments.id, id)))
    .returning({ id: geoGroupments.id });
  return rows.length > 0;
}

/** Its shops fall back to the default 'Autre(s)' group (foreign key: set null). */
export async function deleteGeoGroupment(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(geoGroupments)
    .where(and(eq(geoGroupments.companyId, companyId), eq(geoGroupments.id, id)))
    .returning({ id: geoGroupments.id });
  return rows.length > 0;
}

/** Puts a shop in the group (a shop belongs to one group at most); false if no such shop. */
export async function setShopGroup(
  db: Db,
  companyId: number,
  shopId: number,
  groupId: number | null,
  onlyIfIn?: number,
): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ geoGroupmentId: groupId, updatedAt: new Date() })
    .where(
      and(
        eq(shops.companyId, companyId),
        eq(shops.id, shopId),
        onlyIfIn === undefined ? undefined : eq(shops.geoGroupmentId, onlyIfIn),
      ),
    )
    .returning({ id: shops.id });
  return rows.length > 0;
}
