import { describe, expect, it } from 'vitest';
import { outcomeKind } from './outcome.ts';

describe('what a payment return page shows (ADR 0010 statuses)', () => {
  it('paid, still pending, or why not', () => {
    expect(outcomeKind('succeeded')).toBe('paid');
    expect(outcomeKind('refunded')).toBe('paid');
    expect(outcomeKind('initialized')).toBe('pending');
    expect(outcomeKind('pending')).toBe('pending');
    expect(outcomeKind('failed')).toBe('failed');
    expect(outcomeKind('cancelled')).toBe('cancelled');
    expect(outcomeKind('expired')).toBe('expired');
  });
});
