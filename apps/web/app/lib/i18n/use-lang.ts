import type { Lang } from '@eclat/contracts/langs';
import { useLocation, useRouteLoaderData } from 'react-router';
import { type ErrorMessageKey, errorMessages } from '../../locales/shell/error-messages.ts';
import type { MessageKey, Messages } from '../../locales/shell/fr.ts';
import { interpolate } from './interpolate.ts';
import { langFromPath } from './lang-path.ts';

/**
 * The page's language, read from the URL: it is right even on error pages rendered without any
 * loader data (an unknown host, the API down).
 */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * A translator bound to the page's language. The catalogue comes with the root loader's data (one
 * language per page, not five in the bundle); without it (an error before any company was
 * loaded) the bundled error texts answer, and any other key shows as itself.
 */
export function useT(): Translate {
  const lang = useLang();
  const root = useRouteLoaderData('root') as { messages?: Messages } | undefined;
  const messages = root?.messages;
  return (key, vars) => {
    const text = messages?.[key] ?? errorMessages[lang][key as ErrorMessageKey] ?? key;
    return interpolate(text, vars, lang);
  };
}
