// The unsubscribe link's page (issue 23): what a marketing message's link is for, without sign-in.
// GET only reports (safe for mail scanners that open links); the page's button turns marketing off.
import { ApiError, isDeadLink, UnsubscribeAnswerSchema } from '@eclat/contracts';
import { data } from 'react-router';
import { storefrontApi } from '../../../lib/api.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { UnsubscribePage } from './privacy-types.ts';

/** The link's state; a forged or dead token explains itself (the route answers 404). */
export async function loadUnsubscribe(storefront: Storefront, token: string): Promise<UnsubscribePage> {
  try {
    const answer = await storefrontApi(storefront).get(
      `/api/consents/unsubscribe/${encodeURIComponent(token)}`,
      UnsubscribeAnswerSchema,
    );
    return { state: 'open', answer };
  } catch (error) {
    if (error instanceof ApiError && error.code === 429)
      throw data({ message: 'Too Many Requests' }, { status: 429 });
    if (isDeadLink(error)) return { state: 'invalid' };
    throw error;
  }
}
