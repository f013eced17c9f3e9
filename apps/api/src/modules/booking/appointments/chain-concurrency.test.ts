import { AvailabilityAnswerSchema } from '@eclat/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type ChainFixture, createChainTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders, shops } from '../../../db/schema.ts';

// ADR 0017: chains shared by several collaborators never double-book anyone, under a storm of
// concurrent requests competing for the same people and cabins, and nothing is half-written.
// Generous time limits as in concurrency.test.ts: the assertions are counts, not speed.

const DAY = '2026-06-03';

type Interval = { start: number; end: number };
const overlapping = (list: Interval[]) => {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  return sorted.some((x, i) => i > 0 && x.start < (sorted[i - 1] as Interval).end);
};

/** Nobody, no cabin, ever holds two overlapping appointments. */
function expectNoOverlap(
  rows: { employeeId: number | null; cabinId: number | null; startsAt: Date; endsAt: Date }[],
) {
  const byResource = new Map<number, Interval[]>();
  for (const r of rows) {
    for (const id of [r.employeeId, r.cabinId]) {
      if (id === null) continue;
      const list = byResource.get(id) ?? [];
      list.push({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });
      byResource.set(id, list);
    }
  }
  for (const [id, list] of byResource) expect(overlapping(list), `resource ${id}`).toBe(false);
}

describe.each(engines)('concurrent chain bookings on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ChainFixture;
  let tokens: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createChainTenant(database.db, 'tempete');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 30,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
    tokens = [];
    for (let i = 0; i < 20; i++) tokens.push((await customerToken(database.db, t.companyId)).token);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  type Request = { serviceIds: number[]; start: string; employeeIds?: (number | null)[] };
  const post = (body: Request, i: number, f: ChainFixture = t, as: string[] = tokens) =>
    app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: f.token, authorization: `Bearer ${as[i % as.length]}` },
      payload: { shopId: f.shopId, ...body },
    });
  const tally = (results: { statusCode: number }[]) =>
    results.reduce<Record<number, number>>((counts, r) => {
      counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
      return counts;
    }, {});
  const unexpected = (results: { statusCode: number; body: string }[]) =>
    results.find((r) => r.statusCode !== 201 && r.statusCode !== 409)?.body ?? '';

  /** Every active appointment of the tenant, and the orders they belong to. */
  const live = async (f: ChainFixture = t) => {
    const rows = await database.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.companyId, f.companyId), inArray(appointments.status, ['held', 'confirmed'])),
      );
    const orders = await database.db
      .select({ id: bookingOrders.id, status: bookingOrders.status })
      .from(bookingOrders)
      .where(eq(bookingOrders.companyId, f.companyId));
    return { rows, orders };
  };

  it('lets exactly one of 200 concurrent chains succeed when one pedicurist is free', async () => {
    const start = `${DAY}T08:00:00.000Z`;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post({ serviceIds: [t.massage, t.pedicure], start }, i)),
    );
    expect(tally(results), unexpected(results)).toEqual({ 201: 1, 409: 199 });
    const { rows, orders } = await live();
    expect(orders).toHaveLength(1);
    expect(rows.map((r) => r.employeeId)).toEqual(expect.arrayContaining([t.nora]));
    expect(rows).toHaveLength(2);
  }, 600_000);

  it('never double-books anyone in a storm of mixed chains, and every refusal was a real one', async () => {
    const starts = Array.from(
      { length: 9 },
      (_, k) => new Date(Date.parse(`${DAY}T10:00:00Z`) + k * 30 * 60_000),
    );
    const shapes: Omit<Request, 'start'>[] = [
      { serviceIds: [t.massage, t.pedicure] },
      { serviceIds: [t.massage, t.pedicure], employeeIds: [t.elodie, null] },
      { serviceIds: [t.massage, t.pedicure], employeeIds: [t.yasmine, null] },
      { serviceIds: [t.pedicure, t.massage] },
      { serviceIds: [t.massage] },
      { serviceIds: [t.massage, t.massage] },
    ];
    const requests: Request[] = Array.from({ length: 200 }, (_, i) => ({
      ...(shapes[i % shapes.length] as Omit<Request, 'start'>),
      start: (starts[(i * 7) % starts.length] as Date).toISOString(),
    }));
    const before = await live();
    const results = await Promise.all(requests.map((body, i) => post(body, i)));
    const counts = tally(results);
    expect(
      results.every((r) => r.statusCode === 201 || r.statusCode === 409),
      unexpected(results),
    ).toBe(true);
    expect(counts[201]).toBeGreaterThan(1);

    const { rows, orders } = await live();
    expectNoOverlap(rows);
    // Each accepted request is one order whose appointments follow each other as asked; every
    // refused one left nothing behind.
    expect(orders).toHaveLength(before.orders.length + (counts[201] ?? 0));
    for (const [i, result] of results.entries()) {
      if (result.statusCode !== 201) continue;
      const orderId = result.json().order.id as number;
      const mine = rows.filter((r) => r.bookingOrderId === orderId).sort((a, b) => +a.startsAt - +b.startsAt);
      const asked = requests[i] as Request;
      expect(mine.map((r) => r.articleId)).toEqual(asked.serviceIds);
      expect(mine[0]?.startsAt.toISOString()).toBe(asked.start);
      mine.forEach((r, k) => {
        if (k > 0) expect(r.startsAt.getTime()).toBe(mine[k - 1]?.endsAt.getTime());
        const chosen = asked.employeeIds?.[k];
        if (chosen) expect(r.employeeId).toBe(chosen);
      });
    }
    // Bookings only take time away: what was refused during the storm is not offered after it.
    const refused = new Set(
      requests
        .filter((_, i) => results[i]?.statusCode === 409)
        .map((r) => JSON.stringify([r.serviceIds, r.employeeIds ?? null, r.start])),
    );
    for (const key of refused) {
      const [serviceIds, employeeIds, start] = JSON.parse(key) as [
        number[],
        (number | null)[] | null,
        string,
      ];
      const choice = employeeIds ? `&employeeids=${employeeIds.map((id) => id ?? 'any').join(',')}` : '';
      const res = await app.inject({
        url: `/api/appointments?shopid=${t.shopId}&serviceids=${serviceIds.join(',')}&start=${DAY}&end=${DAY}${choice}`,
        headers: { company: t.token },
      });
      const day = AvailabilityAnswerSchema.parse(res.json()).appointments.data[0];
      expect(
        day?.slots.map((s) => s.start),
        key,
      ).not.toContain(start);
    }
  }, 600_000);

  it('keeps the guarantee when chains on both sides of midnight UTC do not take turns (Tokyo)', async () => {
    // 06:00–18:00 in Tokyo is 21:00–09:00 UTC: bookings starting before and after midnight UTC
    // take different turns (the advisory lock is per UTC day), so only the exclusion constraints
    // stand between them — the next collaborator or cabin is tried, or the whole chain refused.
    const f = await createChainTenant(database.db, 'tokyo');
    await database.db
      .update(shops)
      .set({
        timeZone: 'Asia/Tokyo',
        openingHours: Object.fromEntries(
          ['1', '2', '3', '4', '5', '6', '7'].map((d) => [
            d,
            [{ status: 'open' as const, hours: [{ start: '06:00', end: '18:00' }] }],
          ]),
        ),
      })
      .where(eq(shops.id, f.shopId));
    const as: string[] = [];
    for (let i = 0; i < 10; i++) as.push((await customerToken(database.db, f.companyId)).token);
    const starts = Array.from(
      { length: 6 },
      (_, k) => new Date(Date.parse('2026-06-02T22:00:00Z') + k * 30 * 60_000),
    );
    const shapes = [[f.massage, f.pedicure], [f.pedicure, f.massage], [f.massage, f.massage], [f.pedicure]];
    const requests: Request[] = Array.from({ length: 120 }, (_, i) => ({
      serviceIds: shapes[i % shapes.length] as number[],
      start: (starts[(i * 5) % starts.length] as Date).toISOString(),
    }));
    const results = await Promise.all(requests.map((body, i) => post(body, i, f, as)));
    expect(
      results.every((r) => r.statusCode === 201 || r.statusCode === 409),
      unexpected(results),
    ).toBe(true);
    const { rows, orders } = await live(f);
    expectNoOverlap(rows);
    expect(orders).toHaveLength(tally(results)[201] ?? 0);
    for (const order of orders) {
      const mine = rows.filter((r) => r.bookingOrderId === order.id);
      expect(mine.length).toBeGreaterThan(0);
    }
    expect(rows).toHaveLength(
      results.reduce(
        (n, r, i) => n + (r.statusCode === 201 ? (requests[i] as Request).serviceIds.length : 0),
        0,
      ),
    );
  }, 600_000);
});
