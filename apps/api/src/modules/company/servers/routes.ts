// Servers (spec §7 CRUD on /api/servers): outside systems a company syncs with. Managers only.
import { ServerInputSchema, ServerSchema, ServerUpdateSchema } from '@eclat/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { servers } from '../../../db/schema.ts';
import { isoOrNull, toDate } from '../../../platform/crud/serialize.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';

type Row = typeof servers.$inferSelect;
type ServerInput = Partial<z.infer<typeof ServerInputSchema>>;

export const toServer = (row: Row): z.infer<typeof ServerSchema> => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  baseUrl: row.baseUrl,
  active: row.active,
  lastSyncAt: isoOrNull(row.lastSyncAt),
});

export function serverRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerTenantCrud(app, db, {
    path: '/api/servers',
    tag: 'servers',
    names: { one: 'server', many: 'servers' },
    table: servers,
    guard: requireStaff('manager'),
    answer: ServerSchema,
    serialize: toServer,
    create: ServerInputSchema,
    update: ServerUpdateSchema,
    list: { orderBy: [asc(servers.name), asc(servers.id)] },
    prepare: async (input: ServerInput) => ({ ...input, lastSyncAt: toDate(input.lastSyncAt) }),
  });
}
