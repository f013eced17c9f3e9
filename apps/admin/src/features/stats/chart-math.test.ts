import { describe, expect, it } from 'vitest';
import { bucketStart, linePath, niceTicks, periodsBetween, pivot } from './chart-math.ts';

describe('chart helpers', () => {
  it('lists every period of a range, by day, ISO week and month', () => {
    expect(periodsBetween('2026-05-30', '2026-06-02', 'day')).toEqual([
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
    ]);
    expect(periodsBetween('2026-05-30', '2026-06-10', 'week')).toEqual([
      '2026-05-25',
      '2026-06-01',
      '2026-06-08',
    ]);
    expect(periodsBetween('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(bucketStart('2026-06-07', 'week')).toBe('2026-06-01');
  });

  it('picks round ticks that cover the largest value', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(18500)).toEqual([0, 5000, 10000, 15000, 20000]);
    const ticks = niceTicks(0.33);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(0.33);
  });

  it('draws paths and fills missing periods with zero', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 5, y: 2.25 },
      ]),
    ).toBe('M0.0,10.0 L5.0,2.3');
    const table = pivot(
      [
        { period: '2026-06-01', shop: 'A', n: 2 },
        { period: '2026-06-01', shop: 'A', n: 1 },
        { period: '2026-06-02', shop: 'B', n: 4 },
        { period: '2026-07-01', shop: 'B', n: 9 },
      ],
      ['2026-06-01', '2026-06-02', '2026-06-03'],
      (r) => r.shop,
      (r) => r.n,
    );
    expect([...table.entries()].map(([p, m]) => [p, Object.fromEntries(m)])).toEqual([
      ['2026-06-01', { A: 3 }],
      ['2026-06-02', { B: 4 }],
      ['2026-06-03', {}],
    ]);
  });
});
