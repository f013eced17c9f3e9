import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { collectionItems, collectionSchemas } from '../../../db/schema.ts';
import { translateDbErrors } from '../../../platform/crud/db-errors.ts';
import type { ItemRow, SchemaRow } from './serialize.ts';

/** The table the tenant CRUD of /api/collections/schemas writes, listed by type. */
export const collectionSchemaStore = {
  table: collectionSchemas,
  list: { orderBy: [asc(collectionSchemas.type)] },
};

/** The company's schemas marked public, by type. */
export async function listPublicSchemas(db: Db, companyId: number): Promise<SchemaRow[]> {
  return db
    .select()
    .from(collectionSchemas)
    .where(and(eq(collectionSchemas.companyId, companyId), eq(collectionSchemas.public, true)))
    .orderBy(asc(collectionSchemas.type));
}

export async function findSchema(
  db: Db,
  companyId: number,
  by: { type: string } | { id: number },
): Promise<SchemaRow | null> {
  const match = 'type' in by ? eq(collectionSchemas.type, by.type) : eq(collectionSchemas.id, by.id);
  const rows = await db
    .select()
    .from(collectionSchemas)
    .where(and(eq(collectionSchemas.companyId, companyId), match))
    .limit(1);
  return rows[0] ?? null;
}

export async function listItems(db: Db, companyId: number, schemaId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.companyId, companyId), eq(collectionItems.schemaId, schemaId)))
    .orderBy(asc(collectionItems.order), asc(collectionItems.id));
}

/** An item with its schema, or null (another company's item is null too). */
export async function findItem(
  db: Db,
  companyId: number,
  id: number,
): Promise<{ item: ItemRow; schema: SchemaRow } | null> {
  const rows = await db
    .select({ item: collectionItems, schema: collectionSchemas })
    .from(collectionItems)
    .innerJoin(collectionSchemas, eq(collectionSchemas.id, collectionItems.schemaId))
    .where(and(eq(collectionItems.companyId, companyId), eq(collectionItems.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertItem(
  db: Db,
  values: { companyId: number; schemaId: number; data: Record<string, unknown>; order?: number },
): Promise<ItemRow> {
  const [row] = await translateDbErrors(() => db.insert(collectionItems).values(values).returning());
  if (!row) throw new Error('collection item not created');
  return row;
}

/** The item changed, or null when it is gone (or another company's). */
export async function updateItem(
  db: Db,
  companyId: number,
  id: number,
  changes: { data?: Record<string, unknown>; order?: number },
): Promise<ItemRow | null> {
  const [row] = await translateDbErrors(() =>
    db
      .update(collectionItems)
      .set(changes)
      .where(and(eq(collectionItems.companyId, companyId), eq(collectionItems.id, id)))
      .returning(),
  );
  return row ?? null;
}

/** Whether an item of the company was deleted. */
export async function deleteItem(db: Db, companyId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.companyId, companyId), eq(collectionItems.id, id)))
    .returning({ id: collectionItems.id });
  return deleted.length > 0;
}
