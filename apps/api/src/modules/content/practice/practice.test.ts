import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { appointments, bookingOrders, dossiers, pigments, prestations } from '../../../db/schema.ts';

describe.each(engines)(
  'practice records (pigments, needles, prestations, consentements, dossiers) on %s',
  (engine) => {
    let kit: ContentTestKit;
    let customerB: number;

    beforeAll(async () => {
      kit = await createContentTestKit(engine);
      customerB = (await customerToken(kit.database.db, kit.b.companyId)).customerId;
    });
    afterAll(async () => {
      await kit?.close();
    });

    const pigmentCount = async (companyId: number) =>
      (
        await kit.database.db.select({ n: count() }).from(pigments).where(eq(pigments.companyId, companyId))
      )[0]?.n;

    it('creates, lists, reads, changes and deletes a pigment', async () => {
      const created = await kit.call('POST', '/api/pigments', {
        as: 'staff',
        body: {
          name: 'Brun taupe',
          brand: 'Nuance',
          colorHex: '#7b5e57',
          lotNumber: 'L-2291',
          expiresOn: '2027-03-31',
        },
      });
      expect(created.statusCode).toBe(201);
      const { pigment } = created.json();
      expect(pigment).toMatchObject({
        name: 'Brun taupe',
        colorHex: '#7b5e57',
        expiresOn: '2027-03-31',
        active: true,
      });

      const list = await kit.call('GET', '/api/pigments', { as: 'manager' });
      expect(list.json().pigments.map((p: { id: number }) => p.id)).toContain(pigment.id);
      expect(
        (await kit.call('GET', `/api/pigments/${pigment.id}`, { as: 'staff' })).json().pigment.name,
      ).toBe('Brun taupe');

      const changed = await kit.call('PUT', `/api/pigments/${pigment.id}`, {
        as: 'staff',
        body: { active: false },
      });
      expect(changed.json().pigment).toMatchObject({ active: false, name: 'Brun taupe', brand: 'Nuance' });

      expect((await kit.call('DELETE', `/api/pigments/${pigment.id}`, { as: 'staff' })).statusCode).toBe(204);
      expect((await kit.call('GET', `/api/pigments/${pigment.id}`, { as: 'staff' })).statusCode).toBe(404);
      expect((await kit.call('DELETE', `/api/pigments/${pigment.id}`, { as: 'staff' })).statusCode).toBe(404);
    });

    it('refuses anonymous callers and customers, and writes nothing', async () => {
      const before = await pigmentCount(kit.a.companyId);
      const body = { name: 'Noir' };
      for (const url of [
        '/api/pigments',
        '/api/needles',
        '/api/prestations',
        '/api/consentements',
        '/api/dossiers',
      ]) {
        expect((await kit.call('GET', url)).statusCode).toBe(401);
        expect((await kit.call('GET', url, { as: 'customer' })).statusCode).toBe(403);
      }
      expect((await kit.call('POST', '/api/pigments', { body })).statusCode).toBe(401);
      expect((await kit.call('POST', '/api/pigments', { as: 'customer', body })).statusCode).toBe(403);
      expect(await pigmentCount(kit.a.companyId)).toBe(before);
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await pigmentCount(kit.a.companyId);
      const bad = [
        {},
        { name: '' },
        { name: 'x', colorHex: 'red' },
        { name: 'x', expiresOn: '2027-02-30' },
        { name: 'x'.repeat(201) },
      ];
      for (const body of bad) {
        const res = await kit.call('POST', '/api/pigments', { as: 'staff', body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const missing = await kit.call('POST', '/api/pigments', { as: 'staff', body: {} });
      expect(missing.json().message).toBe('param manquants');
      expect((await kit.call('PUT', '/api/pigments/1', { as: 'staff', body: {} })).statusCode).toBe(400);
      expect((await kit.call('GET', '/api/pigments/abc', { as: 'staff' })).statusCode).toBe(400);
      expect((await kit.call('GET', '/api/pigments/99999999999', { as: 'staff' })).statusCode).toBe(400);
      expect(await pigmentCount(kit.a.companyId)).toBe(before);
    });

    it("never reads, changes or deletes another company's row", async () => {
      const created = await kit.call('POST', '/api/needles', {
        as: 'staff',
        body: { name: 'RL 0.30', size: '3RL' },
      });
      const id = created.json().needle.id as number;
      expect((await kit.call('GET', `/api/needles/${id}`, { company: 'b', as: 'manager' })).statusCode).toBe(
        404,
      );
      expect(
        (
          await kit.call('PUT', `/api/needles/${id}`, {
            company: 'b',
            as: 'manager',
            body: { name: 'Taken' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await kit.call('DELETE', `/api/needles/${id}`, { company: 'b', as: 'manager' })).statusCode,
      ).toBe(404);
      expect((await kit.call('GET', '/api/needles', { company: 'b', as: 'manager' })).json().needles).toEqual(
        [],
      );
      expect((await kit.call('GET', `/api/needles/${id}`, { as: 'staff' })).json().needle.name).toBe(
        'RL 0.30',
      );
    });

    it('records a prestation with the pigments and needles used, all of the same company', async () => {
      const pigment = (
        await kit.call('POST', '/api/pigments', { as: 'staff', body: { name: 'Blond' } })
      ).json().pigment;
      const needle = (await kit.call('POST', '/api/needles', { as: 'staff', body: { name: '1RL' } })).json()
        .needle;
      const body = {
        customerId: kit.tokens.customerId,
        articleId: kit.a.serviceId,
        employeeId: kit.a.employeeIds[0],
        performedAt: '2026-04-02T09:30:00+02:00',
        pigmentIds: [pigment.id],
        needleIds: [needle.id],
        notes: 'Retouche à 6 semaines',
        price: 25000,
      };
      const res = await kit.call('POST', '/api/prestations', { as: 'staff', body });
      expect(res.statusCode).toBe(201);
      expect(res.json().prestation).toMatchObject({ ...body, performedAt: '2026-04-02T07:30:00.000Z' });

      const before = (await kit.database.db.select({ n: count() }).from(prestations))[0]?.n;
      const foreign = [
        { ...body, customerId: customerB },
        { ...body, articleId: kit.b.serviceId },
        { ...body, employeeId: kit.b.employeeIds[0] },
        { ...body, employeeId: kit.a.cabinId },
        { ...body, pigmentIds: [pigment.id, 2_000_000] },
      ];
      for (const bad of foreign) {
        const refused = await kit.call('POST', '/api/prestations', { as: 'staff', body: bad });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().type).toBe('reference');
      }
      const id = res.json().prestation.id;
      const moved = await kit.call('PUT', `/api/prestations/${id}`, {
        as: 'staff',
        body: { customerId: customerB },
      });
      expect(moved.statusCode).toBe(400);
      expect((await kit.database.db.select({ n: count() }).from(prestations))[0]?.n).toBe(before);
      const [row] = await kit.database.db.select().from(prestations).where(eq(prestations.id, id));
      expect(row?.customerId).toBe(kit.tokens.customerId);
    });

    it('links a consent form to an appointment of the same company only', async () => {
      const [order] = await kit.database.db
        .insert(bookingOrders)
        .values({ companyId: kit.b.companyId, shopId: kit.b.shopIds[0] as number })
        .returning();
      const [foreign] = await kit.database.db
        .insert(appointments)
        .values({
          companyId: kit.b.companyId,
          shopId: kit.b.shopIds[0] as number,
          bookingOrderId: order?.id,
          articleId: kit.b.serviceId,
          startsAt: new Date('2026-06-01T08:00:00Z'),
          endsAt: new Date('2026-06-01T09:00:00Z'),
        })
        .returning();
      const body = {
        customerId: kit.tokens.customerId,
        title: 'Consentement maquillage permanent',
        content: 'Je reconnais avoir été informée…',
        signedAt: '2026-04-02T09:00:00Z',
        signatureName: 'Claire Dubois',
      };
      const ok = await kit.call('POST', '/api/consentements', { as: 'staff', body });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().consentement).toMatchObject({
        title: body.title,
        signedAt: '2026-04-02T09:00:00.000Z',
      });
      const refused = await kit.call('POST', '/api/consentements', {
        as: 'staff',
        body: { ...body, appointmentId: foreign?.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('body.appointmentId');
    });

    it('files dossiers by type, without a delete route', async () => {
      for (const [type, title] of [
        ['diagnostic', 'Diagnostic de peau'],
        ['allergies', 'Allergies'],
        ['diagnostic', 'Diagnostic sourcils'],
      ]) {
        const res = await kit.call('POST', '/api/dossiers', {
          as: 'staff',
          body: { customerId: kit.tokens.customerId, type, title, data: { phototype: 3 } },
        });
        expect(res.statusCode).toBe(201);
      }
      const all = (await kit.call('GET', '/api/dossiers', { as: 'staff' })).json().dossiers;
      expect(all).toHaveLength(3);
      const diagnostics = (await kit.call('GET', '/api/dossiers?type=diagnostic', { as: 'staff' })).json()
        .dossiers;
      expect(diagnostics.map((d: { title: string }) => d.title)).toEqual([
        'Diagnostic de peau',
        'Diagnostic sourcils',
      ]);
      expect((await kit.call('GET', '/api/dossiers?type=Bad Type', { as: 'staff' })).statusCode).toBe(400);

      const id = all[0].id;
      const before = all[0].updatedAt;
      const changed = await kit.call('PUT', `/api/dossiers/${id}`, {
        as: 'staff',
        body: { data: { phototype: 4 } },
      });
      expect(changed.json().dossier.data).toEqual({ phototype: 4 });
      expect(changed.json().dossier.updatedAt >= before).toBe(true);
      // No delete route: the method is not allowed on the path (405, with the methods it has).
      const deleted = await kit.call('DELETE', `/api/dossiers/${id}`, { as: 'staff' });
      expect(deleted.statusCode).toBe(405);
      expect(deleted.headers.allow).toBe('GET, HEAD, PUT');
      const rows = await kit.database.db
        .select({ n: count() })
        .from(dossiers)
        .where(and(eq(dossiers.companyId, kit.a.companyId)));
      expect(rows[0]?.n).toBe(3);
    });
  },
);
