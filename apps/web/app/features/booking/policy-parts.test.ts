import { DEFAULT_BOOKER } from '@eclat/domain';
import { describe, expect, it } from 'vitest';
import { cartPolicyParts } from './policy-parts.ts';
import type { BookableService, BookingCartState } from './types.ts';

const { appointment } = DEFAULT_BOOKER;
const company = {
  cancellationNoticeHours: 24,
  policy: appointment.policy,
  deposit: { ...appointment.deposit, type: 'percent' as const, value: 20 },
};
const service = (id: number, bookingPolicy: BookableService['bookingPolicy']): BookableService => ({
  id,
  name: `s${id}`,
  slug: `s${id}`,
  type: 1,
  durationMinutes: 60,
  vat: 20,
  image: null,
  externalId: null,
  prices: { base: 5000, byShop: {} },
  bookingPolicy,
});
const line = (id: number, price: number) => ({
  id,
  shopId: 1,
  nb: 1,
  price,
  vat: 20,
  name: `s${id}`,
  slug: `s${id}`,
  type: 1,
  durationMinutes: 60,
  image: null,
  externalId: null,
});

describe('the policy a cart will be booked under', () => {
  it('takes each service’s overrides, each segment’s start, and adds the deposits', () => {
    const cart: BookingCartState = { items: [line(1, 5000), line(2, 3000)], total: 8000, shopId: 1 };
    const slot = {
      start: '2026-06-02T08:00:00.000Z',
      end: '2026-06-02T10:00:00.000Z',
      day: '2026-06-02',
      freeEmployees: [],
      freeCabins: [],
      segments: [
        {
          serviceId: 1,
          start: '2026-06-02T08:00:00.000Z',
          end: '2026-06-02T09:00:00.000Z',
          freeEmployees: [],
        },
        {
          serviceId: 2,
          start: '2026-06-02T09:00:00.000Z',
          end: '2026-06-02T10:00:00.000Z',
          freeEmployees: [],
        },
      ],
    };
    const { parts, amountDue } = cartPolicyParts({
      cart,
      slot,
      company,
      paymentActive: false,
      services: [service(1, null), service(2, { noticeHours: 48, deposit: { type: 'none', value: 0 } })],
    });
    expect(parts.map((p) => [p.start, p.price, p.policy?.noticeHours, p.policy?.depositAmount])).toEqual([
      ['2026-06-02T08:00:00.000Z', 5000, 24, 1000],
      ['2026-06-02T09:00:00.000Z', 3000, 48, 0],
    ]);
    expect(amountDue).toBe(1000);
    expect(cartPolicyParts({ cart, slot, company, paymentActive: true, services: [] }).amountDue).toBe(8000);
  });
});
