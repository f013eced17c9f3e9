// The storefront's stock checks (spec §5/§7): can qty pieces of these products be bought.
import { isStockAvailable } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { availableStocks } from './stock.ts';

type Check = { companyId: number; qty: number; shopId: number | null };

/** One product; a missing product has stock 0. */
export async function checkStock(db: Db, input: Check & { id: number }) {
  const { id, qty } = input;
  const stocks = await availableStocks(db, input.companyId, [id], input.shopId);
  const stock = stocks.get(id) ?? 0;
  return { id, quantity: qty, stock, available: isStockAvailable(stock, qty) };
}

/** Several products: available when every one is. */
export async function verifyStocks(db: Db, input: Check & { ids: number[] }) {
  const { ids, qty } = input;
  const stocks = await availableStocks(db, input.companyId, ids, input.shopId);
  const items = ids.map((id) => {
    const stock = stocks.get(id) ?? 0;
    return { id, stock, available: isStockAvailable(stock, qty) };
  });
  return { available: items.every((item) => item.available), quantity: qty, items };
}
