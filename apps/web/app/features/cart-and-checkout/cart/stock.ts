import type { ApiCaller } from '../../../lib/browser-api.ts';
import { callApi } from '../../../lib/browser-api.ts';
import type { CartProduct } from './types.ts';

/**
 * The stock of the cart's tracked products at the pick-up shop (GET /api/eshop/stock/{id}/{qty},
 * spec §7): asked again before paying (issue 8 "stock re-verified before paying"). Untracked
 * products are unlimited (spec §5) and not asked.
 */
export async function fetchStock(
  caller: ApiCaller,
  items: readonly { id: number; quantity: number }[],
  products: Record<number, CartProduct>,
  shopId: number,
): Promise<Record<number, number>> {
  const tracked = items.filter((item) => products[item.id]?.available && products[item.id]?.enableStock);
  const answers = await Promise.all(
    tracked.map((item) =>
      callApi(caller, `/api/eshop/stock/${item.id}/${item.quantity}`, {
        answer: 'StockAnswerSchema',
        query: { shopId },
        authToken: null,
      }),
    ),
  );
  return Object.fromEntries(answers.map((answer) => [answer.id, answer.stock]));
}
