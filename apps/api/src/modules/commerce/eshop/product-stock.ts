// Staff stock of a product per shop: quantity, reserved by payments in progress, available.
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { isCompanyShop, lockReservedStock, productOf, setStockQuantity } from './repository.ts';
import { stockRows } from './stock.ts';

type Target = { companyId: number; principal: Principal | null; articleId: number };

async function existingProduct(db: Db, companyId: number, articleId: number) {
  const product = await productOf(db, companyId, articleId);
  if (!product) throw notFound('product not found');
  return product;
}

/** The product's rows in the shops the caller may see; 404 for a missing product. */
export async function productStock(db: Db, { companyId, principal, articleId }: Target) {
  const product = await existingProduct(db, companyId, articleId);
  const rows = await stockRows(db, companyId, articleId, staffShopScope(principal));
  return {
    articleId,
    enableStock: product.enableStock,
    shops: rows.map((row) => ({ ...row, available: row.quantity - row.reserved })),
  };
}

/** Sets the quantity in one shop, never below what payments in progress hold (409). */
export async function setProductStock(db: Db, input: Target & { shopId: number; quantity: number }) {
  const { companyId, articleId, shopId, quantity } = input;
  const scope = staffShopScope(input.principal);
  await existingProduct(db, companyId, articleId);
  if (!(await isCompanyShop(db, companyId, shopId))) throw notFound('shop not found');
  if (scope && !scope.includes(shopId)) throw new HttpError(403, 'not one of your shops', { type: 'auth' });
  await db.transaction(async (tx) => {
    const current = await lockReservedStock(tx, articleId, shopId);
    if (current && quantity < current.reserved)
      throw new HttpError(409, `${current.reserved} pieces are held by payments in progress`, {
        type: 'stock',
      });
    await setStockQuantity(tx, { companyId, articleId, shopId, quantity });
  });
  return productStock(db, input);
}
