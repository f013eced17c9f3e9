import type { PolicySnapshot } from '@eclat/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './booking-policy.ts';
import { canCustomerCancel } from './booking-rules.ts';
import { bookingCancellationTerms, cancellationTerms } from './cancellation-terms.ts';

const refusedAfter = { late: { kind: 'refused' }, noShowFee: 0, deposit: 0 };

describe('cancellation terms', () => {
  it('gives the deadline when it is still ahead', () => {
    expect(cancellationTerms(new Date('2026-06-02T10:00:00Z'), new Date('2026-06-01T09:00:00Z'), 24)).toEqual(
      {
        kind: 'free-until',
        deadline: new Date('2026-06-01T10:00:00Z'),
        noticeHours: 24,
        ...refusedAfter,
      },
    );
  });

  it('says the booking is within the notice when the deadline has passed (a next-morning slot)', () => {
    expect(cancellationTerms(new Date('2026-06-02T09:00:00Z'), new Date('2026-06-01T18:00:00Z'), 24)).toEqual(
      {
        kind: 'within-notice',
        noticeHours: 24,
        ...refusedAfter,
      },
    );
  });

  it('says the late fee, the no-show fee and the deposit of a snapshot', () => {
    const snapshot: PolicySnapshot = {
      noticeHours: 48,
      lateCancellation: 'fee',
      lateFee: { type: 'percent', value: 50 },
      noShowFee: { type: 'deposit', value: 0 },
      depositAmount: 1200,
    };
    expect(
      cancellationTerms(new Date('2026-06-05T10:00:00Z'), new Date('2026-06-01T09:00:00Z'), snapshot, 6000),
    ).toEqual({
      kind: 'free-until',
      deadline: new Date('2026-06-03T10:00:00Z'),
      noticeHours: 48,
      late: { kind: 'fee', fee: 3000 },
      noShowFee: 1200,
      deposit: 1200,
    });
  });

  it('a chain: the earliest deadline, refused if any part refuses, fees added', () => {
    const base: PolicySnapshot = {
      noticeHours: 24,
      lateCancellation: 'fee',
      lateFee: { type: 'fixed', value: 500 },
      noShowFee: { type: 'none', value: 0 },
      depositAmount: 0,
    };
    const now = new Date('2026-06-01T00:00:00Z');
    const parts = [
      { startsAt: new Date('2026-06-03T10:00:00Z'), price: 3000, snapshot: base },
      { startsAt: new Date('2026-06-03T11:00:00Z'), price: 3000, snapshot: { ...base, noticeHours: 48 } },
    ];
    const terms = bookingCancellationTerms(parts, now);
    expect(terms).toMatchObject({
      kind: 'free-until',
      deadline: new Date('2026-06-01T11:00:00Z'),
      noticeHours: 48,
    });
    expect(terms.late).toEqual({ kind: 'fee', fee: 1000 });
    const refused = bookingCancellationTerms(
      [
        parts[0] as (typeof parts)[0],
        { ...(parts[1] as (typeof parts)[0]), snapshot: { ...base, lateCancellation: 'refused' } },
      ],
      now,
    );
    expect(refused.late).toEqual({ kind: 'refused' });
  });

  it('never promises a deadline already past, and agrees with canCustomerCancel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 240 }),
        (nowMs, aheadMs, hours) => {
          const now = new Date(nowMs);
          const start = new Date(nowMs + aheadMs);
          const terms = cancellationTerms(start, now, hours);
          if (terms.kind === 'free-until') expect(terms.deadline.getTime()).toBeGreaterThanOrEqual(nowMs);
          expect(terms.kind === 'free-until').toBe(canCustomerCancel(start, now, hours));
        },
      ),
    );
  });

  it('says what cancellationOutcome does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 240 }),
        fc.constantFrom('fee', 'refused') as fc.Arbitrary<'fee' | 'refused'>,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 100 }),
        (aheadMs, hours, lateCancellation, price, percent) => {
          const now = new Date('2026-06-01T00:00:00Z');
          const startsAt = new Date(now.getTime() + aheadMs);
          const snapshot: PolicySnapshot = {
            noticeHours: hours,
            lateCancellation,
            lateFee: { type: 'percent', value: percent },
            noShowFee: { type: 'none', value: 0 },
            depositAmount: 0,
          };
          const terms = cancellationTerms(startsAt, now, snapshot, price);
          const outcome = cancellationOutcome({ snapshot, price, startsAt, now, paid: 0, by: 'customer' });
          expect(terms.kind === 'within-notice').toBe(outcome.late);
          if (outcome.late) {
            expect(terms.late.kind === 'refused').toBe(!outcome.allowed);
            if (terms.late.kind === 'fee') expect(terms.late.fee).toBe(outcome.fee);
          }
        },
      ),
    );
  });
});
