// The servers table as the tenant CRUD reads and writes it (platform/crud/tenant-crud.ts); the
// routes add the HTTP side (path, guard, schemas).
import type { ServerInputSchema, ServerSchema } from '@eclat/contracts';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { servers } from '../../../db/schema.ts';
import { isoOrNull, toDate } from '../../../platform/crud/serialize.ts';

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

export const serverStore = {
  table: servers,
  serialize: toServer,
  list: { orderBy: [asc(servers.name), asc(servers.id)] },
  prepare: async (input: ServerInput) => ({ ...input, lastSyncAt: toDate(input.lastSyncAt) }),
};
