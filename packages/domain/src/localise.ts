// Localised texts are per-language maps with fallback to the default language (architecture
// page "Time, money, text"; spec §1).
export const DOMAIN_LANGS = ['fr', 'en', 'de', 'es', 'it'] as const;
export type DomainLang = (typeof DOMAIN_LANGS)[number];
export type Localised = Partial<Record<DomainLang, string>>;

const LANG_SET: ReadonlySet<string> = new Set(DOMAIN_LANGS);

/** The text in `lang`, else in the fallback language, else the first non-empty one, else ''. */
export function localise(
  value: Localised | null | undefined,
  lang: DomainLang,
  fallback: DomainLang = 'fr',
): string {
  if (!value) return '';
  const own = value[lang];
  if (own) return own;
  const base = value[fallback];
  if (base) return base;
  for (const code of DOMAIN_LANGS) {
    const text = value[code];
    if (text) return text;
  }
  return '';
}

/** A non-empty object whose keys are all language codes and whose values are all strings. */
export function isLocalisedMap(value: unknown): value is Localised {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => LANG_SET.has(key) && typeof text === 'string');
}

/**
 * Resolves every localised map inside a settings document to the text of one language, so that
 * public answers carry plain strings (staff get the maps). Maps of booleans such as
 * `booker.langs` are left alone: only string-valued maps are texts.
 */
export function localiseDeep<T>(value: T, lang: DomainLang, fallback: DomainLang = 'fr'): unknown {
  if (isLocalisedMap(value)) return localise(value, lang, fallback);
  if (Array.isArray(value)) return value.map((item) => localiseDeep(item, lang, fallback));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = localiseDeep(item, lang, fallback);
    return out;
  }
  return value;
}
