// The CRUD layer's own guard (issue 16): whatever an entity's update schema lets through, a
// change that sets nothing answers 400 and writes nothing, never drizzle's "No values to set".
import { ApiErrorSchema, NOTHING_TO_UPDATE } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { servers } from '../../db/schema.ts';
import { requireCompany } from '../tenant/tenant.ts';
import { registerTenantCrud } from './tenant-crud.ts';

describe.each(engines)('tenant CRUD updates (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let tenant: TenantFixture;
  let id: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    tenant = await createTenant(database.db, 'crud');
    const [row] = await database.db
      .insert(servers)
      .values({ companyId: tenant.companyId, name: 'Sync', kind: 'ftp', baseUrl: 'https://sync.example' })
      .returning({ id: servers.id });
    id = row?.id as number;
    app = await buildTestApp(database);
    const fields = z.object({ name: z.string().min(1).max(50) });
    await app.register(async (scope) => {
      requireCompany(scope, app.companies);
      registerTenantCrud(scope, database.db, {
        path: '/probe/servers',
        tag: 'probe',
        names: { one: 'server', many: 'servers' },
        table: servers,
        guard: async () => {},
        answer: z.object({ id: z.number(), name: z.string() }),
        serialize: (row: typeof servers.$inferSelect) => ({ id: row.id, name: row.name }),
        create: fields,
        // Lets an empty body through, as EshopCategoryUpdateSchema once did.
        update: fields.partial(),
      });
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: `/probe/servers/${id}`, headers: { company: tenant.token }, payload });

  it('refuses a change of nothing with 400 and leaves the row as it was', async () => {
    for (const payload of [{}, { unknown: 'field' }]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).errors).toEqual([{ path: 'body', message: NOTHING_TO_UPDATE }]);
    }
    const [row] = await database.db.select().from(servers).where(eq(servers.id, id));
    expect(row?.name).toBe('Sync');
  });

  it('still changes the fields it is given', async () => {
    const res = await put({ name: 'Nightly sync' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ server: { id, name: 'Nightly sync' } });
  });
});
