// The account's "Mes avis" (issue 22), read with the customer's session cookie.
import { type MyReviews, MyReviewsSchema } from '@eclat/contracts';
import { loadShopsOrWait } from '../../lib/shops.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../account/customer.server.ts';

export type MyReviewsPage = MyReviews & {
  /** Each shop's time zone (visits are said in the shop's) and name (who replies). */
  shops: Record<number, { timeZone: string; name: string }>;
};

export async function loadMyReviews(storefront: Storefront, request: Request): Promise<MyReviewsPage> {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    const [mine, shops] = await Promise.all([
      api.get('/api/reviews/me', MyReviewsSchema),
      loadShopsOrWait(storefront),
    ]);
    return {
      ...mine,
      shops: Object.fromEntries(shops.map((s) => [s.id, { timeZone: s.timeZone, name: s.publicInfo.name }])),
    };
  });
}
