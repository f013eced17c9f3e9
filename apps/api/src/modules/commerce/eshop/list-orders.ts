// Reading e-shop orders: a customer's own, and the staff listing limited to their shops.
import type { EshopOrderFilters } from '@eclat/contracts';
import type { DomainLang } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { countEshopOrders, eshopOrderFilter, loadEshopOrder, loadEshopOrders } from './orders.ts';

type Reader = { companyId: number; lang: DomainLang };

/** The customer's latest 200 orders, newest first. */
export async function customerEshopOrders(db: Db, input: Reader & { customerId: number }) {
  const where = eshopOrderFilter(input.companyId, { customerId: input.customerId }, null);
  return loadEshopOrders(db, where, input.lang, { limit: 200, offset: 0 });
}

/** One of the customer's orders; someone else's is not found. */
export async function customerEshopOrder(db: Db, input: Reader & { customerId: number; orderId: number }) {
  const where = eshopOrderFilter(input.companyId, { customerId: input.customerId }, null);
  const order = await loadEshopOrder(db, where, input.orderId, input.lang);
  if (!order) throw notFound('order not found');
  return order;
}

export async function companyEshopOrders(
  db: Db,
  input: Reader & { principal: Principal | null; filters: EshopOrderFilters },
) {
  const f = input.filters;
  const where = eshopOrderFilter(input.companyId, f, staffShopScope(input.principal));
  const [orders, total] = await Promise.all([
    loadEshopOrders(db, where, input.lang, { limit: f.itemPerPage, offset: (f.page - 1) * f.itemPerPage }),
    countEshopOrders(db, where),
  ]);
  return { orders, total, page: f.page, itemPerPage: f.itemPerPage };
}

/** One order of the shops the caller may act on. */
export async function staffEshopOrder(
  db: Db,
  input: Reader & { principal: Principal | null; orderId: number },
) {
  const where = eshopOrderFilter(input.companyId, {}, staffShopScope(input.principal));
  const order = await loadEshopOrder(db, where, input.orderId, input.lang);
  if (!order) throw notFound('order not found');
  return order;
}
