// Tables of the company area: platform administrators, a company's servers and databases.
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, tstz } from './base.ts';

/** Platform administrators (not tenant-owned). */
export const admins = pgTable('admins', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Outside systems a company syncs with (its till or legacy back office). Staff only. */
export const servers = pgTable(
  'servers',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    baseUrl: text('base_url').notNull(),
    active: boolean('active').notNull().default(true),
    lastSyncAt: tstz('last_sync_at'),
  },
  (t) => [index('servers_company_idx').on(t.companyId)],
);

export const databases = pgTable(
  'databases',
  {
    id: id(),
    companyId: companyId(),
    serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    engine: text('engine').notNull(),
    schemaVersion: text('schema_version'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (t) => [index('databases_company_idx').on(t.companyId)],
);
