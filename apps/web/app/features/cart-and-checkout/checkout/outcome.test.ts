import { describe, expect, it } from 'vitest';
import { giftLineParts, outcomeKind } from './outcome.ts';

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

describe('a gift line of the receipt', () => {
  it('names the recipient of the voucher at its index and its amount, never the line name', () => {
    const gifts = [{ recipientName: 'Sophie Durand' }, { recipientName: '  ' }];
    expect(giftLineParts({ key: 'gift:0', unitPrice: 5000 }, gifts)).toEqual({
      amount: 5000,
      name: 'Sophie Durand',
    });
    expect(giftLineParts({ key: 'gift:1', unitPrice: 2000 }, gifts)).toEqual({ amount: 2000, name: null });
    expect(giftLineParts({ key: 'gift:7', unitPrice: 2000 }, gifts)).toEqual({ amount: 2000, name: null });
    expect(giftLineParts({ key: 'gift:0', unitPrice: 2000 }, undefined)).toEqual({
      amount: 2000,
      name: null,
    });
  });
});
