import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponWord, WORD_CLOUD_SIZE, wordCloud } from './word-cloud.ts';

describe('couponWord', () => {
  it('shows a percentage as -N% and a fixed amount (cents) as -N€', () => {
    expect(couponWord({ reductionType: 'percentage', amount: 10 }, '€')).toBe('-10%');
    expect(couponWord({ reductionType: 'fixed', amount: 1500 }, '€')).toBe('-15€');
    expect(couponWord({ reductionType: 'amount', amount: 1250 }, '€')).toBe('-12,50€');
  });
});

describe('wordCloud (spec §9: 13 words)', () => {
  it('has 13 words made of the coupons, the best offer in the centre', () => {
    const cloud = wordCloud(
      [
        { reductionType: 'percentage', amount: 10 },
        { reductionType: 'fixed', amount: 1500 },
        { reductionType: 'percentage', amount: 5 },
      ],
      '€',
    );
    expect(cloud).toHaveLength(WORD_CLOUD_SIZE);
    expect(cloud[6]).toEqual({ text: '-10%', weight: 4 });
    expect(new Set(cloud.map((w) => w.text))).toEqual(new Set(['-10%', '-5%', '-15€']));
  });

  it('is all PROMO without coupons', () => {
    expect(wordCloud([], '€').map((w) => w.text)).toEqual(Array(13).fill('PROMO'));
  });

  it('always gives 13 words, each a coupon word or PROMO', () => {
    const coupon = fc.record({
      reductionType: fc.constantFrom('percentage', 'fixed'),
      amount: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(coupon, { maxLength: 20 }), (coupons) => {
        const cloud = wordCloud(coupons, '€');
        expect(cloud).toHaveLength(13);
        const allowed = new Set(['PROMO', ...coupons.map((c) => couponWord(c, '€'))]);
        for (const word of cloud) expect(allowed.has(word.text)).toBe(true);
      }),
    );
  });
});
