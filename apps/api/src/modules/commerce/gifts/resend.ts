// Mailing a voucher again (staff, or the customer who bought it).
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { queueGiftMail } from './mail.ts';
import { lockGift } from './repository.ts';

/**
 * Queues the voucher mail to `email` (or the recipient's address), greeting `to` (or the
 * recipient). 404 for a voucher that is missing or someone else's, 409 when it cannot be sent.
 */
export async function resendGiftMail(
  db: Db,
  input: {
    companyId: number;
    principal: Principal;
    giftId: number;
    email?: string;
    to?: string | null;
    now: Date;
  },
): Promise<string> {
  const p = input.principal;
  const email = await db.transaction(async (tx) => {
    const gift = await lockGift(tx, input.companyId, input.giftId);
    // Someone else's voucher answers like a missing one.
    if (!gift || (p.type === 'customer' && gift.buyerCustomerId !== p.customerId))
      throw notFound('gift not found');
    if (gift.status !== 'active' && gift.status !== 'used')
      throw new HttpError(409, `gift ${gift.status}`, { type: 'gift' });
    const recipientName = input.to ?? gift.recipientName;
    return queueGiftMail(tx, { ...gift, recipientName }, { to: input.email, now: input.now });
  });
  if (!email) throw new HttpError(409, 'no address to mail the voucher to', { type: 'gift' });
  return email;
}
