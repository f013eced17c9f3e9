import { DEFAULT_SHOP_WORD, type Lang, type ShopWord } from '@eclat/contracts';
import { interpolate } from './interpolate.ts';

type Noun = { one: string; other: string; gender: 'm' | 'f' | 'n' };
const n = (one: string, other: string, gender: Noun['gender']): Noun => ({ one, other, gender });

/**
 * The company's noun for its place (settings.shopWord, ADR 0020) in each language. English has no
 * "boutique" for a beauty place: the default reads "salon" there, as the catalogues always did;
 * German, Spanish and Italian likewise keep their former default nouns.
 */
const NOUNS: Record<Lang, Record<ShopWord, Noun>> = {
  fr: {
    boutique: n('boutique', 'boutiques', 'f'),
    institut: n('institut', 'instituts', 'm'),
    salon: n('salon', 'salons', 'm'),
    studio: n('studio', 'studios', 'm'),
    spa: n('spa', 'spas', 'm'),
  },
  en: {
    boutique: n('salon', 'salons', 'n'),
    institut: n('institute', 'institutes', 'n'),
    salon: n('salon', 'salons', 'n'),
    studio: n('studio', 'studios', 'n'),
    spa: n('spa', 'spas', 'n'),
  },
  de: {
    boutique: n('Salon', 'Salons', 'm'),
    institut: n('Institut', 'Institute', 'n'),
    salon: n('Salon', 'Salons', 'm'),
    studio: n('Studio', 'Studios', 'n'),
    spa: n('Spa', 'Spas', 'n'),
  },
  es: {
    boutique: n('salón', 'salones', 'm'),
    institut: n('instituto', 'institutos', 'm'),
    salon: n('salón', 'salones', 'm'),
    studio: n('estudio', 'estudios', 'm'),
    spa: n('spa', 'spas', 'm'),
  },
  it: {
    boutique: n('istituto', 'istituti', 'm'),
    institut: n('istituto', 'istituti', 'm'),
    salon: n('salone', 'saloni', 'm'),
    studio: n('studio', 'studi', 'm'),
    spa: n('spa', 'spa', 'f'),
  },
};

const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * The names every text may use for the shop: `{shopNoun}` `{shopNouns}` `{ShopNoun}` `{ShopNouns}`, and
 * `{shopWord, select, …}` / `{shopGender, select, …}` where articles and agreements change
 * (elision in French and Italian, three genders in German).
 */
export const SHOP_WORD_VARS: ReadonlySet<string> = new Set([
  'shopWord',
  'shopGender',
  'shopNoun',
  'shopNouns',
  'ShopNoun',
  'ShopNouns',
]);

/** The company's word; an answer from before the setting existed reads as the default. */
export function shopWordOf(company: { shopWord?: ShopWord | undefined }): ShopWord {
  return company.shopWord ?? DEFAULT_SHOP_WORD;
}

export function shopWordVars(word: ShopWord, lang: Lang): Record<string, string> {
  const noun = NOUNS[lang][word];
  return {
    shopWord: word,
    shopGender: noun.gender,
    shopNoun: noun.one,
    shopNouns: noun.other,
    ShopNoun: capital(noun.one),
    ShopNouns: capital(noun.other),
  };
}

const cache = new Map<string, unknown>();

/**
 * A catalogue with the company's noun written in (server side, before it is sent with the page):
 * the browser's translators and bundle stay as they were. The other placeholders are left for
 * the translators. 25 catalogues at most per kind (5 words × 5 languages), kept.
 */
export function withShopWord<M extends Record<string, string>>(
  kind: string,
  messages: M,
  word: ShopWord,
  lang: Lang,
): M {
  const key = `${kind}:${lang}:${word}`;
  const known = cache.get(key) as M | undefined;
  if (known) return known;
  const vars = shopWordVars(word, lang);
  const filled = Object.fromEntries(
    Object.entries(messages).map(([name, text]) => [name, interpolate(text, vars, lang)]),
  ) as M;
  cache.set(key, filled);
  return filled;
}
