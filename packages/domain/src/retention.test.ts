import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  NOTICE_MIN_DAYS,
  retentionCandidatesBefore,
  retentionDates,
  retentionDecision,
} from './retention.ts';

const DAY = 86_400_000;
const d = (iso: string) => new Date(iso);
const instant = fc
  .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms));
const months = fc.integer({ min: 12, max: 120 });

describe('calendar months', () => {
  it('moves by calendar months, clamping to the end of a shorter month', () => {
    expect(addCalendarMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addCalendarMonths(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addCalendarMonths(d('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addCalendarMonths(d('2023-05-15T08:30:00Z'), 36).toISOString()).toBe('2026-05-15T08:30:00.000Z');
    expect(addCalendarMonths(d('2026-12-10T00:00:00Z'), 1).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });

  it('keeps the day of the month whenever the target month has it', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -150, max: 150 }), (date, n) => {
        const moved = addCalendarMonths(date, n);
        const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + n;
        expect(moved.getUTCFullYear() * 12 + moved.getUTCMonth()).toBe(monthIndex);
        expect(moved.getUTCDate()).toBeLessThanOrEqual(date.getUTCDate());
        if (date.getUTCDate() <= 28) expect(moved.getUTCDate()).toBe(date.getUTCDate());
        expect(moved.getTime() % DAY).toBe(date.getTime() % DAY);
      }),
    );
  });
});

describe('the retention decision', () => {
  const base = d('2023-05-15T08:30:00Z');
  const facts = (now: string, noticeAt: string | null = null) => ({
    lastActivityAt: base,
    createdAt: d('2020-01-01T00:00:00Z'),
    retentionMonths: 36,
    noticeAt: noticeAt ? d(noticeAt) : null,
    now: d(now),
  });

  it('keeps until a calendar month before the limit, then sends the notice, then erases at the limit', () => {
    expect(retentionDecision(facts('2026-04-15T08:29:59.999Z'))).toBe('keep');
    expect(retentionDecision(facts('2026-04-15T08:30:00Z'))).toBe('notice');
    expect(retentionDecision(facts('2026-04-20T00:00:00Z', '2026-04-15T09:00:00Z'))).toBe('keep');
    expect(retentionDecision(facts('2026-05-15T08:29:59Z', '2026-04-15T08:30:00Z'))).toBe('keep');
    expect(retentionDecision(facts('2026-05-15T08:30:00Z', '2026-04-15T08:30:00Z'))).toBe('erase');
  });

  it('waits NOTICE_MIN_DAYS after a late notice, and sends one first when none was', () => {
    expect(retentionDecision(facts('2026-09-01T00:00:00Z'))).toBe('notice');
    expect(retentionDecision(facts('2026-09-01T00:00:00Z', '2026-08-20T00:00:00Z'))).toBe('keep');
    // 20 August + 28 days = 17 September.
    expect(retentionDecision(facts('2026-09-16T23:59:59Z', '2026-08-20T00:00:00Z'))).toBe('keep');
    expect(retentionDecision(facts('2026-09-17T00:00:00Z', '2026-08-20T00:00:00Z'))).toBe('erase');
  });

  it('counts from the creation when no activity was recorded, and ignores a notice older than the activity', () => {
    expect(retentionDecision({ ...facts('2023-01-01T00:00:00Z'), lastActivityAt: null })).toBe('notice');
    // An old notice (before the last activity) does not count: a new one is due first.
    expect(retentionDecision(facts('2026-06-01T00:00:00Z', '2023-01-01T00:00:00Z'))).toBe('notice');
  });

  it('never erases without a notice of this period sent NOTICE_MIN_DAYS before, nor before the limit', () => {
    fc.assert(
      fc.property(
        instant,
        months,
        fc.option(instant, { nil: null }),
        instant,
        (since, retentionMonths, noticeAt, now) => {
          const decision = retentionDecision({
            lastActivityAt: since,
            createdAt: since,
            retentionMonths,
            noticeAt,
            now,
          });
          const { noticeFrom, limit } = retentionDates(since, retentionMonths);
          if (now < noticeFrom) expect(decision).toBe('keep');
          if (decision === 'erase') {
            expect(noticeAt).not.toBeNull();
            expect((noticeAt as Date).getTime()).toBeGreaterThanOrEqual(since.getTime());
            expect(now.getTime() - (noticeAt as Date).getTime()).toBeGreaterThanOrEqual(
              NOTICE_MIN_DAYS * DAY,
            );
            expect(now.getTime()).toBeGreaterThanOrEqual(limit.getTime());
          }
          if (decision !== 'keep')
            expect(since.getTime()).toBeLessThanOrEqual(
              retentionCandidatesBefore(now, retentionMonths).getTime(),
            );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a daily sweep with no activity notices within a day of a month before the limit and erases within a day of the limit', () => {
    fc.assert(
      fc.property(instant, months, fc.integer({ min: 0, max: DAY - 1 }), (since, retentionMonths, offset) => {
        const { noticeFrom, limit } = retentionDates(since, retentionMonths);
        // The limit is one calendar month (28 to 31 days) after the notice day.
        const gap = (limit.getTime() - noticeFrom.getTime()) / DAY;
        expect(gap).toBeGreaterThanOrEqual(28);
        expect(gap).toBeLessThanOrEqual(31);
        let noticeAt: Date | null = null;
        let erasedAt: Date | null = null;
        for (let t = noticeFrom.getTime() - 3 * DAY + offset; t < limit.getTime() + 3 * DAY; t += DAY) {
          const now = new Date(t);
          const decision = retentionDecision({
            lastActivityAt: since,
            createdAt: since,
            retentionMonths,
            noticeAt,
            now,
          });
          if (decision === 'notice') noticeAt ??= now;
          if (decision === 'erase') {
            erasedAt = now;
            break;
          }
        }
        expect(noticeAt).not.toBeNull();
        expect((noticeAt as Date).getTime() - noticeFrom.getTime()).toBeLessThan(DAY);
        expect(erasedAt).not.toBeNull();
        expect((erasedAt as Date).getTime() - limit.getTime()).toBeLessThan(DAY);
      }),
    );
  });

  it('activity starts the clock again', () => {
    fc.assert(
      fc.property(instant, months, fc.integer({ min: 0, max: 27 * DAY }), (since, retentionMonths, later) => {
        const { limit } = retentionDates(since, retentionMonths);
        const noticeAt = addCalendarMonths(limit, -1);
        const activity = new Date(noticeAt.getTime() + later);
        const decision = retentionDecision({
          lastActivityAt: activity,
          createdAt: since,
          retentionMonths,
          noticeAt,
          now: new Date(limit.getTime() + DAY),
        });
        expect(decision).toBe('keep');
      }),
    );
  });
});
