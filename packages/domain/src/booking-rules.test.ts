import { describe, expect, it } from 'vitest';
import { canCustomerCancel, rankCandidates, servicePrice } from './booking-rules.ts';

describe('booking rules', () => {
  it('prefers the collaborator with the least booked time', () => {
    expect(
      rankCandidates(
        [1, 2, 3],
        new Map([
          [1, 120],
          [2, 0],
          [3, 60],
        ]),
        () => 0.5,
      ),
    ).toEqual([2, 3, 1]);
  });
  it('breaks ties with the random value', () => {
    const values = [0.9, 0.1];
    expect(rankCandidates([1, 2], new Map(), () => values.shift() ?? 0)).toEqual([2, 1]);
  });
  it('prices a service by weekday, then by shop, then by base price', () => {
    const article = { price: 5000, weekPrices: { '6': 5500 } };
    expect(servicePrice(article, 4800, 6)).toBe(5500);
    expect(servicePrice(article, 4800, 2)).toBe(4800);
    expect(servicePrice(article, null, 2)).toBe(5000);
  });
  it('lets a customer cancel only up to the notice', () => {
    const start = new Date('2026-06-02T10:00:00Z');
    expect(canCustomerCancel(start, new Date('2026-06-01T10:00:00Z'), 24)).toBe(true);
    expect(canCustomerCancel(start, new Date('2026-06-01T10:00:01Z'), 24)).toBe(false);
  });
});
