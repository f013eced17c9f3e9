// ADR 0029: the busy time of an availability read comes from one call of booking_busy_time
// (migration 0010). It must take exactly what the earlier queries took: the blocking statuses,
// holds until they expire, equipment holds while active, absences, never another shop's time, a
// moved booking's own time when asked — and the closed and exceptional open days of the range.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import {
  appointmentEquipments,
  appointments,
  BLOCKING_APPOINTMENT_STATUSES,
  bookingOrders,
  closedDays,
  openDays,
  resourceAbsences,
  resources,
} from '../../../db/schema.ts';
import { loadBusy, loadBusyTime, parseBusy } from './repository.ts';

const NOW = new Date('2026-06-01T06:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('parseBusy', () => {
  it('reads back any list it is given, grouped per resource in order', () => {
    const item = fc.record({
      id: fc.integer({ min: 1, max: 2_000_000_000 }),
      start: fc.integer({ min: -1e13, max: 1e13 }),
      end: fc.integer({ min: -1e13, max: 1e13 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const text = items.map((i) => `${i.id},${i.start},${i.end}`).join(';');
        const expected = new Map<number, { start: number; end: number }[]>();
        for (const i of items)
          expected.set(i.id, [...(expected.get(i.id) ?? []), { start: i.start, end: i.end }]);
        expect(parseBusy(text)).toEqual(expected);
      }),
    );
    expect(parseBusy('')).toEqual(new Map());
  });
});

describe.each(engines)('booking_busy_time on %s', (engine) => {
  let database: TestDatabase;
  let t: TenantFixture;
  let shopId: number;
  let otherShopId: number;
  let alice: number;
  let bruno: number;
  let equipment: number;
  let movedOrder: number;

  const book = (values: Partial<typeof appointments.$inferInsert> & { startsAt: Date; endsAt: Date }) =>
    database.db
      .insert(appointments)
      .values({ companyId: t.companyId, shopId, articleId: t.serviceId, status: 'confirmed', ...values })
      .returning({ id: appointments.id });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createTenant(database.db, 'busy');
    [shopId, otherShopId] = t.shopIds as [number, number];
    [alice, bruno] = t.employeeIds as [number, number];
    const [piece, elsewhere] = await database.db
      .insert(resources)
      .values([
        { companyId: t.companyId, shopId, type: 300, name: 'LPG', displayName: 'LPG' },
        { companyId: t.companyId, shopId: otherShopId, type: 100, name: 'Zoé', displayName: 'Zoé' },
      ])
      .returning({ id: resources.id });
    equipment = piece?.id as number;
    // One appointment per status, each in its own hour, for Alice with the cabin.
    const statuses = ['held', 'confirmed', 'honoured', 'no_show', 'cancelled', 'expired', 'rescheduled'];
    for (const [i, status] of statuses.entries()) {
      const start = new Date(at('2026-06-02T07:00:00Z') + i * 3_600_000);
      await book({
        employeeId: alice,
        cabinId: t.cabinId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        status,
        holdExpiresAt: status === 'held' ? new Date(NOW.getTime() + 15 * 60_000) : null,
      });
    }
    // A hold that expired: takes no time any more, even before the sweep.
    await book({
      employeeId: bruno,
      startsAt: new Date('2026-06-03T07:00:00Z'),
      endsAt: new Date('2026-06-03T08:00:00Z'),
      status: 'held',
      holdExpiresAt: new Date(NOW.getTime() - 60_000),
    });
    // Instants to the millisecond come back exact.
    const [withPiece] = await book({
      employeeId: bruno,
      startsAt: new Date('2026-06-04T07:00:00.123Z'),
      endsAt: new Date('2026-06-04T08:00:00.877Z'),
    });
    await database.db.insert(appointmentEquipments).values([
      {
        companyId: t.companyId,
        appointmentId: withPiece?.id as number,
        equipmentId: equipment,
        startsAt: new Date('2026-06-04T07:00:00.123Z'),
        endsAt: new Date('2026-06-04T08:00:00.877Z'),
      },
    ]);
    // A booking being moved: its own time is free for its move, and only its own.
    const [order] = await database.db
      .insert(bookingOrders)
      .values({ companyId: t.companyId, shopId, status: 'confirmed' })
      .returning({ id: bookingOrders.id });
    movedOrder = order?.id as number;
    await book({
      employeeId: bruno,
      bookingOrderId: movedOrder,
      startsAt: new Date('2026-06-05T07:00:00Z'),
      endsAt: new Date('2026-06-05T08:00:00Z'),
    });
    // Another shop's time and an absence of each shop.
    await book({
      shopId: otherShopId,
      employeeId: elsewhere?.id as number,
      startsAt: new Date('2026-06-02T07:00:00Z'),
      endsAt: new Date('2026-06-02T08:00:00Z'),
    });
    await database.db.insert(resourceAbsences).values([
      {
        companyId: t.companyId,
        resourceId: bruno,
        startsAt: new Date('2026-06-06T00:00:00Z'),
        endsAt: new Date('2026-06-07T00:00:00Z'),
      },
      {
        companyId: t.companyId,
        resourceId: elsewhere?.id as number,
        startsAt: new Date('2026-06-06T00:00:00Z'),
        endsAt: new Date('2026-06-07T00:00:00Z'),
      },
    ]);
    await database.db.insert(closedDays).values([
      { companyId: t.companyId, shopId: null, day: '2026-06-10' },
      { companyId: t.companyId, shopId, day: '2026-06-11' },
      { companyId: t.companyId, shopId: otherShopId, day: '2026-06-12' },
      { companyId: t.companyId, shopId, day: '2026-07-20' },
    ]);
    const hours = (start: string) => [{ status: 'open' as const, hours: [{ start, end: '12:00' }] }];
    // The shop's own exceptional hours win over the company's for the same day.
    await database.db.insert(openDays).values([
      { companyId: t.companyId, shopId, day: '2026-06-14', hours: hours('10:00') },
      { companyId: t.companyId, shopId: null, day: '2026-06-14', hours: hours('08:00') },
      { companyId: t.companyId, shopId: null, day: '2026-06-21', hours: hours('09:00') },
      { companyId: t.companyId, shopId: otherShopId, day: '2026-06-28', hours: hours('11:00') },
    ]);
  });
  afterAll(() => database?.drop());

  const range = { from: '2026-06-01', to: '2026-06-30', now: NOW };

  it('takes the blocking statuses, live holds, equipment, absences, of this shop only', async () => {
    const { busy } = await loadBusyTime(database.db, { companyId: t.companyId, shopId, ...range });
    const hour = (i: number) => ({
      start: at('2026-06-02T07:00:00Z') + i * 3_600_000,
      end: at('2026-06-02T08:00:00Z') + i * 3_600_000,
    });
    const blocking = ['held', 'confirmed', 'honoured', 'no_show'].map((_, i) => hour(i));
    expect(BLOCKING_APPOINTMENT_STATUSES).toEqual(['held', 'confirmed', 'honoured', 'no_show']);
    const sorted = (list: { start: number; end: number }[] = []) =>
      [...list].sort((a, b) => a.start - b.start);
    expect(sorted(busy.get(alice))).toEqual(blocking);
    expect(sorted(busy.get(t.cabinId))).toEqual(blocking);
    expect(sorted(busy.get(bruno))).toEqual([
      { start: at('2026-06-04T07:00:00.123Z'), end: at('2026-06-04T08:00:00.877Z') },
      { start: at('2026-06-05T07:00:00Z'), end: at('2026-06-05T08:00:00Z') },
      { start: at('2026-06-06T00:00:00Z'), end: at('2026-06-07T00:00:00Z') },
    ]);
    expect(busy.get(equipment)).toEqual([
      { start: at('2026-06-04T07:00:00.123Z'), end: at('2026-06-04T08:00:00.877Z') },
    ]);
    expect([...busy.keys()].sort((a, b) => a - b)).toEqual(
      [alice, bruno, t.cabinId, equipment].sort((a, b) => a - b),
    );
  });

  it("frees a moved booking's own time only, and no time outside the range", async () => {
    const except = await loadBusyTime(database.db, {
      companyId: t.companyId,
      shopId,
      ...range,
      exceptOrderId: movedOrder,
    });
    expect(except.busy.get(bruno)?.map((i) => i.start)).not.toContain(at('2026-06-05T07:00:00Z'));
    // Appointments of no order at all are still busy (not "distinct from null").
    expect(except.busy.get(alice)).toHaveLength(4);
    const later = await loadBusyTime(database.db, {
      companyId: t.companyId,
      shopId,
      from: '2026-06-20',
      to: '2026-06-25',
      now: NOW,
    });
    expect(later.busy.size).toBe(0);
  });

  it('answers the closed days and open days of the range, the shop’s own hours first', async () => {
    const { closedDays: closed, openDays: open } = await loadBusyTime(database.db, {
      companyId: t.companyId,
      shopId,
      ...range,
    });
    expect([...closed].sort()).toEqual(['2026-06-10', '2026-06-11']);
    expect(open).toEqual({
      '2026-06-14': [{ status: 'open', hours: [{ start: '10:00', end: '12:00' }] }],
      '2026-06-21': [{ status: 'open', hours: [{ start: '09:00', end: '12:00' }] }],
    });
  });

  it('answers the same inside a transaction (through the ORM) as on the database (the driver)', async () => {
    const outside = await loadBusyTime(database.db, { companyId: t.companyId, shopId, ...range });
    const inside = await database.db.transaction((tx) =>
      loadBusyTime(tx, { companyId: t.companyId, shopId, ...range }),
    );
    expect(inside).toEqual(outside);
    const busyOnly = await loadBusy(database.db, {
      companyId: t.companyId,
      shopId,
      start: new Date('2026-05-31T00:00:00Z'),
      end: new Date('2026-07-02T00:00:00Z'),
      now: NOW,
    });
    expect(busyOnly).toEqual(outside.busy);
  });
});
