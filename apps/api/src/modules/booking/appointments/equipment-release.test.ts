import { BookingAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointmentEquipments, companies, resourceArticles, resources } from '../../../db/schema.ts';

describe.each(engines)('equipment of a cancelled appointment (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    const [company] = await database.db.select().from(companies).where(eq(companies.id, a.companyId));
    const booker = company?.booker as { appointment: Record<string, unknown> };
    await database.db
      .update(companies)
      .set({ booker: { ...booker, appointment: { ...booker.appointment, equipments: { type: true } } } })
      .where(eq(companies.id, a.companyId));
    // One LPG machine that the service needs: two bookings at once cannot both have it.
    const [machine] = await database.db
      .insert(resources)
      .values({ companyId: a.companyId, shopId: a.shopId, type: 300, name: 'LPG', displayName: 'LPG' })
      .returning({ id: resources.id });
    await database.db
      .insert(resourceArticles)
      .values({ companyId: a.companyId, resourceId: machine?.id as number, articleId: a.serviceId });
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('frees the equipment with the slot, so the next customer can book it', async () => {
    const first = await customerToken(database.db, a.companyId);
    const second = await customerToken(database.db, a.companyId);
    const book = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: a.token, authorization: `Bearer ${token}` },
        payload: { shopId: a.shopId, serviceIds: [a.serviceId], start: '2026-06-02T08:00:00.000Z' },
      });
    const booked = await book(first.token);
    expect(booked.statusCode).toBe(201);
    // The machine is taken: another collaborator is free, but not the equipment.
    expect((await book(second.token)).statusCode).toBe(409);
    const orderId = BookingAnswerSchema.parse(booked.json()).order.id;
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${orderId}`,
      headers: { company: a.token, authorization: `Bearer ${first.token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    const rebooked = await book(second.token);
    expect(rebooked.statusCode).toBe(201);
    const holds = await database.db.select().from(appointmentEquipments);
    expect(holds.map((h) => h.active).sort()).toEqual([false, true]);
  });
});
