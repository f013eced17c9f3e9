import type { Lang } from '@eclat/contracts/langs';

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
export const LANG_NAMES: Record<Lang, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};
