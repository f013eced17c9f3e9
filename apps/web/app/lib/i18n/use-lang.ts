import type { Lang } from '@eclat/contracts';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../locales/index.ts';
import { langFromPath } from './lang-path.ts';
import { t } from './t.ts';

/**
 * The page's language, read from the URL: it is right even on error pages rendered without any
 * loader data (an unknown host, the API down).
 */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** A translator bound to the page's language. */
export function useT(): (key: MessageKey) => string {
  const lang = useLang();
  return (key) => t(lang, key);
}
