import {
  GeoGroupmentAdminAnswerSchema,
  GeoGroupmentsAdminAnswerSchema,
  GeoGroupmentsAnswerSchema,
  ShopsAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCachedTestApp,
  callers,
  managerAccessToken,
  type TenantClient,
  tenantClient,
} from '../../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { geoGroupments, shops } from '../../../db/schema.ts';

describe.each(engines)('geo groups (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let B: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  let parisId: number;
  let bGroupId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    B = tenantClient(app, b);
    who = await callers(database, a);
    parisId = GeoGroupmentsAnswerSchema.parse((await A.get('/api/geogroupments')).json()).geogroupments[0]
      ?.id as number;
    bGroupId = GeoGroupmentsAnswerSchema.parse((await B.get('/api/geogroupments')).json()).geogroupments[0]
      ?.id as number;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const groupCount = async (companyId: number) =>
    (await database.db.select().from(geoGroupments).where(eq(geoGroupments.companyId, companyId))).length;
  const shopGroup = async (shopId: number) =>
    (await database.db.select({ g: shops.geoGroupmentId }).from(shops).where(eq(shops.id, shopId)))[0]?.g;

  it('lists the groups in the asked language, publicly', async () => {
    const res = await A.get('/api/geogroupments', undefined, { curlang: 'en' });
    expect(res.statusCode).toBe(200);
    const { geogroupments } = GeoGroupmentsAnswerSchema.parse(res.json());
    expect(geogroupments).toEqual([
      {
        id: parisId,
        name: 'Paris',
        type: 'city',
        shortDescription: '',
        longDescription: '',
        image: null,
        order: 1,
      },
    ]);
    expect((await A.get(`/api/geogroupments/${parisId}`)).json().geogroupment.name).toBe('Paris');
    expect((await A.get(`/api/geogroupments/${bGroupId}`)).statusCode).toBe(404);
    expect((await A.get('/api/geogroupments/abc')).statusCode).toBe(400);
  });

  it('answers the back-office listing with maps and shops, to staff only', async () => {
    expect((await A.get('/api/geogroupments/bo')).statusCode).toBe(401);
    expect((await A.get('/api/geogroupments/bo', who.customer)).statusCode).toBe(403);
    const res = await A.get('/api/geogroupments/bo', who.staff);
    expect(res.statusCode).toBe(200);
    const [paris] = GeoGroupmentsAdminAnswerSchema.parse(res.json()).geogroupments;
    expect(paris?.name).toEqual({ fr: 'Paris', en: 'Paris' });
    expect(paris?.shopIds).toEqual([a.shopIds[0]]);
  });

  it('creates, changes and deletes a group; its shops fall back to Autre(s)', async () => {
    const created = await A.call('POST', '/api/geogroupments', {
      token: who.manager,
      body: { name: { fr: 'Lyon', it: 'Lione' }, order: 2, shortDescription: { fr: 'Presqu’île' } },
    });
    expect(created.statusCode).toBe(201);
    const group = GeoGroupmentAdminAnswerSchema.parse(created.json()).geogroupment;
    expect(group).toMatchObject({ name: { fr: 'Lyon', it: 'Lione' }, type: 'city', order: 2, shopIds: [] });

    const link = await A.call('POST', `/api/geogroupments/link/shop/${group.id}`, {
      token: who.manager,
      body: { shopId: a.shopIds[1] },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().geogroupment.shopIds).toEqual([a.shopIds[1]]);
    const gare = ShopsAnswerSchema.parse((await A.get('/api/shops', undefined, { curlang: 'it' })).json())
      .shops[1];
    expect(gare?.geoGroupment).toMatchObject({ id: group.id, name: 'Lione' });

    const put = await A.call('PUT', `/api/geogroupments/${group.id}`, {
      token: who.manager,
      body: { image: '/api/media/alpha/groups/lyon.webp' },
    });
    expect(put.json().geogroupment).toMatchObject({ image: '/api/media/alpha/groups/lyon.webp', order: 2 });

    const del = await A.call('DELETE', `/api/geogroupments/${group.id}`, { token: who.manager });
    expect(del.statusCode).toBe(200);
    const after = ShopsAnswerSchema.parse((await A.get('/api/shops')).json()).shops[1];
    expect(after?.geoGroupment).toMatchObject({ id: -1, name: 'Autre(s)', order: 99999 });
  });

  it('takes a shop out of its group', async () => {
    const res = await A.call('DELETE', `/api/geogroupments/link/shop/${parisId}`, {
      token: who.manager,
      body: { shopId: a.shopIds[0] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().geogroupment.shopIds).toEqual([]);
    expect(await shopGroup(a.shopIds[0] as number)).toBeNull();
    await A.call('POST', `/api/geogroupments/link/shop/${parisId}`, {
      token: who.manager,
      body: { shopId: a.shopIds[0] },
    });
    expect(await shopGroup(a.shopIds[0] as number)).toBe(parisId);
  });

  it('refuses bad input and other callers, writing nothing', async () => {
    const before = await groupCount(a.companyId);
    for (const body of [
      {},
      { name: {} },
      { name: { fr: '  ' } },
      { name: { xx: 'Nope' } },
      { name: { fr: 'X' }, order: 1.5 },
    ]) {
      const res = await A.call('POST', '/api/geogroupments', { token: who.manager, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const body = { name: { fr: 'Nantes' } };
    expect((await A.call('POST', '/api/geogroupments', { body })).statusCode).toBe(401);
    expect((await A.call('POST', '/api/geogroupments', { token: who.customer, body })).statusCode).toBe(403);
    expect((await A.call('POST', '/api/geogroupments', { token: who.staff, body })).statusCode).toBe(403);
    expect((await A.call('POST', '/api/geogroupments', { token: who.access, body })).statusCode).toBe(403);
    expect(await groupCount(a.companyId)).toBe(before);
    const badLink = await A.call('POST', `/api/geogroupments/link/shop/${parisId}`, {
      token: who.manager,
      body: { shopId: 'one' },
    });
    expect(badLink.statusCode).toBe(400);
  });

  it("keeps companies apart: another company's group or shop is a 404", async () => {
    expect(
      (await A.call('PUT', `/api/geogroupments/${bGroupId}`, { token: who.manager, body: { order: 9 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await A.call('DELETE', `/api/geogroupments/${bGroupId}`, { token: who.manager })).statusCode,
    ).toBe(404);
    const foreignShop = await A.call('POST', `/api/geogroupments/link/shop/${parisId}`, {
      token: who.manager,
      body: { shopId: b.shopIds[1] },
    });
    expect(foreignShop.statusCode).toBe(404);
    const foreignGroup = await A.call('POST', `/api/geogroupments/link/shop/${bGroupId}`, {
      token: who.manager,
      body: { shopId: a.shopIds[1] },
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect(await shopGroup(b.shopIds[1] as number)).toBeNull();
    expect(await shopGroup(a.shopIds[1] as number)).toBeNull();
    expect(await groupCount(b.companyId)).toBe(1);
  });

  it('lets a manager access account link its shops only', async () => {
    const mgrAccess = await managerAccessToken(database, a.companyId, [a.shopIds[0] as number]);
    const other = await A.call('POST', `/api/geogroupments/link/shop/${parisId}`, {
      token: mgrAccess,
      body: { shopId: a.shopIds[1] },
    });
    expect(other.statusCode).toBe(404);
    const own = await A.call('POST', `/api/geogroupments/link/shop/${parisId}`, {
      token: mgrAccess,
      body: { shopId: a.shopIds[0] },
    });
    expect(own.statusCode).toBe(200);
    const bo = GeoGroupmentsAdminAnswerSchema.parse((await A.get('/api/geogroupments/bo', mgrAccess)).json());
    expect(bo.geogroupments[0]?.shopIds).toEqual([a.shopIds[0]]);
  });
});
