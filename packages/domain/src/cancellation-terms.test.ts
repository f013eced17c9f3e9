import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCustomerCancel } from './booking-rules.ts';
import { cancellationTerms } from './cancellation-terms.ts';

describe('cancellation terms', () => {
  it('gives the deadline when it is still ahead', () => {
    expect(cancellationTerms(new Date('2026-06-02T10:00:00Z'), new Date('2026-06-01T09:00:00Z'), 24)).toEqual(
      {
        kind: 'free-until',
        deadline: new Date('2026-06-01T10:00:00Z'),
        noticeHours: 24,
      },
    );
  });

  it('says the booking is within the notice when the deadline has passed (a next-morning slot)', () => {
    expect(cancellationTerms(new Date('2026-06-02T09:00:00Z'), new Date('2026-06-01T18:00:00Z'), 24)).toEqual(
      {
        kind: 'within-notice',
        noticeHours: 24,
      },
    );
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
});
