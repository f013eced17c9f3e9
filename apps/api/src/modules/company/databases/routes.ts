// Databases (spec §7 GET /api/databases, with CRUD): the databases of a company's outside systems,
// each optionally on one of its servers. Managers only.
import { DatabaseInputSchema, DatabaseSchema, DatabaseUpdateSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { databaseStore } from './repository.ts';

export function databaseRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerTenantCrud(app, db, {
    path: '/api/databases',
    tag: 'servers',
    names: { one: 'database', many: 'databases' },
    guard: requireStaff('manager'),
    answer: DatabaseSchema,
    create: DatabaseInputSchema,
    update: DatabaseUpdateSchema,
    ...databaseStore,
  });
}
