import { BookingAnswerSchema } from '@eclat/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments } from '../../../db/schema.ts';

// Issue 20 "Done when": 100 concurrent reschedules onto one slot → exactly 1 succeeds, the 99
// others keep their booking (never both lost, never both held).
describe.each(engines)('concurrent reschedules on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  const bookings: { token: string; appointmentId: number; start: string; employeeId: number }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'ruee');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 30,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
    // 100 customers, each with a booking of their own: three collaborators, nine hours a day, from
    // 5 June on (07:00–16:00 UTC is 09:00–18:00 in Paris).
    for (let i = 0; i < 100; i++) {
      const employeeId = t.employees[i % 3] as number;
      const slot = Math.floor(i / 3);
      const day = 5 + Math.floor(slot / 9);
      const start = `2026-06-${String(day).padStart(2, '0')}T${String(7 + (slot % 9)).padStart(2, '0')}:00:00.000Z`;
      const me = await customerToken(database.db, t.companyId);
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: t.token, authorization: `Bearer ${me.token}` },
        payload: { shopId: t.shopId, serviceIds: [t.serviceId], start, employeeId },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = BookingAnswerSchema.parse(res.json()).appointments[0]?.id as number;
      bookings.push({ token: me.token, appointmentId: id, start, employeeId });
    }
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets exactly one of 100 concurrent moves onto one slot succeed; the others keep their booking', async () => {
    const target = '2026-06-03T08:00:00.000Z';
    const employeeId = t.employees[0] as number;
    const results = await Promise.all(
      bookings.map((b) =>
        app.inject({
          method: 'POST',
          url: `/api/appointments/${b.appointmentId}/reschedule`,
          headers: { company: t.token, authorization: `Bearer ${b.token}` },
          payload: { start: target, employeeId },
        }),
      ),
    );
    const tally = results.reduce<Record<number, number>>((counts, r) => {
      counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
      return counts;
    }, {});
    const odd = results.find((r) => r.statusCode !== 200 && r.statusCode !== 409)?.body ?? '';
    expect(tally, odd).toEqual({ 200: 1, 409: 99 });
    expect(results.find((r) => r.statusCode === 409)?.json().type).toBe('slot_taken');

    const atTarget = await database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, t.companyId),
          eq(appointments.startsAt, new Date(target)),
          inArray(appointments.status, ['held', 'confirmed']),
        ),
      );
    expect(atTarget).toHaveLength(1);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          bookings.map((b) => b.appointmentId),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    bookings.forEach((b, i) => {
      const r = byId.get(b.appointmentId);
      if (i === winner) expect(r).toMatchObject({ status: 'rescheduled', rescheduledToId: atTarget[0]?.id });
      else
        expect(r, `booking ${i}`).toMatchObject({
          status: 'confirmed',
          startsAt: new Date(b.start),
          employeeId: b.employeeId,
          rescheduledToId: null,
        });
    });
  }, 600_000);
});
