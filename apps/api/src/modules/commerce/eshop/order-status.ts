// Staff moving an e-shop order along its lifecycle (ADR 0010).
import {
  canChangeEshopOrderStatus,
  type DomainLang,
  type EshopOrderStatus,
  restocksOnChange,
} from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { staffEshopOrder } from './list-orders.ts';
import { addStockQuantity, lockEshopOrder, setEshopOrderStatus, stockedLines } from './repository.ts';

/**
 * Changes the status and answers the order as staff see it. 404 for an order out of the caller's
 * shops, 409 for a change the lifecycle forbids.
 */
export async function changeEshopOrderStatus(
  db: Db,
  input: {
    companyId: number;
    principal: Principal | null;
    orderId: number;
    to: EshopOrderStatus;
    lang: DomainLang;
    now: () => Date;
  },
) {
  const { companyId, to } = input;
  const scope = staffShopScope(input.principal);
  await db.transaction(async (tx) => {
    const current = await lockEshopOrder(tx, companyId, input.orderId);
    if (!current || (scope && (current.shopId === null || !scope.includes(current.shopId))))
      throw notFound('order not found');
    if (!canChangeEshopOrderStatus(current.status, to))
      throw new HttpError(409, `cannot go from ${current.status} to ${to}`, { type: 'status' });
    await setEshopOrderStatus(tx, { companyId, orderId: current.id, status: to, now: input.now() });
    if (restocksOnChange(current.status, to) && current.shopId !== null) {
      // Paid pieces left the stock at payment; an order cancelled before pick-up returns them.
      for (const line of await stockedLines(tx, current.id)) {
        await addStockQuantity(tx, { companyId, shopId: current.shopId, ...line });
      }
    }
  });
  return staffEshopOrder(db, input);
}
