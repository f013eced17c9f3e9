import { describe, expect, it } from 'vitest';
import { announceStep, clockText } from './countdown.ts';

describe('the offer countdown (issue 21)', () => {
  it('shows minutes and seconds, rounding up so that 0 means over', () => {
    expect(clockText(15 * 60_000)).toBe('15:00');
    expect(clockText(61_000)).toBe('01:01');
    expect(clockText(500)).toBe('00:01');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(-5000)).toBe('00:00');
    expect(clockText(2 * 3600_000 + 5000)).toBe('2:00:05');
  });

  it('announces only at 10, 5, 2 and 1 minutes left and at the end', () => {
    expect(announceStep(15 * 60_000)).toBeNull();
    expect(announceStep(10 * 60_000 + 1)).toBeNull();
    expect(announceStep(10 * 60_000)).toBe(10);
    expect(announceStep(6 * 60_000)).toBe(10);
    expect(announceStep(5 * 60_000)).toBe(5);
    expect(announceStep(3 * 60_000)).toBe(5);
    expect(announceStep(90_000)).toBe(2);
    expect(announceStep(30_000)).toBe(1);
    expect(announceStep(0)).toBe(0);
    expect(announceStep(-1)).toBe(0);
  });

  it('changes its message at most five times over a whole offer, second by second', () => {
    const said: (number | null)[] = [];
    for (let ms = 15 * 60_000; ms >= -2000; ms -= 1000) {
      const step = announceStep(ms);
      if (step !== said.at(-1)) said.push(step);
    }
    expect(said).toEqual([null, 10, 5, 2, 1, 0]);
  });
});
