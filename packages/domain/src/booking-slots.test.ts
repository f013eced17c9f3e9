import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToBookingCart, type BookingCartItem, emptyBookingCart } from './booking-cart.ts';
import {
  addLocalDays,
  arriveWithService,
  availabilityRange,
  bookedServiceIds,
  bookingDuration,
  canAddService,
  dayPartOf,
  firstDayWithSlots,
  groupSlotsByPart,
  localMinuteOfDay,
  localTime,
  MAX_BOOKED_SERVICES,
  weekDays,
  weekStart,
} from './booking-slots.ts';
import { isoWeekday } from './zoned-time.ts';

const item = (id: number, shopId: number, price = 5000): BookingCartItem => ({
  id,
  shopId,
  nb: 1,
  price,
  vat: 20,
});

describe('the week shown by the booking page', () => {
  it('starts on Monday and lists seven days', () => {
    expect(weekStart('2026-03-05')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekDays('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });

  it('any day: its week starts on a Monday at most six days before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = addLocalDays('2000-01-01', offset);
        const monday = weekStart(day);
        expect(isoWeekday(monday)).toBe(1);
        expect(weekDays(monday)).toContain(day);
      }),
    );
  });

  it('asks availability from today at the earliest, to the Sunday', () => {
    expect(availabilityRange('2026-03-05', '2026-03-04')).toEqual({ start: '2026-03-04', end: '2026-03-08' });
    expect(availabilityRange('2026-03-12', '2026-03-04')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
  });

  it('adds days across months, years and DST changes', () => {
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('times grouped morning / afternoon / evening (UI.md)', () => {
  it('splits at noon and 18:00', () => {
    expect(dayPartOf(11 * 60 + 59)).toBe('morning');
    expect(dayPartOf(12 * 60)).toBe('afternoon');
    expect(dayPartOf(17 * 60 + 30)).toBe('afternoon');
    expect(dayPartOf(18 * 60)).toBe('evening');
  });

  it('reads the shop wall clock, in summer and in winter', () => {
    expect(localTime('2026-07-01T08:30:00.000Z', 'Europe/Paris')).toBe('10:30');
    expect(localTime('2026-01-10T08:30:00.000Z', 'Europe/Paris')).toBe('09:30');
    expect(localMinuteOfDay('2026-03-29T10:00:00.000Z', 'Europe/Paris')).toBe(12 * 60);
  });

  it('groups in time order and leaves empty parts out', () => {
    const slots = [
      { start: '2026-07-01T16:30:00.000Z' },
      { start: '2026-07-01T08:00:00.000Z' },
      { start: '2026-07-01T07:30:00.000Z' },
    ];
    expect(groupSlotsByPart(slots, 'Europe/Paris')).toEqual([
      {
        part: 'morning',
        slots: [{ start: '2026-07-01T07:30:00.000Z' }, { start: '2026-07-01T08:00:00.000Z' }],
      },
      { part: 'evening', slots: [{ start: '2026-07-01T16:30:00.000Z' }] },
    ]);
  });

  it('opens on the first open day with a slot', () => {
    const days = [
      { day: 'a', shopStatus: 'close', slots: [] },
      { day: 'b', shopStatus: 'open', slots: [] },
      { day: 'c', shopStatus: 'open', slots: [{ start: 'x' }] },
    ];
    expect(firstDayWithSlots(days)?.day).toBe('c');
    expect(firstDayWithSlots(days.slice(0, 2))).toBeNull();
  });
});

describe('what the booking cart sends', () => {
  it('repeats a service nb times, in cart order, at most ten', () => {
    expect(
      bookedServiceIds({
        items: [
          { id: 4, nb: 2 },
          { id: 9, nb: 1 },
        ],
      }),
    ).toEqual([4, 4, 9]);
    const many = { items: [{ id: 1, nb: 12 }] };
    expect(bookedServiceIds(many)).toHaveLength(MAX_BOOKED_SERVICES);
    expect(canAddService(many)).toBe(false);
    expect(canAddService({ items: [{ nb: 9 }] })).toBe(true);
  });

  it('adds up the durations', () => {
    expect(
      bookingDuration([
        { nb: 2, durationMinutes: 30 },
        { nb: 1, durationMinutes: null },
      ]),
    ).toBe(60);
  });
});

describe('arriving on the booking page with a service (spec §4, §5)', () => {
  it('adds the service to an empty cart and takes its shop', () => {
    const result = arriveWithService(null, item(7, 2));
    expect(result).toMatchObject({ kind: 'ready', added: true });
    expect(result.cart.shopId).toBe(2);
    expect(result.cart.total).toBe(5000);
  });

  it('does not add it twice when the page is loaded again', () => {
    const first = arriveWithService(null, item(7, 2));
    const again = arriveWithService(first.cart, item(7, 2));
    expect(again).toMatchObject({ kind: 'ready', added: false });
    expect(again.cart.items).toEqual([{ ...item(7, 2), nb: 1 }]);
  });

  it('refuses a service of another shop and keeps the cart', () => {
    const stored = arriveWithService(null, item(7, 2)).cart;
    const result = arriveWithService(stored, item(8, 3));
    expect(result.kind).toBe('other_shop');
    expect(result.cart).toBe(stored);
  });

  it('refuses prices that are not whole cents', () => {
    expect(arriveWithService(null, { ...item(7, 2), price: 10.5 }).kind).toBe('invalid');
  });

  it('whatever the cart, it never holds two shops', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 6 }), shop: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 20,
        }),
        (arrivals) => {
          let cart = emptyBookingCart<BookingCartItem>();
          for (const a of arrivals) cart = arriveWithService(cart, item(a.id, a.shop)).cart;
          expect(new Set(cart.items.map((i) => i.shopId)).size).toBeLessThanOrEqual(1);
          const again = addToBookingCart(cart, item(1, (cart.shopId ?? 1) + 1));
          if (cart.items.length > 0) expect(again.ok).toBe(false);
        },
      ),
    );
  });
});
