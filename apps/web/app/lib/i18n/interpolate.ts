const rules = new Map<string, Intl.PluralRules>();
const pluralRules = (lang: string) => {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule;
};

// `{count, plural, one {# boutique} other {# boutiques}}`: the ICU shape, kept to what the
// catalogues need (forms without nested braces; `=0`-style exact forms; `#` is the number).
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** The form of a plural block for a number, by the language's plural rules (Intl.PluralRules). */
function pluralForm(forms: string, count: number, lang: string): string {
  const byName = new Map([...forms.matchAll(FORM)].map((m) => [m[1], m[2] ?? ''] as const));
  const form = byName.get(`=${count}`) ?? byName.get(pluralRules(lang).select(count)) ?? byName.get('other');
  return (form ?? '').replaceAll('#', String(count));
}

/**
 * Fills `{name}` placeholders of a catalogue text and chooses its plural forms by the language's
 * rules; unknown placeholders stay visible. `lang` matters for plural blocks only.
 */
export function interpolate(text: string, vars?: Record<string, string | number>, lang = 'fr'): string {
  if (!vars) return text;
  return text
    .replace(PLURAL, (whole, name: string, forms: string) => {
      const value = vars[name];
      return typeof value === 'number' ? pluralForm(forms, value, lang) : whole;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The names a catalogue text takes (plain and plural), sorted: the catalogues' tests compare them. */
export function placeholderNames(text: string): string[] {
  const names = [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}
