import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { databases, servers } from '../../../db/schema.ts';

describe.each(engines)('servers and databases (managers only) on %s', (engine) => {
  let kit: ContentTestKit;
  let foreignServer: number;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const [row] = await kit.database.db
      .insert(servers)
      .values({
        companyId: kit.b.companyId,
        name: 'Caisse B',
        kind: 'till',
        baseUrl: 'https://till.b.example',
      })
      .returning();
    foreignServer = row?.id as number;
  });
  afterAll(async () => {
    await kit?.close();
  });

  const counts = async () => [
    (await kit.database.db.select({ n: count() }).from(servers))[0]?.n,
    (await kit.database.db.select({ n: count() }).from(databases))[0]?.n,
  ];

  it('creates a server and a database on it, lists, changes and deletes them', async () => {
    const created = await kit.call('POST', '/api/servers', {
      as: 'manager',
      body: {
        name: 'Caisse Marais',
        kind: 'till',
        baseUrl: 'https://caisse.eclat.example/api',
        lastSyncAt: '2026-05-01T03:00:00Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { server } = created.json();
    expect(server).toMatchObject({ active: true, lastSyncAt: '2026-05-01T03:00:00.000Z' });

    const db = await kit.call('POST', '/api/databases', {
      as: 'owner',
      body: {
        serverId: server.id,
        name: 'caisse_prod',
        engine: 'postgresql',
        schemaVersion: '42',
        sizeBytes: 5_368_709_120,
      },
    });
    expect(db.statusCode, db.body).toBe(201);
    expect(db.json().database).toMatchObject({ serverId: server.id, sizeBytes: 5_368_709_120 });

    expect((await kit.call('GET', '/api/servers', { as: 'manager' })).json().servers).toHaveLength(1);
    expect((await kit.call('GET', '/api/databases', { as: 'manager' })).json().databases).toHaveLength(1);
    const renamed = await kit.call('PUT', `/api/servers/${server.id}`, {
      as: 'manager',
      body: { active: false },
    });
    expect(renamed.json().server).toMatchObject({ active: false, name: 'Caisse Marais' });
    expect((await kit.call('DELETE', `/api/servers/${server.id}`, { as: 'manager' })).statusCode).toBe(204);
    // The database stays, detached from its deleted server (ON DELETE SET NULL).
    const [left] = await kit.database.db
      .select()
      .from(databases)
      .where(eq(databases.companyId, kit.a.companyId));
    expect(left?.serverId).toBeNull();
  });

  it('refuses anonymous callers, customers and the staff role', async () => {
    for (const url of ['/api/servers', '/api/databases']) {
      expect((await kit.call('GET', url)).statusCode).toBe(401);
      expect((await kit.call('GET', url, { as: 'customer' })).statusCode).toBe(403);
      expect((await kit.call('GET', url, { as: 'staff' })).statusCode).toBe(403);
    }
    const before = await counts();
    const body = { name: 'X', kind: 'till', baseUrl: 'https://x.example' };
    expect((await kit.call('POST', '/api/servers', { as: 'staff', body })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input and another company's server, writing nothing", async () => {
    const before = await counts();
    for (const body of [
      { name: 'X', kind: 'till', baseUrl: 'ftp://x.example' },
      { name: 'X', kind: 'till', baseUrl: 'not a url' },
      { name: '', kind: 'till', baseUrl: 'https://x.example' },
      { kind: 'till', baseUrl: 'https://x.example' },
    ]) {
      expect(
        (await kit.call('POST', '/api/servers', { as: 'manager', body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    for (const body of [
      { name: 'x', engine: 'pg', serverId: foreignServer },
      { name: 'x', engine: 'pg', sizeBytes: -1 },
      { name: 'x' },
    ]) {
      expect(
        (await kit.call('POST', '/api/databases', { as: 'manager', body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await kit.call('GET', `/api/servers/${foreignServer}`, { as: 'manager' })).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/servers/${foreignServer}`, { as: 'manager' })).statusCode).toBe(
      404,
    );
    expect(
      (await kit.call('GET', '/api/servers', { company: 'b', as: 'manager' })).json().servers,
    ).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });
});
