import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChain } from './booking-chain.ts';

const firsts = (plan: number[][]) => plan.map((order) => order[0]);

/** Runs of a plan: how many times the customer meets someone new (or changes cabin). */
const runs = (people: readonly (number | undefined)[]) =>
  people.reduce<number>((n, id, i) => (i === 0 || id !== people[i - 1] ? n + 1 : n), 0);

/** The fewest runs any plan can have, by trying them all (small chains only). */
function fewestRuns(free: readonly (readonly number[])[]): number {
  let best = Number.POSITIVE_INFINITY;
  const walk = (i: number, chosen: number[]) => {
    if (i === free.length) {
      best = Math.min(best, runs(chosen));
      return;
    }
    for (const id of free[i] ?? []) walk(i + 1, [...chosen, id]);
  };
  walk(0, []);
  return best;
}

describe('planChain: who takes each service of a chain', () => {
  it('gives the whole chain to one collaborator when one is free for all of it', () => {
    const plan = planChain([[10, 11], [12, 10], [10]], new Map([[10, 600]]));
    expect(firsts(plan)).toEqual([10, 10, 10]);
    // The others follow, to be tried when the first is taken meanwhile.
    expect(plan[0]).toEqual([10, 11]);
    expect(plan[1]).toEqual([10, 12]);
  });

  it('hands over to another collaborator only where it must, least booked first', () => {
    const load = new Map([
      [10, 120],
      [11, 0],
    ]);
    // The massage by Élodie (10) or Yasmine (11), then the pedicure by Nora (12).
    expect(firsts(planChain([[10, 11], [12]], load))).toEqual([11, 12]);
    // A facial then a massage: Nora (12) or Élodie (10) for the facial, Élodie or Yasmine after.
    expect(
      firsts(
        planChain(
          [
            [12, 10],
            [10, 11],
          ],
          load,
        ),
      ),
    ).toEqual([10, 10]);
  });

  it('keeps the customer in the same cabin across the services that take one', () => {
    expect(firsts(planChain([[20, 21], [21]], new Map()))).toEqual([21, 21]);
  });

  it('answers an empty list for a part nobody is free for', () => {
    expect(planChain([[10], []], new Map())).toEqual([[10], []]);
  });

  it('always picks among the free, tries each free one once, and needs the fewest hand-overs', () => {
    const arbFree = fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }), {
      minLength: 1,
      maxLength: 6,
    });
    const arbLoad = fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 600 })));
    fc.assert(
      fc.property(arbFree, arbLoad, fc.double({ min: 0, max: 1, noNaN: true }), (free, load, r) => {
        const plan = planChain(free, new Map(load), () => r);
        plan.forEach((order, i) => {
          expect([...order].sort()).toEqual([...(free[i] ?? [])].sort());
        });
        expect(runs(firsts(plan))).toBe(fewestRuns(free));
      }),
    );
  });
});
