import type { MetaDescriptor } from 'react-router';
import { withPageTitle } from './meta.ts';

type ParentMatch = { id: string; meta: MetaDescriptor[] } | undefined;

/**
 * The meta of a page of the journeys: its own title, and no indexing, since a cart, a payment
 * return or an account page has nothing for a search engine.
 */
export function journeyMeta(matches: readonly ParentMatch[], title: string | undefined): MetaDescriptor[] {
  return [
    ...withPageTitle(matches, title).filter((tag) => !('tagName' in tag && tag.rel === 'canonical')),
    { name: 'robots', content: 'noindex' },
  ];
}
