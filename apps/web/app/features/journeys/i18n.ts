import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { interpolate } from '../../lib/i18n/interpolate.ts';
import { useLang } from '../../lib/i18n/use-lang.ts';
import type { JourneyKey, JourneyMessages } from '../../locales/journeys/fr.ts';

export type { JourneyKey } from '../../locales/journeys/fr.ts';
export type JourneyTranslate = (key: JourneyKey, vars?: Record<string, string | number>) => string;

/**
 * The journeys' translator. Their texts come with the journeys layout's loader data (one language,
 * only on these pages), like the shell's come with the root's (lib/i18n/use-lang.ts useT).
 */
export function useJT(): JourneyTranslate {
  const data = useRouteLoaderData('journeys') as { messages?: JourneyMessages } | undefined;
  const messages = data?.messages;
  const lang = useLang();
  // Stable while the language is: effects that depend on it (payment providers) run once.
  return useCallback<JourneyTranslate>(
    (key, vars) => interpolate(messages?.[key] ?? key, vars, lang),
    [messages, lang],
  );
}
