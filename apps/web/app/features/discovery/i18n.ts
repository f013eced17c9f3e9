import { useRouteLoaderData } from 'react-router';
import { interpolate } from '../../lib/i18n/interpolate.ts';
import { useLang } from '../../lib/i18n/use-lang.ts';
import type { DiscoveryKey, DiscoveryMessages } from '../../locales/discovery/fr.ts';

export type { DiscoveryKey } from '../../locales/discovery/fr.ts';
export type DiscoveryTranslate = (key: DiscoveryKey, vars?: Record<string, string | number>) => string;

/** The route id of the discovery layout, whose loader sends the texts (routes/discovery/routes.ts). */
export const DISCOVERY_LAYOUT_ID = 'discovery';

/**
 * The discovery pages' translator. Their texts come with the discovery layout's loader data (one
 * language, only on these pages), like the shell's come with the root's (useT).
 */
export function useDT(): DiscoveryTranslate {
  const data = useRouteLoaderData(DISCOVERY_LAYOUT_ID) as { messages?: DiscoveryMessages } | undefined;
  const messages = data?.messages;
  const lang = useLang();
  return (key, vars) => interpolate(messages?.[key] ?? key, vars, lang);
}
