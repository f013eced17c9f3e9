// Removing a gift order from the statistics (a soft delete), refused while it is paid.
import { canDeleteGiftOrder } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { lockLiveGiftOrder, softDeleteGiftOrder } from './repository.ts';

/** 404 for an order that is missing, deleted or of a shop the caller may not act on; 409 when paid. */
export async function deleteGiftOrder(
  db: Db,
  input: { companyId: number; principal: Principal | null; orderId: number; now: Date },
): Promise<void> {
  const scope = staffShopScope(input.principal);
  await db.transaction(async (tx) => {
    const order = await lockLiveGiftOrder(tx, input.companyId, input.orderId);
    if (!order || (scope && (order.shopId === null || !scope.includes(order.shopId))))
      throw notFound('gift order not found');
    if (!canDeleteGiftOrder(order.status))
      throw new HttpError(409, 'a paid gift order cannot be deleted; refund it first', {
        type: 'status',
      });
    await softDeleteGiftOrder(tx, order.id, input.now);
  });
}
