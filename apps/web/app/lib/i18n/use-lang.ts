import type { Lang } from '@eclat/contracts/langs';
import { useCallback } from 'react';
import { type UIMatch, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { Namespace, TextKey } from '../../locales/index.ts';
import { type ErrorMessageKey, errorMessages } from '../../locales/shell/error-messages.ts';
import { interpolate } from './interpolate.ts';
import { langFromPath } from './lang-path.ts';

/**
 * The page's language, read from the URL: it is right even on error pages rendered without any
 * loader data (an unknown host, the API down).
 */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type Translate<N extends Namespace> = (
  key: TextKey<N>,
  vars?: Record<string, string | number>,
) => string;

/**
 * The route whose loader sends each namespace's catalogue, in the page's language only (see
 * locales/index.ts; the layouts' ids are set in routes.ts).
 */
const SENT_BY: Record<Namespace, string | null> = {
  shell: 'root',
  discovery: 'discovery',
  journeys: 'journeys',
  // Sent by the pages that show reviews, in their own loader data (lib/i18n/page-texts.server.ts).
  reviews: null,
  // Sent by the privacy pages (issue 23) the same way.
  privacy: null,
};

type PageTexts = { pageTexts?: Partial<Record<Namespace, Record<string, string>>> };

/** A namespace a page sends itself: the deepest match whose loader data carries it. */
function pageMessages(matches: UIMatch[], namespace: Namespace): Record<string, string> | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const texts = (matches[i]?.loaderData as PageTexts | undefined)?.pageTexts?.[namespace];
    if (texts) return texts;
  }
  return undefined;
}

/**
 * The one translator: the texts of a namespace in the page's language, from the loader data that
 * carries them (one language per page, not five in the bundle). Without them (an error before any
 * company was loaded) the bundled error texts answer for the shell, and any other key shows as
 * itself. Stable while the texts are: effects that depend on it (payment providers) run once.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const lang = useLang();
  const sentBy = SENT_BY[namespace];
  const data = useRouteLoaderData(sentBy ?? 'root') as { messages?: Record<string, string> } | undefined;
  const matches = useMatches();
  const messages = sentBy ? data?.messages : pageMessages(matches, namespace);
  return useCallback<Translate<N>>(
    (key, vars) => {
      const text =
        messages?.[key] ??
        (namespace === 'shell' ? errorMessages[lang][key as ErrorMessageKey] : undefined) ??
        key;
      return interpolate(text, vars, lang);
    },
    [messages, lang, namespace],
  );
}
