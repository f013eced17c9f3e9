import {
  ResourceAdminAnswerSchema,
  ResourcesAdminAnswerSchema,
  ResourcesAnswerSchema,
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
import { appointments, articles, resourceAbsences, resources } from '../../../db/schema.ts';

describe.each(engines)('resources (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    who = await callers(database, a);
    const [product] = await database.db
      .insert(articles)
      .values({ companyId: a.companyId, slug: 'creme', type: 2, name: { fr: 'Crème' } })
      .returning({ id: articles.id });
    productId = product?.id as number;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const count = async (companyId: number) =>
    (await database.db.select({ id: resources.id }).from(resources).where(eq(resources.companyId, companyId)))
      .length;

  describe('GET /api/resources/bo', () => {
    it('lists resources by shop and type: 100 collaborators, 200 cabins', async () => {
      const res = await A.get(`/api/resources/bo?shopId=${a.shopIds[0]}&type=100`, who.staff);
      expect(res.statusCode).toBe(200);
      const list = ResourcesAdminAnswerSchema.parse(res.json()).resources;
      expect(list.map((x) => x.displayName)).toEqual(['Alice', 'Bruno']);
      expect(list.every((x) => x.type === 100)).toBe(true);
      const cabins = ResourcesAdminAnswerSchema.parse(
        (await A.get('/api/resources/bo?type=200', who.staff)).json(),
      );
      expect(cabins.resources.map((x) => x.id)).toEqual([a.cabinId]);
      const all = ResourcesAdminAnswerSchema.parse((await A.get('/api/resources/bo', who.staff)).json());
      expect(all.resources).toHaveLength(3);
    });
    it('refuses anonymous callers, customers and bad filters', async () => {
      expect((await A.get('/api/resources/bo')).statusCode).toBe(401);
      expect((await A.get('/api/resources/bo', who.customer)).statusCode).toBe(403);
      expect((await A.get('/api/resources/bo?type=150', who.staff)).statusCode).toBe(400);
      expect((await A.get('/api/resources/bo?shopId=x', who.staff)).statusCode).toBe(400);
    });
    it("shows an access account its shops' resources only, and never another company's", async () => {
      const access = await managerAccessToken(database, a.companyId, [a.shopIds[1] as number]);
      const list = ResourcesAdminAnswerSchema.parse(
        (await A.get('/api/resources/bo', access)).json(),
      ).resources;
      expect(list).toEqual([]);
      expect((await A.get(`/api/resources/${a.employeeIds[0]}`, access)).statusCode).toBe(404);
      const foreign = ResourcesAdminAnswerSchema.parse(
        (await A.get(`/api/resources/bo?shopId=${b.shopIds[0]}`, who.staff)).json(),
      );
      expect(foreign.resources).toEqual([]);
      expect((await A.get(`/api/resources/${b.employeeIds[0]}`, who.staff)).statusCode).toBe(404);
    });
  });

  describe('GET /api/resources (spec §7 CRUD read)', () => {
    it('lists the visible, active resources by shop and type, with display names only', async () => {
      const [hidden] = await database.db
        .insert(resources)
        .values([
          {
            companyId: a.companyId,
            shopId: a.shopIds[0] as number,
            type: 100,
            name: 'Hidden Person',
            displayName: 'Hidden',
            visible: false,
          },
          {
            companyId: a.companyId,
            shopId: a.shopIds[0] as number,
            type: 100,
            name: 'Gone Person',
            displayName: 'Gone',
            active: false,
          },
        ])
        .returning({ id: resources.id });
      await database.db.insert(resourceAbsences).values({
        companyId: a.companyId,
        resourceId: a.employeeIds[0] as number,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
        reason: 'private-reason-marker',
      });
      const res = await A.get(`/api/resources?shopId=${a.shopIds[0]}&type=100`);
      expect(res.statusCode, res.body).toBe(200);
      const list = ResourcesAnswerSchema.parse(res.json()).resources;
      expect(list.map((x) => x.displayName)).toEqual(['Alice', 'Bruno']);
      expect(list[0]).toEqual({
        id: a.employeeIds[0],
        shopId: a.shopIds[0],
        type: 100,
        displayName: 'Alice',
        color: null,
        image: null,
        order: 0,
        articleIds: [],
      });
      // Staff names, hours and absences stay in the back office.
      expect(res.body).not.toContain('Alice Martin');
      expect(res.body).not.toContain('private-reason-marker');
      expect(res.body).not.toContain('Hidden');
      const all = ResourcesAnswerSchema.parse((await A.get('/api/resources')).json()).resources;
      expect(all.map((x) => x.displayName)).toEqual(['Alice', 'Bruno', 'Cabine 1']);
      expect(
        ResourcesAnswerSchema.parse((await A.get(`/api/resources?shopId=${b.shopIds[0]}`)).json()),
      ).toEqual({
        resources: [],
      });
      expect((await A.get('/api/resources?type=150')).statusCode).toBe(400);
      expect((await A.get('/api/resources?shopId=0')).statusCode).toBe(400);
      await database.db.delete(resources).where(eq(resources.id, hidden?.id as number));
      await database.db.delete(resources).where(eq(resources.displayName, 'Gone'));
      await database.db.delete(resourceAbsences).where(eq(resourceAbsences.reason, 'private-reason-marker'));
    });

    it('shows a staff change at once, and a 304 for an unchanged list', async () => {
      const first = await A.get('/api/resources?type=100');
      const etag = first.headers.etag as string;
      expect((await A.get('/api/resources?type=100', undefined, { 'if-none-match': etag })).statusCode).toBe(
        304,
      );
      await A.call('PUT', `/api/resources/${a.employeeIds[1]}`, {
        token: who.manager,
        body: { displayName: 'Bruno P.' },
      });
      const after = ResourcesAnswerSchema.parse((await A.get('/api/resources?type=100')).json());
      expect(after.resources.map((x) => x.displayName)).toContain('Bruno P.');
      await A.call('PUT', `/api/resources/${a.employeeIds[1]}`, {
        token: who.manager,
        body: { displayName: 'Bruno' },
      });
    });
  });

  describe('writes', () => {
    it('creates a collaborator with own hours and services, then changes and deletes it', async () => {
      const res = await A.call('POST', '/api/resources', {
        token: who.manager,
        body: {
          shopId: a.shopIds[0],
          type: 100,
          name: 'Chloé Durand',
          color: '#aa3366',
          articleIds: [a.serviceId],
          workingHours: { '2': [{ status: 'open', hours: [{ start: '10:00', end: '18:00' }] }] },
        },
      });
      expect(res.statusCode).toBe(201);
      const created = ResourceAdminAnswerSchema.parse(res.json()).resource;
      expect(created).toMatchObject({
        displayName: 'Chloé Durand',
        visible: true,
        active: true,
        articleIds: [a.serviceId],
      });
      const put = await A.call('PUT', `/api/resources/${created.id}`, {
        token: who.manager,
        body: { displayName: 'Chloé', articleIds: [] },
      });
      expect(put.json().resource).toMatchObject({
        displayName: 'Chloé',
        name: 'Chloé Durand',
        articleIds: [],
      });
      const del = await A.call('DELETE', `/api/resources/${created.id}`, { token: who.manager });
      expect(del.statusCode).toBe(200);
      expect((await A.get(`/api/resources/${created.id}`, who.staff)).statusCode).toBe(404);
    });

    it('refuses bad input, products as services and foreign references, writing nothing', async () => {
      const before = await count(a.companyId);
      const base = { shopId: a.shopIds[0], type: 100, name: 'X' };
      for (const body of [
        { ...base, type: 150 },
        { ...base, name: '' },
        { ...base, color: 'red' },
        { ...base, shopId: 'one' },
        { type: 100, name: 'No shop' },
        {
          ...base,
          workingHours: {
            '1': [
              {
                status: 'open',
                hours: [
                  { start: '10:00', end: '14:00' },
                  { start: '13:00', end: '15:00' },
                ],
              },
            ],
          },
        },
        { ...base, articleIds: [productId] },
      ]) {
        const res = await A.call('POST', '/api/resources', { token: who.manager, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (
          await A.call('POST', '/api/resources', {
            token: who.manager,
            body: { ...base, shopId: b.shopIds[0] },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await A.call('POST', '/api/resources', {
            token: who.manager,
            body: { ...base, articleIds: [b.serviceId] },
          })
        ).statusCode,
      ).toBe(404);
      expect(await count(a.companyId)).toBe(before);
    });

    it('refuses anonymous callers, customers and staff; keeps access accounts to their shops', async () => {
      const before = await count(a.companyId);
      const body = { shopId: a.shopIds[0], type: 200, name: 'Cabine 2' };
      expect((await A.call('POST', '/api/resources', { body })).statusCode).toBe(401);
      expect((await A.call('POST', '/api/resources', { token: who.customer, body })).statusCode).toBe(403);
      expect((await A.call('POST', '/api/resources', { token: who.staff, body })).statusCode).toBe(403);
      const access = await managerAccessToken(database, a.companyId, [a.shopIds[1] as number]);
      expect((await A.call('POST', '/api/resources', { token: access, body })).statusCode).toBe(404);
      expect(
        (await A.call('PUT', `/api/resources/${a.cabinId}`, { token: access, body: { name: 'Y' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await A.call('PUT', `/api/resources/${a.cabinId}`, {
            token: who.manager,
            body: { shopId: b.shopIds[0] },
          })
        ).statusCode,
      ).toBe(404);
      expect((await A.call('DELETE', `/api/resources/${b.cabinId}`, { token: who.manager })).statusCode).toBe(
        404,
      );
      expect(await count(a.companyId)).toBe(before);
      expect(await count(b.companyId)).toBe(3);
      const created = await A.call('POST', '/api/resources', {
        token: access,
        body: { ...body, shopId: a.shopIds[1] },
      });
      expect(created.statusCode).toBe(201);
    });

    it('answers 409 when appointments point to the resource', async () => {
      await database.db.insert(appointments).values({
        companyId: a.companyId,
        shopId: a.shopIds[0] as number,
        articleId: a.serviceId,
        employeeId: a.employeeIds[1],
        startsAt: new Date('2030-01-08T09:00:00Z'),
        endsAt: new Date('2030-01-08T10:00:00Z'),
      });
      expect(
        (await A.call('DELETE', `/api/resources/${a.employeeIds[1]}`, { token: who.manager })).statusCode,
      ).toBe(409);
    });
  });

  describe('absences', () => {
    it('records and removes an absence; past ones are not listed', async () => {
      const id = a.employeeIds[0] as number;
      const res = await A.call('POST', `/api/resources/${id}/absences`, {
        token: who.manager,
        body: { startsAt: '2099-05-02T07:00:00Z', endsAt: '2099-05-02T16:00:00+02:00', reason: 'Formation' },
      });
      expect(res.statusCode).toBe(201);
      const [absence] = ResourceAdminAnswerSchema.parse(res.json()).resource.absences;
      expect(absence).toMatchObject({
        startsAt: '2099-05-02T07:00:00.000Z',
        endsAt: '2099-05-02T14:00:00.000Z',
        reason: 'Formation',
      });
      await A.call('POST', `/api/resources/${id}/absences`, {
        token: who.manager,
        body: { startsAt: '2001-01-01T08:00:00Z', endsAt: '2001-01-01T09:00:00Z' },
      });
      expect((await A.get(`/api/resources/${id}`, who.staff)).json().resource.absences).toHaveLength(1);
      const del = await A.call('DELETE', `/api/resources/${id}/absences/${absence?.id}`, {
        token: who.manager,
      });
      expect(del.statusCode).toBe(200);
      expect(del.json().resource.absences).toEqual([]);
      expect(
        (await A.call('DELETE', `/api/resources/${id}/absences/${absence?.id}`, { token: who.manager }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses reversed or malformed instants and foreign resources, writing nothing', async () => {
      const rows = async () => (await database.db.select().from(resourceAbsences)).length;
      const before = await rows();
      const id = a.employeeIds[0] as number;
      for (const body of [
        { startsAt: '2099-05-02T10:00:00Z', endsAt: '2099-05-02T09:00:00Z' },
        { startsAt: '2099-05-02 10:00', endsAt: '2099-05-02T11:00:00Z' },
        { startsAt: '2099-05-02T10:00:00Z' },
      ]) {
        expect(
          (await A.call('POST', `/api/resources/${id}/absences`, { token: who.manager, body })).statusCode,
        ).toBe(400);
      }
      const body = { startsAt: '2099-05-02T10:00:00Z', endsAt: '2099-05-02T11:00:00Z' };
      expect(
        (await A.call('POST', `/api/resources/${b.employeeIds[0]}/absences`, { token: who.manager, body }))
          .statusCode,
      ).toBe(404);
      expect(
        (await A.call('POST', `/api/resources/${id}/absences`, { token: who.customer, body })).statusCode,
      ).toBe(403);
      expect(await rows()).toBe(before);
    });
  });
});
