/** Spec §4: closing the coupon popup sets this cookie to 'true' for one day (spec §9). */
export const COUPONS_CLOSED_COOKIE = 'coupons_closed';
export const COUPONS_CLOSED_MAX_AGE = 24 * 60 * 60;
