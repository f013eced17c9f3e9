// Language constants without zod, so that browser code can import them without shipping the
// schemas (the storefront's client bundle imports only this entry: `@eclat/contracts/langs`).

/** Spec §1: fr is the default and the fallback; the others are URL prefixes. */
export const LANGS = ['fr', 'en', 'de', 'es', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

/** Locale codes for dates and money (spec §1). */
export const LOCALE_CODES: Record<Lang, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
};

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);
