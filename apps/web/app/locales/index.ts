import type { Lang } from '@eclat/contracts/langs';
import type { DiscoveryMessages } from './discovery/fr.ts';
import { discoveryCatalogues } from './discovery/index.ts';
import type { JourneyMessages } from './journeys/fr.ts';
import { journeyCatalogues } from './journeys/index.ts';
import type { PrivacyMessages } from './privacy/fr.ts';
import { privacyCatalogues } from './privacy/index.ts';
import type { ReviewMessages } from './reviews/fr.ts';
import { reviewCatalogues } from './reviews/index.ts';
import type { Messages as ShellMessages } from './shell/fr.ts';
import { catalogues as shellCatalogues } from './shell/index.ts';

// The interface texts, one folder per namespace (locales/<namespace>/<lang>.ts, fr the reference
// whose keys every other language has: each folder's catalogue test checks it). A namespace is
// what one loader sends with a page, in the page's language only: `shell` with the root's data
// (every page); `discovery` (the pages one browses: home, shops, services, e-shop, magazine,
// contact, legal) and `journeys` (booking, gift vouchers, cart, payment, sign-in, account) with the
// language layout's, only the keys the page's code uses (<namespace>/by-page.gen.ts, written by
// `npm run texts`). `reviews` (issue 22) and `privacy` (issue 23) are sent by the pages that show
// them, in their own loader data (`pageTexts`, lib/i18n/page-texts.server.ts). Components read them
// with useT(namespace) (lib/i18n/use-lang.ts), server code with translate(lang, namespace, key)
// (lib/i18n/translate.ts).

export type NamespaceMessages = {
  shell: ShellMessages;
  discovery: DiscoveryMessages;
  journeys: JourneyMessages;
  reviews: ReviewMessages;
  privacy: PrivacyMessages;
};
export type Namespace = keyof NamespaceMessages;
export type TextKey<N extends Namespace> = keyof NamespaceMessages[N] & string;

/** Every namespace in the five languages: server side only (it bundles them all). */
export const namespaceCatalogues: { [N in Namespace]: Record<Lang, NamespaceMessages[N]> } = {
  shell: shellCatalogues,
  discovery: discoveryCatalogues,
  journeys: journeyCatalogues,
  reviews: reviewCatalogues,
  privacy: privacyCatalogues,
};
