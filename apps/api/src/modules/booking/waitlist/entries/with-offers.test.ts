import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../../test-support/databases.ts';
import { bearer, paymentApp } from '../../../../../test-support/payment-kit.ts';
import { appointments, freedSlots, waitlistEntries, waitlistOffers } from '../../../../db/schema.ts';
import { jobDefinitions } from '../../../../jobs.ts';
import { runDueJobs } from '../../../../platform/jobs/worker.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import { createMessageServices } from '../../../../platform/mail/services.ts';

describe.each(engines)('entries with the offer engine on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let keys: MessageKeys;
  const now = new Date('2026-06-01T06:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'attente');
    app = await paymentApp(database, { now: () => now });
    keys = await createMessageServices(database.db, {}).keys();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const run = () => runDueJobs(database.db, jobDefinitions({ messageKeys: keys }), { now });

  it('a join is offered a freed time still free at once; leaving withdraws the offer and frees the hold', async () => {
    const w1 = await customerToken(database.db, t.companyId);
    const w2 = await customerToken(database.db, t.companyId);
    const x = await customerToken(database.db, t.companyId);
    const join = (token: string, weekdays: number[]) =>
      app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: bearer(t.token, token),
        payload: {
          shopId: t.shopId,
          serviceIds: [t.serviceId],
          weekdays,
          parts: ['morning'],
          untilDate: '2026-06-10',
        },
      });
    expect((await join(w1.token, [5])).statusCode).toBe(201);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(t.token, x.token),
      payload: {
        shopId: t.shopId,
        serviceIds: [t.serviceId],
        start: '2026-06-02T08:00:00Z',
        employeeId: t.employees[0],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${booked.json().order.id}`,
      headers: bearer(t.token, x.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await run();
    expect(await database.db.select().from(waitlistOffers)).toHaveLength(0);
    expect(await database.db.select().from(freedSlots)).toHaveLength(1);

    const res = await join(w2.token, [2]);
    expect(res.statusCode).toBe(201);
    const id = res.json().entry.id as number;
    const outcome = await run();
    expect(outcome.failed).toBe(0);
    const [offer] = await database.db.select().from(waitlistOffers);
    expect(offer).toMatchObject({ entryId: id, status: 'open' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/waitlist/me',
      headers: bearer(t.token, w2.token),
    });
    expect(me.json().entries[0]).toMatchObject({ id, status: 'offered', offer: { status: 'open' } });
    // The account's answer link opens that very offer.
    const token = me.json().entries[0].offer.token as string;
    const opened = await app.inject({
      method: 'GET',
      url: `/api/waitlist/offers/${token}`,
      headers: bearer(t.token, w2.token),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().offer.id).toBe(offer?.id);

    const left = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      headers: bearer(t.token, w2.token),
    });
    expect(left.statusCode).toBe(204);
    expect(
      (await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status,
    ).toBe('cancelled');
    expect((await database.db.select().from(waitlistOffers))[0]?.status).toBe('withdrawn');
    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, offer?.bookingOrderId as number));
    expect(held.map((h) => h.status)).toEqual(['cancelled']);
    expect((await run()).failed).toBe(0);
  });
});
