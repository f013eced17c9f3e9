import { AvailabilityAnswerSchema, BookingAnswerSchema, BookingOrderSchema } from '@eclat/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerToken } from '../../../../test-support/auth.ts';
import { type ChainFixture, createChainTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders, resourceArticles } from '../../../db/schema.ts';
import { insertPart } from './repository.ts';

// ADR 0017: two services done by different collaborators can be booked together (issue 17, item 1:
// "Massage californien" by Élodie or Yasmine, then "Beauté des pieds" by Nora).

const DAY = '2026-06-02';
const at = (hhmmZ: string) => `${DAY}T${hhmmZ}:00.000Z`;

describe.each(engines)('chains of services on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ChainFixture;
  let other: ChainFixture;
  let held: ChainFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createChainTenant(database.db, 'lyon');
    other = await createChainTenant(database.db, 'autre');
    held = await createChainTenant(database.db, 'paye', { payment: true });
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const chain = (f: ChainFixture) => [f.massage, f.pedicure];
  const availability = async (f: ChainFixture, query = '') => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${f.shopId}&serviceids=${chain(f).join(',')}&start=${DAY}&end=${DAY}${query}`,
      headers: { company: f.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return AvailabilityAnswerSchema.parse(res.json()).appointments.data[0];
  };
  const book = (f: ChainFixture, token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: f.token, authorization: `Bearer ${token}` },
      payload: { shopId: f.shopId, serviceIds: chain(f), ...body },
    });
  const rowsOf = (orderId: number) =>
    database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, orderId))
      .orderBy(appointments.startsAt);

  it('offers a massage then a pedicure all day although nobody does both', async () => {
    const day = await availability(t);
    // 09:00–18:00 Paris, two hours, every 30 minutes: 09:00 … 16:00.
    expect(day?.slots).toHaveLength(15);
    const first = day?.slots[0];
    expect(first?.start).toBe(at('07:00'));
    expect(first?.end).toBe(at('09:00'));
    expect(first?.segments).toEqual([
      {
        serviceId: t.massage,
        start: at('07:00'),
        end: at('08:00'),
        freeEmployees: [t.elodie, t.yasmine],
        freeCabins: t.cabins,
      },
      {
        serviceId: t.pedicure,
        start: at('08:00'),
        end: at('09:00'),
        freeEmployees: [t.nora],
        freeCabins: [],
      },
    ]);
    expect(day?.chain?.map((p) => p.employees.map((e) => e.displayName))).toEqual([
      ['Élodie', 'Yasmine'],
      ['Nora'],
    ]);
  });

  it('books the chain: one appointment per service, each with its collaborator, back to back', async () => {
    const { token, customerId } = await customerToken(database.db, t.companyId);
    const res = await book(t, token, { start: at('08:00'), customMessage: 'Dos sensible' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order.total).toBe(8500 + 5500);
    expect(answer.appointments.map((a) => [a.serviceId, a.start, a.end])).toEqual([
      [t.massage, at('08:00'), at('09:00')],
      [t.pedicure, at('09:00'), at('10:00')],
    ]);
    const [massage, pedicure] = answer.appointments;
    expect([t.elodie, t.yasmine]).toContain(massage?.employee?.id);
    expect(t.cabins).toContain(massage?.cabinId);
    expect(pedicure?.employee).toEqual({ id: t.nora, displayName: 'Nora', visible: true });
    expect(pedicure?.cabinId).toBeNull();
    const rows = await rowsOf(answer.order.id);
    expect(rows.map((r) => [r.employeeId, r.customerId, r.status, r.customMessage])).toEqual([
      [massage?.employee?.id, customerId, 'confirmed', 'Dos sensible'],
      [t.nora, customerId, 'confirmed', 'Dos sensible'],
    ]);

    // Nora is now busy 11:00–12:00 Paris: no chain whose pedicure falls then.
    const starts = (await availability(t))?.slots.map((s) => s.start) ?? [];
    expect(starts).not.toContain(at('08:00'));
    expect(starts).not.toContain(at('07:30'));
    expect(starts).not.toContain(at('08:30'));
    expect(starts).toContain(at('07:00'));
    // The customer finds it in the account, each service with its collaborator.
    const mine = await app.inject({
      url: '/api/bookings/my-orders',
      headers: { company: t.token, authorization: `Bearer ${token}` },
    });
    const { orders } = z.object({ orders: z.array(BookingOrderSchema) }).parse(mine.json());
    expect(orders[0]?.appointments.map((a) => [a.serviceName, a.employee])).toEqual([
      ['Massage californien', massage?.employee?.displayName],
      ['Beauté des pieds', 'Nora'],
    ]);
  });

  it('keeps to the collaborator chosen for one service and anyone for the other', async () => {
    const day = await availability(t, `&employeeids=${t.yasmine},any`);
    expect(day?.slots.every((s) => s.segments?.[0]?.freeEmployees.join() === String(t.yasmine))).toBe(true);
    const { token } = await customerToken(database.db, t.companyId);
    const res = await book(t, token, { start: at('12:00'), employeeIds: [t.yasmine, null] });
    expect(res.statusCode, res.body).toBe(201);
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.appointments.map((a) => a.employee?.id)).toEqual([t.yasmine, t.nora]);
    // Yasmine is taken at that time now; Élodie is not, but she was not asked for.
    const again = await book(t, token, { start: at('12:00'), employeeIds: [t.yasmine, null] });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('slot_taken');
  });

  it('refuses a collaborator who does not perform the service, or who must do both and cannot', async () => {
    const { token, customerId } = await customerToken(database.db, t.companyId);
    const wrong = await book(t, token, { start: at('13:00'), employeeIds: [t.nora, null] });
    expect(wrong.statusCode).toBe(409);
    // employeeId keeps its meaning: one collaborator for every service.
    const alone = await book(t, token, { start: at('13:00'), employeeId: t.elodie });
    expect(alone.statusCode).toBe(409);
    // Another company's collaborator is nobody here.
    const foreign = await book(t, token, { start: at('13:00'), employeeIds: [other.elodie, null] });
    expect(foreign.statusCode).toBe(409);
    // Nothing half-written: no order was left behind by the refusals.
    const orders = await database.db
      .select({ id: bookingOrders.id })
      .from(bookingOrders)
      .where(eq(bookingOrders.customerId, customerId));
    expect(orders).toEqual([]);
  });

  it('refuses choices that do not match the services with a clear 400', async () => {
    const { token } = await customerToken(database.db, t.companyId);
    for (const body of [
      { start: at('14:00'), employeeIds: [null] },
      { start: at('14:00'), employeeIds: [t.elodie, null, null] },
      { start: at('14:00'), employeeIds: [t.elodie, null], employeeId: t.elodie },
      { start: at('14:00'), employeeIds: [0, null] },
      { start: at('14:00'), employeeIds: [1e20, null] },
      { start: at('14:00'), employeeIds: ['1', null] },
      { start: at('14:00'), employeeIds: [] },
    ]) {
      const res = await book(t, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of [
      '&employeeids=any',
      `&employeeids=${t.elodie},any,any`,
      '&employeeids=0,any',
      '&employeeids=x,any',
      '&employeeids=1%00,any',
      '&employeeids=,',
      '&employeeids=12345678901,any',
      `&mode=2&employeeid=${t.elodie}&employeeids=any,any`,
    ]) {
      const res = await app.inject({
        url: `/api/appointments?shopid=${t.shopId}&serviceids=${chain(t).join(',')}&start=${DAY}&end=${DAY}${query}`,
        headers: { company: t.token },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('prefers one collaborator for the whole chain when one performs every service', async () => {
    const f = await createChainTenant(database.db, 'duo');
    await database.db
      .insert(resourceArticles)
      .values({ companyId: f.companyId, resourceId: f.elodie, articleId: f.pedicure });
    const day = await availability(f);
    expect(day?.employees.map((e) => e.displayName)).toEqual(['Élodie']);
    expect(day?.slots[0]?.freeEmployees).toEqual([f.elodie]);
    const { token } = await customerToken(database.db, f.companyId);
    const res = await book(f, token, { start: at('08:00') });
    expect(BookingAnswerSchema.parse(res.json()).appointments.map((a) => a.employee?.id)).toEqual([
      f.elodie,
      f.elodie,
    ]);
    // Élodie taken: the next chain at that time is shared by Yasmine and Nora.
    const next = await book(f, token, { start: at('08:00') });
    expect(BookingAnswerSchema.parse(next.json()).appointments.map((a) => a.employee?.id)).toEqual([
      f.yasmine,
      f.nora,
    ]);
  });

  it('documents the chain in the OpenAPI document (choices per service, segments)', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const paths = res.json().paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    expect(paths['/api/appointments']?.get?.parameters?.map((p) => p.name)).toContain('employeeids');
    expect(text).toContain('employeeIds');
    expect(text).toContain('segments');
  });

  it('checks a chain without booking it, naming who is free for each service', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments/check',
      headers: { company: t.token },
      payload: { shopId: t.shopId, serviceIds: chain(t), start: at('07:00') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      available: true,
      freeEmployees: [],
      segments: [
        {
          serviceId: t.massage,
          start: at('07:00'),
          end: at('08:00'),
          freeEmployees: [
            { id: t.elodie, displayName: 'Élodie', visible: true },
            { id: t.yasmine, displayName: 'Yasmine', visible: true },
          ],
        },
        {
          serviceId: t.pedicure,
          start: at('08:00'),
          end: at('09:00'),
          freeEmployees: [{ id: t.nora, displayName: 'Nora', visible: true }],
        },
      ],
    });
  });

  it('holds every service of the chain when payment is taken, and cancels the chain as one booking', async () => {
    const { token } = await customerToken(database.db, held.companyId);
    const res = await book(held, token, { start: at('09:00') });
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order.status).toBe('pending');
    expect(answer.appointments.map((a) => a.status)).toEqual(['held', 'held']);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${answer.order.id}`,
      headers: { company: held.token, authorization: `Bearer ${token}` },
    });
    expect(cancel.json()).toEqual({ cancelled: 2, lateCancellation: false, fee: 0, refundDue: 0 });
    const rows = await database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(
        and(
          eq(appointments.bookingOrderId, answer.order.id),
          inArray(appointments.status, ['held', 'confirmed']),
        ),
      );
    expect(rows).toEqual([]);
    expect((await availability(held))?.slots.map((s) => s.start)).toContain(at('09:00'));
  });

  it('tries the next collaborator, then the next cabin, when the first was taken meanwhile (the constraint as last guard)', async () => {
    const { customerId } = await customerToken(database.db, t.companyId);
    const values = (start: string) => ({
      companyId: t.companyId,
      shopId: t.shopId,
      customerId,
      articleId: t.massage,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + 3_600_000),
      status: 'confirmed',
    });
    const start = at('15:00');
    // Élodie and the first cabin were taken by someone else after the availability was read.
    await database.db.insert(appointments).values([
      { ...values(start), employeeId: t.elodie, cabinId: null },
      { ...values(start), employeeId: null, cabinId: t.cabins[0] as number },
    ]);
    const row = await database.db.transaction((tx) =>
      insertPart(tx, t.companyId, values(start), [t.elodie, t.yasmine], t.cabins, []),
    );
    expect([row?.employeeId, row?.cabinId]).toEqual([t.yasmine, t.cabins[1]]);
    // Nobody left: null, and the transaction is still usable (each try had its savepoint).
    const none = await database.db.transaction(async (tx) => {
      const taken = await insertPart(tx, t.companyId, values(start), [t.elodie, t.yasmine], t.cabins, []);
      const [still] = await tx.select({ id: appointments.id }).from(appointments).limit(1);
      return { taken, still };
    });
    expect(none.taken).toBeNull();
    expect(none.still).toBeDefined();
  });
});
