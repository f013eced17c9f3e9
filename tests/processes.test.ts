// Several API processes against one PostgreSQL (issue 10): no double booking across processes,
// and a staff write served by one process shows at once in the other (Redis invalidations).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../apps/api/src/db/schema.ts';
import { customerToken, staffToken } from '../apps/api/test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../apps/api/test-support/booking-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../apps/api/test-support/databases.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

describe.skipIf(!postgres || !redis)('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let tenant: BookingFixture;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    tenant = await createBookingTenant(database.db, 'multi');
    const env = {
      DATABASE_URL: database.url as string,
      REDIS_URL: redis as string,
      SEED_DEMO: 'false',
      COMPANY_CACHE_SECONDS: '30',
      DATABASE_POOL_SIZE: '10',
    };
    processes.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
  });

  it('lets exactly one of 100 bookings of one collaborator and slot succeed, spread over both', async () => {
    const customers = await Promise.all(
      Array.from({ length: 100 }, () => customerToken(database.db, tenant.companyId)),
    );
    const employeeId = tenant.employees[0] as number;
    const answers = await Promise.all(
      customers.map(async (customer, i) => {
        const api = processes[i % 2] as ApiProcess;
        const res = await fetch(`${api.url}/api/appointments`, {
          method: 'POST',
          headers: {
            company: tenant.token,
            authorization: `Bearer ${customer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            shopId: tenant.shopId,
            serviceIds: [tenant.serviceId],
            start: '2031-03-04T09:00:00.000Z',
            employeeId,
          }),
        });
        return { status: res.status, body: (await res.json()) as { type?: string } };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.type === 'slot_taken')).toBe(true);
  }, 120_000);

  it('shows a staff write made through one process in the other at once', async () => {
    const [one, two] = processes as [ApiProcess, ApiProcess];
    const manager = await staffToken(database.db, tenant.companyId, 'manager');
    const name = async (api: ApiProcess) => {
      const res = await fetch(`${api.url}/api/shops`, { headers: { company: tenant.token } });
      const { shops } = (await res.json()) as { shops: { id: number; publicInfo: { name: string } }[] };
      return shops.find((s) => s.id === tenant.shopId)?.publicInfo.name;
    };
    await name(two); // cached in process two for 30 s
    const put = await fetch(`${one.url}/api/shops/${tenant.shopId}`, {
      method: 'PUT',
      headers: {
        company: tenant.token,
        authorization: `Bearer ${manager}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Salon renommé' }),
    });
    expect(put.status).toBe(200);
    let seen: string | undefined;
    for (let i = 0; i < 50 && seen !== 'Salon renommé'; i++) {
      seen = await name(two);
      if (seen !== 'Salon renommé') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe('Salon renommé');
  });
  it('sends each due reminder once while both processes run the job queue', async () => {
    const employeeId = tenant.employees[0] as number;
    const orders: number[] = [];
    for (let day = 0; day < 10; day += 1) {
      const customer = await customerToken(database.db, tenant.companyId);
      const api = processes[day % 2] as ApiProcess;
      const res = await fetch(`${api.url}/api/appointments`, {
        method: 'POST',
        headers: {
          company: tenant.token,
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          shopId: tenant.shopId,
          serviceIds: [tenant.serviceId],
          start: new Date(Date.UTC(2031, 3, 7 + day, 9)).toISOString(),
          employeeId,
        }),
      });
      expect(res.status).toBe(201);
      orders.push(((await res.json()) as { order: { id: number } }).order.id);
    }
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      // The reminders wait for 2031; their time comes now (the processes read the real clock).
      const queued = await sql.query(
        "update jobs set run_at = now() where name = 'booking-reminder' and status = 'queued' and (payload->>'orderId')::int = any($1) returning id",
        [orders],
      );
      expect(queued.rowCount).toBe(20);
      const deadline = Date.now() + 30_000;
      let done = 0;
      while (Date.now() < deadline) {
        const { rows } = await sql.query(
          "select count(*)::int as n from jobs where name = 'booking-reminder' and status = 'done'",
        );
        done = (rows[0] as { n: number }).n;
        if (done === 20) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(done).toBe(20);
      const { rows } = await sql.query(
        "select count(*)::int as n from outbox where template = 'booking_reminder' and channel = 'email'",
      );
      // Two reminders (24 h and 2 h) per booking, each written once.
      expect(rows[0]).toEqual({ n: 20 });
    } finally {
      await sql.end();
    }
  }, 60_000);
  it('offers two freed times to the first two of three waiters, each once, with no double booking (issue 21)', async () => {
    const employeeId = tenant.employees[1] as number;
    const day = '2031-05-06';
    const times = ['2031-05-06T07:00:00.000Z', '2031-05-06T09:00:00.000Z'];
    const booked: { orderId: number; token: string }[] = [];
    for (const start of times) {
      const customer = await customerToken(database.db, tenant.companyId);
      const res = await fetch(`${processes[0]?.url}/api/appointments`, {
        method: 'POST',
        headers: {
          company: tenant.token,
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ shopId: tenant.shopId, serviceIds: [tenant.serviceId], start, employeeId }),
      });
      expect(res.status).toBe(201);
      booked.push({
        orderId: ((await res.json()) as { order: { id: number } }).order.id,
        token: customer.token,
      });
    }
    const waiters: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await customerToken(database.db, tenant.companyId);
      const [entry] = await database.db
        .insert(waitlistEntries)
        .values({
          companyId: tenant.companyId,
          shopId: tenant.shopId,
          customerId: customer.customerId,
          serviceIds: [tenant.serviceId],
          serviceKey: String(tenant.serviceId),
          employeeId,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          parts: ['morning'],
          fromDate: day,
          untilDate: day,
        })
        .returning({ id: waitlistEntries.id });
      waiters.push(entry?.id as number);
    }
    // Both bookings are cancelled at once, one through each process; both processes run the queue.
    const cancelled = await Promise.all(
      booked.map((b, i) =>
        fetch(`${processes[i]?.url}/api/appointments?orderId=${b.orderId}`, {
          method: 'DELETE',
          headers: { company: tenant.token, authorization: `Bearer ${b.token}` },
        }),
      ),
    );
    expect(cancelled.map((r) => r.status)).toEqual([200, 200]);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const deadline = Date.now() + 60_000;
      let offers: { entry_id: number; starts_at: Date; ends_at: Date; created_at: Date; freed_at: Date }[] =
        [];
      while (Date.now() < deadline) {
        const { rows } = await sql.query(
          `select o.entry_id, o.starts_at, o.ends_at, o.created_at, f.freed_at from waitlist_offers o
             join freed_slots f on f.id = o.freed_slot_id
            where o.entry_id = any($1) and o.status = 'open' order by o.entry_id`,
          [waiters],
        );
        offers = rows;
        const jobs = await sql.query(
          "select count(*)::int as n from jobs where name = 'waitlist-match' and status in ('queued', 'running') and company_id = $1",
          [tenant.companyId],
        );
        if (offers.length >= 2 && (jobs.rows[0] as { n: number }).n === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      // The first two in the queue, one time each, within 60 s of the freeing; the third waits.
      expect(offers.map((o) => o.entry_id)).toEqual(waiters.slice(0, 2));
      expect(offers.map((o) => o.starts_at.toISOString()).sort()).toEqual(times);
      for (const o of offers)
        expect(o.created_at.getTime() - o.freed_at.getTime()).toBeLessThanOrEqual(60_000);
      // No double booking: the collaborator's live appointments never overlap.
      const { rows: overlaps } = await sql.query(
        `select count(*)::int as n from appointments a join appointments b
            on a.id < b.id and a.employee_id = b.employee_id
           and a.starts_at < b.ends_at and b.starts_at < a.ends_at
         where a.employee_id = $1 and a.status in ('held', 'confirmed') and b.status in ('held', 'confirmed')`,
        [employeeId],
      );
      expect(overlaps[0]).toEqual({ n: 0 });
      const { rows: third } = await sql.query('select status from waitlist_entries where id = $1', [
        waiters[2],
      ]);
      expect(third[0]).toEqual({ status: 'waiting' });
      const { rows: mails } = await sql.query(
        "select count(*)::int as n from outbox where template = 'waitlist_offer' and channel = 'email' and company_id = $1",
        [tenant.companyId],
      );
      expect(mails[0]).toEqual({ n: 2 });
    } finally {
      await sql.end();
    }
  }, 90_000);
});

describe.skipIf(!postgres)('API processes starting together on an empty PostgreSQL', () => {
  it('migrate and load the demo data once, one after the other', async () => {
    const name = `eclat_start_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgres as string);
    url.pathname = `/${name}`;
    const started: ApiProcess[] = [];
    try {
      const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
      started.push(...(await Promise.all([startApiProcess(env, 120_000), startApiProcess(env, 120_000)])));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select nickname from companies order by nickname');
      await check.end();
      expect(rows.map((r: { nickname: string }) => r.nickname)).toEqual(['maison-eclat', 'studio-zen']);
      for (const api of started) expect((await fetch(`${api.url}/health`)).status).toBe(200);
    } finally {
      await Promise.all(started.map((p) => p.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
