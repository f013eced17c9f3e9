import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentOnly, isCurrent, isOrderedWindow, isShownAlert } from './current-window.ts';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('isCurrent (spec §4: now lies between start and end)', () => {
  it('is current at both bounds and between them', () => {
    const start = '2026-03-01T00:00:00Z';
    const end = '2026-03-31T23:59:59Z';
    expect(isCurrent({ start, end }, start)).toBe(true);
    expect(isCurrent({ start, end }, end)).toBe(true);
    expect(isCurrent({ start, end }, new Date('2026-03-15T12:00:00Z'))).toBe(true);
  });

  it('is not current before the start or after the end', () => {
    const window = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') };
    expect(isCurrent(window, new Date('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isCurrent(window, new Date('2026-03-02T00:00:00.001Z'))).toBe(false);
  });

  it('leaves a missing bound open', () => {
    expect(isCurrent({ start: null, end: '2026-01-01T00:00:00Z' }, '2020-01-01T00:00:00Z')).toBe(true);
    expect(isCurrent({ start: '2026-01-01T00:00:00Z' }, '2099-01-01T00:00:00Z')).toBe(true);
    expect(isCurrent({}, Date.now())).toBe(true);
  });

  it('never shows an item whose dates cannot be read', () => {
    expect(isCurrent({ start: 'not a date', end: null }, Date.now())).toBe(false);
    expect(isCurrent({ start: null, end: 'soon' }, Date.now())).toBe(false);
    expect(isCurrent({}, 'nonsense')).toBe(false);
  });

  it('agrees with start ≤ now ≤ end for any instants (property)', () => {
    fc.assert(
      fc.property(instant, instant, instant, (a, b, now) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(isCurrent({ start: new Date(start), end: new Date(end) }, now)).toBe(
          start <= now && now <= end,
        );
        expect(isCurrent({ start: new Date(start).toISOString(), end }, new Date(now))).toBe(
          start <= now && now <= end,
        );
      }),
    );
  });

  it('keeps the current items in order', () => {
    const items = [
      { id: 1, start: 0, end: 10 },
      { id: 2, start: 20, end: 30 },
      { id: 3, start: 5, end: 25 },
    ];
    expect(currentOnly(items, 7).map((i) => i.id)).toEqual([1, 3]);
  });

  it('orders windows', () => {
    expect(isOrderedWindow({ start: 1, end: 2 })).toBe(true);
    expect(isOrderedWindow({ start: 2, end: 1 })).toBe(false);
    expect(isOrderedWindow({ start: 2, end: null })).toBe(true);
  });
});

describe('isShownAlert (spec §4: alerts matched to services)', () => {
  const services = new Set([10, 11]);
  it('shows a current alert of a visible service', () => {
    expect(isShownAlert({ serviceId: 10, start: 0, end: 100 }, services, 50)).toBe(true);
  });
  it('hides an alert of an unknown service, without a service, or out of its window', () => {
    expect(isShownAlert({ serviceId: 99, start: 0, end: 100 }, services, 50)).toBe(false);
    expect(isShownAlert({ serviceId: null, start: 0, end: 100 }, services, 50)).toBe(false);
    expect(isShownAlert({ serviceId: 10, start: 0, end: 100 }, services, 150)).toBe(false);
  });
});
