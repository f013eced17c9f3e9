// The databases table as the tenant CRUD reads and writes it (platform/crud/tenant-crud.ts); the
// routes add the HTTP side (path, guard, schemas).
import type { DatabaseInputSchema, DatabaseSchema } from '@eclat/contracts';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { databases, servers } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';

type Row = typeof databases.$inferSelect;
type DatabaseInput = Partial<z.infer<typeof DatabaseInputSchema>>;

export const toDatabase = (row: Row): z.infer<typeof DatabaseSchema> => ({
  id: row.id,
  serverId: row.serverId,
  name: row.name,
  engine: row.engine,
  schemaVersion: row.schemaVersion,
  sizeBytes: row.sizeBytes,
});

export const databaseStore = {
  table: databases,
  serialize: toDatabase,
  list: { orderBy: [asc(databases.name), asc(databases.id)] },
  /** A database may sit only on a server of the same company. */
  prepare: async (input: DatabaseInput, { db: tx, companyId }: { db: Db; companyId: number }) => {
    await assertReferences(tx, companyId, [{ path: 'body.serverId', table: servers, ids: input.serverId }]);
    return input;
  },
};
