import { PostsAnswerSchema } from '@eclat/contracts';
import { storefrontApi } from '../../lib/api.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';

/**
 * Spec §2: the magazine is in the menu only if posts exist. One published post in the page's
 * language is enough to know; a failure hides the entry (spec §8: load failures are logged).
 */
export async function magazineHasPosts(storefront: Storefront): Promise<boolean> {
  try {
    const answer = await storefrontApi(storefront).get('/api/posts', PostsAnswerSchema, { itemPerPage: 1 });
    return answer.total > 0;
  } catch (error) {
    console.error(`[storefront] posts of company ${storefront.company.id} could not be counted:`, error);
    return false;
  }
}
