import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { collectionItems, collectionSchemas } from '../../../db/schema.ts';
import type { ItemRow, SchemaRow } from './serialize.ts';

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
