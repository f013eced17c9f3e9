// The invitation link's page (issue 22): the visit a signed review link is for, without sign-in.
import { ApiError, isDeadLink, type ReviewInvitation, ReviewInvitationSchema } from '@eclat/contracts';
import { data } from 'react-router';
import { storefrontApi } from '../../lib/api.server.ts';
import { loadShopsOrWait } from '../../lib/shops.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';

export type InvitationPage =
  | {
      state: 'open';
      invitation: ReviewInvitation;
      /** The shop's page (unprefixed) and time zone: the visit's day is said in the shop's. */
      shop: { slug: string; timeZone: string } | null;
    }
  | { state: 'invalid' };

/**
 * The invitation of a token. A dead link (forged, expired, another business's) is not an error
 * page: it explains itself (with a 404 status, so that nothing indexes or caches it as a page);
 * too many dead links from one address, a 429.
 */
export async function loadInvitation(storefront: Storefront, token: string) {
  try {
    const [invitation, shops] = await Promise.all([
      storefrontApi(storefront).get(
        `/api/reviews/invitations/${encodeURIComponent(token)}`,
        ReviewInvitationSchema,
      ),
      loadShopsOrWait(storefront),
    ]);
    const shop = shops.find((s) => s.id === invitation.visit.shopId);
    const page: InvitationPage = {
      state: 'open',
      invitation,
      shop: shop ? { slug: shop.slug, timeZone: shop.timeZone } : null,
    };
    return page;
  } catch (error) {
    if (error instanceof ApiError && error.code === 429)
      throw data({ message: 'Too Many Requests' }, { status: 429 });
    if (isDeadLink(error)) {
      const page: InvitationPage = { state: 'invalid' };
      return page;
    }
    throw error;
  }
}
