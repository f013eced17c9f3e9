// The waitlist offer link's page (issue 21): what a signed link offers, without sign-in.
import { ApiError, isDeadLink, type WaitlistOfferView, WaitlistOfferViewSchema } from '@eclat/contracts';
import { data } from 'react-router';
import { storefrontApi } from '../../../lib/api.server.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { toBookingShop } from '../reservation.server.ts';
import type { BookingShop } from '../types.ts';

export type OfferPage =
  | {
      kind: 'offer';
      view: WaitlistOfferView;
      shop: BookingShop | null;
      /** The server's clock when the page was made: the countdown corrects the browser's by it. */
      now: string;
    }
  /** Forged, cut, another salon's, or an offer that no longer exists: said in words, not a bare 404. */
  | { kind: 'invalid' };

/**
 * The offer of a token with its shop. A dead link answers the page that explains it with a 404
 * status; an offer already answered or over comes back with its status, which the page explains.
 */
export async function loadOffer(storefront: Storefront, token: string): Promise<OfferPage> {
  try {
    const [view, shops] = await Promise.all([
      storefrontApi(storefront).get(
        `/api/waitlist/offers/${encodeURIComponent(token)}`,
        WaitlistOfferViewSchema,
      ),
      loadShopsOrWait(storefront),
    ]);
    const shop = shops.find((s) => s.id === view.entry.shopId);
    return {
      kind: 'offer',
      view,
      shop: shop ? toBookingShop(shop, serverConfig().apiUrl) : null,
      now: new Date().toISOString(),
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 429)
      throw data({ message: 'Too Many Requests' }, { status: 429 });
    if (isDeadLink(error)) return { kind: 'invalid' };
    throw error;
  }
}
