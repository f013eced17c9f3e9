// The promo popup's word cloud (spec §2, §9): 13 words made from the coupons on offer, each shown
// as -N% (percentage) or -N€ (fixed amount), or the word PROMO when there is no coupon.

export const WORD_CLOUD_SIZE = 13;
export const PROMO_WORD = 'PROMO';

export type CloudCoupon = { reductionType: string; amount: number };
/** weight 1 (small) to 4 (the largest); the centre word is the best offer. */
export type CloudWord = { text: string; weight: 1 | 2 | 3 | 4 };

/** A coupon's word: percentage amount is a rate; anything else is a fixed amount in cents. */
export function couponWord(coupon: CloudCoupon, currencySymbol: string): string {
  if (coupon.reductionType === 'percentage') return `-${Math.round(coupon.amount)}%`;
  const units = coupon.amount / 100;
  const shown = Number.isInteger(units) ? String(units) : units.toFixed(2).replace('.', ',');
  return `-${shown}${currencySymbol}`;
}

/** Weights from the centre outwards, so the cloud is denser and larger in its middle. */
const WEIGHTS: CloudWord['weight'][] = [1, 2, 1, 3, 2, 3, 4, 3, 2, 3, 1, 2, 1];

/**
 * The 13 words. The distinct coupon words are spread over the cloud, the biggest offer in the
 * centre; with no coupon every word is PROMO. Deterministic, so server and browser agree.
 */
export function wordCloud(coupons: readonly CloudCoupon[], currencySymbol: string): CloudWord[] {
  const words = [...new Set(coupons.filter((c) => c.amount > 0).map((c) => couponWord(c, currencySymbol)))];
  // The largest reduction first: percentages and fixed amounts are not comparable, so each kind
  // keeps its own order and percentages (usually the headline) come first.
  const ranked = words.sort((a, b) => rank(b) - rank(a));
  const pool = ranked.length > 0 ? ranked : [PROMO_WORD];
  const centre = Math.floor(WORD_CLOUD_SIZE / 2);
  // The other words take turns, so every offer shows about as often.
  return WEIGHTS.map((weight, index) => {
    const text = index === centre ? pool[0] : pool[(index + 1) % pool.length];
    return { text: text ?? PROMO_WORD, weight };
  });
}

function rank(word: string): number {
  const n = Number.parseFloat(word.slice(1).replace(',', '.'));
  return (word.endsWith('%') ? 1_000_000 : 0) + (Number.isFinite(n) ? n : 0);
}
