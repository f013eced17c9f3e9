// One i18n set-up for the console (STYLE "Only one way"): flat message catalogues per language,
// fr the reference and the fallback (spec §1), `{name}` placeholders.
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@eclat/contracts/langs';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export type MessageKey = keyof typeof fr;
export type Messages = Record<MessageKey, string>;
export type Vars = Record<string, string | number>;

export const CATALOGUES: Record<Lang, Messages> = { fr, en, de, es, it };
const LANG_KEY = 'eclat_admin_lang';

export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  const text = CATALOGUES[lang][key] || CATALOGUES[DEFAULT_LANG][key] || key;
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
}

export type T = (key: MessageKey, vars?: Vars) => string;
type I18n = { lang: Lang; setLang: (lang: Lang) => void; t: T };

const I18nContext = createContext<I18n | null>(null);

function initialLang(): Lang {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((next: Lang) => {
    localStorage.setItem(LANG_KEY, next);
    document.documentElement.lang = next;
    setLangState(next);
  }, []);
  const value = useMemo<I18n>(
    () => ({ lang, setLang, t: (key, vars) => translate(lang, key, vars) }),
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export const LANG_NAMES: Record<Lang, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};
export { LANGS };
