// The account's waitlist page (issue 21): the customer's entries with the time zone of each shop.
import { MyWaitlistSchema } from '@eclat/contracts';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../customer.server.ts';

export async function loadMyWaitlist(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    const [{ entries }, shops] = await Promise.all([
      api.get('/api/waitlist/me', MyWaitlistSchema),
      loadShopsOrWait(storefront),
    ]);
    const zones: Record<number, string> = Object.fromEntries(shops.map((s) => [s.id, s.timeZone]));
    return { entries, zones, now: new Date().toISOString() };
  });
}
