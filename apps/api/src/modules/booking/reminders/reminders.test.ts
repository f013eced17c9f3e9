import { BookingAnswerSchema } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { type Database, type Db, openDatabase } from '../../../db/client.ts';
import { customers, jobs, outbox } from '../../../db/schema.ts';
import { jobDefinitions } from '../../../jobs.ts';
import { type JobDefinitions, runDueJobs } from '../../../platform/jobs/worker.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { changeAppointmentStatus } from '../appointments/status.ts';
import { reminderJob, type SendReminder } from './job.ts';
import { REMINDER_JOB } from './schedule.ts';

// Issue 20, item 4: reminders at the company's offsets (24 h and 2 h by default), exactly once —
// across a restart and across two API processes — and never for a cancelled or moved booking.

const HOUR = 3_600_000;
const START = '2026-06-10T08:00:00.000Z';
const at = (iso: string, hoursBefore: number) => new Date(new Date(iso).getTime() - hoursBefore * HOUR);

describe.each(engines)('booking reminders on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let now = new Date('2026-06-01T06:00:00Z');
  const sent: { orderId: number; at: Date }[] = [];
  const recording: SendReminder = async (_tx, r) => {
    sent.push({ orderId: r.orderId, at: r.now });
  };
  /** A process's job definitions: each call is a new process (nothing kept in memory between them). */
  const processDefinitions = (): JobDefinitions => ({ [REMINDER_JOB]: reminderJob(recording) });
  const run = (moment: Date, db: Db = database.db) => runDueJobs(db, processDefinitions(), { now: moment });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'rappels');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => now });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  beforeEach(() => {
    sent.length = 0;
    now = new Date('2026-06-01T06:00:00Z');
  });

  const book = async (start: string) => {
    const me = await customerToken(database.db, t.companyId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: t.token, authorization: `Bearer ${me.token}` },
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start, employeeId: t.employees[0] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...BookingAnswerSchema.parse(res.json()), me };
  };
  const queued = async (orderId: number) =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, REMINDER_JOB), eq(jobs.status, 'queued')))
    )
      .filter((j) => (j.payload as { orderId?: number }).orderId === orderId)
      .map((j) => j.runAt.toISOString())
      .sort();

  it('queues 24 h and 2 h reminders with the booking and sends each once, across a restart', async () => {
    const booked = await book(START);
    expect(await queued(booked.order.id)).toEqual([at(START, 24).toISOString(), at(START, 2).toISOString()]);
    await run(new Date(at(START, 24).getTime() - 1));
    expect(sent).toEqual([]);
    await run(at(START, 24));
    await run(at(START, 24)); // the same process again
    expect(sent.map((s) => s.orderId)).toEqual([booked.order.id]);
    // "Restart": new definitions, same database — the 24 h reminder is not sent again.
    await run(at(START, 3));
    expect(sent).toHaveLength(1);
    await run(at(START, 2));
    await run(at(START, 1));
    expect(sent.map((s) => s.at.toISOString())).toEqual([
      at(START, 24).toISOString(),
      at(START, 2).toISOString(),
    ]);
  });

  it('moves the reminders of a moved booking, and sends none at the old times', async () => {
    const booked = await book('2026-06-11T08:00:00.000Z');
    const moved = await app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.appointments[0]?.id}/reschedule`,
      headers: { company: t.token, authorization: `Bearer ${booked.me.token}` },
      payload: { start: '2026-06-12T09:00:00.000Z', employeeId: t.employees[0] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queued(booked.order.id)).toEqual([
      at('2026-06-12T09:00:00.000Z', 24).toISOString(),
      at('2026-06-12T09:00:00.000Z', 2).toISOString(),
    ]);
    await run(at('2026-06-11T08:00:00.000Z', 24));
    await run(at('2026-06-11T08:00:00.000Z', 2));
    expect(sent).toEqual([]);
    await run(at('2026-06-12T09:00:00.000Z', 24));
    expect(sent.map((s) => s.orderId)).toEqual([booked.order.id]);
  });

  it('sends nothing for a cancelled booking, even a reminder already claimed', async () => {
    const booked = await book('2026-06-15T08:00:00.000Z');
    // The 24 h reminder's job is claimed by a worker just before the customer cancels.
    const claimedBefore = at('2026-06-15T08:00:00.000Z', 24);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${booked.order.id}`,
      headers: { company: t.token, authorization: `Bearer ${booked.me.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await queued(booked.order.id)).toEqual([]);
    await run(claimedBefore);
    await run(at('2026-06-15T08:00:00.000Z', 2));
    expect(sent).toEqual([]);
  });

  it('queues them when a held booking is confirmed, and drops them when staff mark the visit', async () => {
    const booked = await book('2026-06-18T08:00:00.000Z');
    const orderId = booked.order.id;
    // Whatever confirms or ends a booking goes through the one status writer; the reminders follow.
    await database.db.transaction(async (tx) => {
      await changeAppointmentStatus(tx, {
        companyId: t.companyId,
        target: { orderId },
        from: ['confirmed'],
        to: 'held',
        by: 'staff',
        now,
      });
    });
    expect(await queued(orderId)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await changeAppointmentStatus(tx, {
        companyId: t.companyId,
        target: { orderId },
        from: ['held'],
        to: 'confirmed',
        by: 'system',
        now,
      });
    });
    expect(await queued(orderId)).toHaveLength(2);
    await database.db.transaction(async (tx) => {
      await changeAppointmentStatus(tx, {
        companyId: t.companyId,
        target: { orderId },
        from: ['confirmed'],
        to: 'honoured',
        by: 'staff',
        now,
      });
    });
    expect(await queued(orderId)).toEqual([]);
  });

  it('writes the reminder mail through the job queue as the API process runs it', async () => {
    const booked = await book('2026-06-20T08:00:00.000Z');
    const keys = await createMessageServices(database.db, {}).keys();
    const definitions = jobDefinitions({ messageKeys: keys });
    await runDueJobs(database.db, definitions, { now: at('2026-06-20T08:00:00.000Z', 24) });
    await runDueJobs(database.db, definitions, { now: at('2026-06-20T08:00:00.000Z', 23) });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'booking_reminder'), eq(outbox.channel, 'email')));
    const [customer] = await database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, booked.me.customerId));
    // One reminder (the 24 h one; the 2 h one is not due yet), about this shop, to this customer.
    const mine = mails.filter((m) => m.to === customer?.email.toLowerCase());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ shopId: t.shopId, format: 'html' });
  });

  it('sends no reminder whose time had passed when the booking was made', async () => {
    now = at('2026-06-16T08:00:00.000Z', 5);
    const booked = await book('2026-06-16T08:00:00.000Z');
    expect(await queued(booked.order.id)).toEqual([at('2026-06-16T08:00:00.000Z', 2).toISOString()]);
  });
});

describe.skipIf(!engines.includes('postgres'))('booking reminders with two API processes (postgres)', () => {
  let database: TestDatabase;
  let second: Database;
  let app: FastifyInstance;
  let t: BookingFixture;
  const sent: number[] = [];
  const recording: SendReminder = async (_tx, r) => {
    sent.push(r.orderId);
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    second = await openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 5 });
    t = await createBookingTenant(database.db, 'deuxprocess');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await second?.close();
    await database?.drop();
  });

  it('sends each reminder once when two processes run the queue at the same moment', async () => {
    const orders: number[] = [];
    for (let day = 0; day < 12; day += 1) {
      const me = await customerToken(database.db, t.companyId);
      const start = new Date(Date.UTC(2026, 5, 3 + day, 8)).toISOString();
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: t.token, authorization: `Bearer ${me.token}` },
        payload: { shopId: t.shopId, serviceIds: [t.serviceId], start, employeeId: t.employees[0] },
      });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(BookingAnswerSchema.parse(res.json()).order.id);
    }
    const definitions = () => ({ [REMINDER_JOB]: reminderJob(recording) });
    // Both processes run the queue every hour of the fortnight, at the same moments.
    for (
      let hour = Date.parse('2026-06-02T00:00:00Z');
      hour < Date.parse('2026-06-15T12:00:00Z');
      hour += HOUR
    ) {
      await Promise.all([
        runDueJobs(database.db, definitions(), { now: new Date(hour) }),
        runDueJobs(second.db, definitions(), { now: new Date(hour) }),
      ]);
    }
    // Two reminders per booking, each sent once.
    expect(sent).toHaveLength(24);
    for (const order of orders) expect(sent.filter((o) => o === order)).toHaveLength(2);
    const done = await database.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB));
    expect(done.every((j) => j.status === 'done')).toBe(true);
    expect(done).toHaveLength(24);
  });
});
