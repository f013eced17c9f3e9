// Servers (spec §7 CRUD on /api/servers): outside systems a company syncs with. Managers only.
import { ServerInputSchema, ServerSchema, ServerUpdateSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { serverStore } from './repository.ts';

export function serverRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerTenantCrud(app, db, {
    path: '/api/servers',
    tag: 'servers',
    names: { one: 'server', many: 'servers' },
    guard: requireStaff('manager'),
    answer: ServerSchema,
    create: ServerInputSchema,
    update: ServerUpdateSchema,
    ...serverStore,
  });
}
