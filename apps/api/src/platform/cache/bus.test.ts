import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test-support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { type InvalidationBus, LocalInvalidationBus, RedisInvalidationBus } from './bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API instances (as two processes would be) over one database, each with its own 30 s caches:
 * a staff write served by one must show at once in the other.
 */
describe.skipIf(!redisUrl)('cache invalidation across API processes (Redis)', () => {
  let database: TestDatabase;
  let tenant: TenantFixture;
  let manager: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    tenant = await createTenant(database.db, 'alpha');
    manager = await staffToken(database.db, tenant.companyId, 'manager');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  const start = async (bus: InvalidationBus) => {
    const app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 30, bus });
    apps.push(app);
    return app;
  };
  const shopName = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/api/shops', headers: { company: tenant.token } });
    const shops = res.json().shops as { id: number; publicInfo: { name: string } }[];
    return shops.find((s) => s.id === tenant.shopIds[0])?.publicInfo.name;
  };
  const rename = (app: FastifyInstance, name: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/shops/${tenant.shopIds[0]}`,
      headers: { company: tenant.token, authorization: `Bearer ${manager}` },
      payload: { name },
    });
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  it('shows a write made through one process in the other at once', async () => {
    const busA = new RedisInvalidationBus(redisUrl as string);
    const busB = new RedisInvalidationBus(redisUrl as string);
    await Promise.all([busA.ready(), busB.ready()]);
    const a = await start(busA);
    const b = await start(busB);
    const before = await shopName(b);
    expect((await rename(a, 'Renamed through A')).statusCode).toBe(200);
    expect(await shopName(a)).toBe('Renamed through A');
    expect(before).not.toBe('Renamed through A');
    expect(await eventually(async () => (await shopName(b)) === 'Renamed through A')).toBe(true);
  });

  it('keeps serving the cached answer without a shared bus (the case the bus fixes)', async () => {
    const a = await start(new LocalInvalidationBus());
    const b = await start(new LocalInvalidationBus());
    const cached = await shopName(b);
    expect((await rename(a, 'Renamed again through A')).statusCode).toBe(200);
    expect(await eventually(async () => (await shopName(b)) === 'Renamed again through A')).toBe(false);
    expect(await shopName(b)).toBe(cached);
  });
});
