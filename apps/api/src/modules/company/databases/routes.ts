// Databases (spec §7 GET /api/databases, with CRUD): the databases of a company's outside systems,
// each optionally on one of its servers. Managers only.
import { DatabaseInputSchema, DatabaseSchema, DatabaseUpdateSchema } from '@eclat/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { databases, servers } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';

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

export function databaseRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerTenantCrud(app, db, {
    path: '/api/databases',
    tag: 'servers',
    names: { one: 'database', many: 'databases' },
    table: databases,
    guard: requireStaff('manager'),
    answer: DatabaseSchema,
    serialize: toDatabase,
    create: DatabaseInputSchema,
    update: DatabaseUpdateSchema,
    list: { orderBy: [asc(databases.name), asc(databases.id)] },
    prepare: async (input: DatabaseInput, { db: tx, companyId }) => {
      await assertReferences(tx, companyId, [{ path: 'body.serverId', table: servers, ids: input.serverId }]);
      return input;
    },
  });
}
