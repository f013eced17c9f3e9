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
 * Where each namespace's texts come from, in the page's language only (locales/index.ts): the
 * root's loader data for the shell, the language layout's or the page's own `pageTexts` for the
 * others (discovery and journeys: lib/i18n/page-group-texts.server.ts; reviews, privacy:
 * lib/i18n/page-texts.server.ts).
 */
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
  const root = useRouteLoaderData('root') as { messages?: Record<string, string> } | undefined;
  const matches = useMatches();
  const messages = namespace === 'shell' ? root?.messages : pageMessages(matches, namespace);
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
