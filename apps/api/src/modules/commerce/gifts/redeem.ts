// Paying with a gift voucher (issue 6): partial use keeps the rest as balance. The payment issue
// calls redeemGift inside its fulfilment transaction; staff call it through POST /api/gifts/use.
import { applyGift, giftUsability, normaliseGiftCode } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { bookingOrderShop, giftByCode, recordGiftUse } from './repository.ts';

export type UsableGift = { id: number; code: string; balance: number; expiresAt: Date | null };

/** A usable voucher (active, not expired, money left) by code in any case and spacing, or null. */
export async function findUsableGift(
  db: Db,
  companyId: number,
  code: string,
  now: Date,
): Promise<UsableGift | null> {
  const normal = normaliseGiftCode(code);
  if (!normal) return null;
  const gift = await giftByCode(db, companyId, normal);
  if (!gift || giftUsability(gift, now) !== 'usable') return null;
  return { id: gift.id, code: gift.code, balance: gift.balance, expiresAt: gift.expiresAt };
}

export type GiftRedemption = { giftId: number; used: number; balance: number };

/**
 * Inside the caller's transaction: locks the voucher, takes min(balance, amount), records the
 * use (against a booking order of the company when given) and keeps the rest. 404 'gift not
 * found'; 409 type 'gift' when it is expired, empty or not active; 400 for a bad amount.
 */
export async function redeemGift(
  tx: Db,
  input: { companyId: number; code: string; amount: number; bookingOrderId: number | null; now: Date },
): Promise<GiftRedemption> {
  const { companyId, amount, bookingOrderId, now } = input;
  if (!Number.isInteger(amount) || amount <= 0)
    throw new HttpError(400, 'Requête invalide', {
      type: 'gift',
      errors: [{ path: 'amount', message: 'a positive whole number of cents is required' }],
    });
  const normal = normaliseGiftCode(input.code);
  if (!normal) throw new HttpError(404, 'gift not found', { type: 'gift' });
  const gift = await giftByCode(tx, companyId, normal, true);
  if (!gift) throw new HttpError(404, 'gift not found', { type: 'gift' });
  const usability = giftUsability(gift, now);
  if (usability !== 'usable') throw new HttpError(409, `gift ${usability}`, { type: 'gift' });
  if (bookingOrderId !== null) {
    const order = await bookingOrderShop(tx, companyId, bookingOrderId);
    if (!order) throw new HttpError(404, 'booking order not found', { type: 'booking_order' });
  }
  const outcome = applyGift(gift.balance, amount);
  await recordGiftUse(tx, { companyId, giftId: gift.id, bookingOrderId, ...outcome });
  return { giftId: gift.id, used: outcome.used, balance: outcome.balance };
}

/**
 * Staff paying with a voucher at the desk: an access account limited to some shops may only
 * charge a booking order of those shops (another shop's order answers like a missing one).
 */
export async function redeemAtDesk(
  db: Db,
  input: {
    companyId: number;
    principal: Principal | null;
    code: string;
    amount: number;
    bookingOrderId: number | null;
    now: Date;
  },
): Promise<GiftRedemption> {
  const { companyId, bookingOrderId } = input;
  const scope = staffShopScope(input.principal);
  return db.transaction(async (tx) => {
    if (bookingOrderId !== null && scope) {
      const order = await bookingOrderShop(tx, companyId, bookingOrderId);
      if (!order || !scope.includes(order.shopId)) throw notFound('booking order not found');
    }
    return redeemGift(tx, {
      companyId,
      code: input.code,
      amount: input.amount,
      bookingOrderId,
      now: input.now,
    });
  });
}
