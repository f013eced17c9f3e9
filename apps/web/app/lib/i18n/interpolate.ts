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
// catalogues need (`=0`-style exact forms; `#` is the number). A form may hold plain `{name}`
// placeholders, no further blocks.
const BODY = String.raw`(?:[^{}]|\{\w+\})*`;
const PLURAL = new RegExp(
  String.raw`\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{${BODY}\})+)\s*\}`,
  'g',
);
const FORM = new RegExp(String.raw`(=\d+|zero|one|two|few|many|other)\s*\{(${BODY})\}`, 'g');
// `{shopWord, select, institut {Aucun institut} other {Aucune boutique}}`: the form named by the
// value, else `other` (ICU select; used where a noun's gender changes the words around it).
const SELECT = new RegExp(String.raw`\{(\w+), select,((?:\s*\w+\s*\{${BODY}\})+)\s*\}`, 'g');
const CHOICE = new RegExp(String.raw`(\w+)\s*\{(${BODY})\}`, 'g');

function selectForm(forms: string, value: string): string {
  const byName = new Map([...forms.matchAll(CHOICE)].map((m) => [m[1], m[2] ?? ''] as const));
  return byName.get(value) ?? byName.get('other') ?? '';
}

/** The form of a plural block for a number, by the language's plural rules (Intl.PluralRules). */
function pluralForm(forms: string, count: number, lang: string): string {
  const byName = new Map([...forms.matchAll(FORM)].map((m) => [m[1], m[2] ?? ''] as const));
  const form = byName.get(`=${count}`) ?? byName.get(pluralRules(lang).select(count)) ?? byName.get('other');
  return (form ?? '').replaceAll('#', String(count));
}

/**
 * Fills `{name}` placeholders of a catalogue text, chooses its select forms by value and its plural
 * forms by the language's rules; unknown placeholders (and blocks) stay as they are, so a text can
 * be filled in two passes (lib/i18n/shop-word.ts fills the shop's noun first). `lang` matters for
 * plural blocks only.
 */
export function interpolate(text: string, vars?: Record<string, string | number>, lang = 'fr'): string {
  if (!vars) return text;
  return text
    .replace(SELECT, (whole, name: string, forms: string) => {
      const value = vars[name];
      return value === undefined ? whole : selectForm(forms, String(value));
    })
    .replace(PLURAL, (whole, name: string, forms: string) => {
      const value = vars[name];
      return typeof value === 'number' ? pluralForm(forms, value, lang) : whole;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The names a catalogue text takes from its caller (plain, plural and select), sorted: the
 * catalogues' tests compare them across languages. `ambient` names are filled for every text
 * (the shop's noun, which one language declines by gender and another does not) and left out.
 */
export function placeholderNames(text: string, ambient: ReadonlySet<string> = new Set()): string[] {
  // A block counts as its own name plus the placeholders of its forms (the forms' braces are not names).
  const flat = (name: string, forms: string, form: RegExp) =>
    `{${name}} ${[...forms.matchAll(form)].map((m) => m[2]).join(' ')}`;
  const plain = text
    .replace(SELECT, (_whole, name: string, forms: string) => flat(name, forms, CHOICE))
    .replace(PLURAL, (_whole, name: string, forms: string) => flat(name, forms, FORM));
  const names = [...plain.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].filter((name) => !ambient.has(name)).sort();
}
