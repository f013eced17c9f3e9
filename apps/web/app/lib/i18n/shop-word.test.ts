import { SHOP_WORDS } from '@eclat/contracts';
import { LANGS } from '@eclat/contracts/langs';
import { describe, expect, it } from 'vitest';
import { discoveryCatalogues } from '../../locales/discovery/index.ts';
import { journeyCatalogues } from '../../locales/journeys/index.ts';
import { catalogues } from '../../locales/shell/index.ts';
import { shopWordVars, withShopWord } from './shop-word.ts';

describe('the shop word (ADR 0020)', () => {
  it('keeps the spec text for the default word (spec §2)', () => {
    const discovery = withShopWord('test-d', discoveryCatalogues.fr, 'boutique', 'fr');
    expect(discovery.searchPlaceholder).toBe('Rechercher une boutique');
    expect(discovery.resultsFor).toBe('{count, plural, one {# boutique} other {# boutiques}} pour « {q} »');
  });

  it('writes each word with its articles and agreements', () => {
    const fr = (word: (typeof SHOP_WORDS)[number]) =>
      withShopWord('test-j', journeyCatalogues.fr, word, 'fr');
    expect(fr('boutique').noShopOffers).toMatch(/^Aucune boutique ne propose/);
    expect(fr('institut').noShopOffers).toMatch(/^Aucun institut ne propose/);
    expect(fr('institut').messageLabel).toBe('Un message pour l’institut');
    expect(fr('studio').messageLabel).toBe('Un message pour le studio');
    expect(fr('boutique').pickupChoose).toBe('Choisissez la boutique de retrait');
    const de = withShopWord('test-j', journeyCatalogues.de, 'studio', 'de');
    expect(de.chooseShop).toBe('Wählen Sie Ihr Studio');
    expect(withShopWord('test-j', journeyCatalogues.de, 'salon', 'de').chooseShop).toBe(
      'Wählen Sie Ihren Salon',
    );
    expect(withShopWord('test-d', discoveryCatalogues.it, 'studio', 'it').noShops).toBe(
      'Nessuno studio è aperto al momento.',
    );
    expect(withShopWord('test-j', journeyCatalogues.en, 'spa', 'en').chooseShop).toBe('Choose your spa');
  });

  it('names the company word in the shop-choice dialog, opened from discovery and journey pages', () => {
    const shell = (lang: (typeof LANGS)[number], word: (typeof SHOP_WORDS)[number]) =>
      withShopWord('test-s', catalogues[lang], word, lang);
    expect(shell('fr', 'boutique').shopChoiceTitleFor).toBe('Boutiques proposant « {service} »');
    expect(shell('fr', 'studio').shopChoiceTitle).toBe('Choisissez votre studio');
    expect(shell('fr', 'studio').shopChoiceEmpty).toMatch(/^Aucun studio ne propose/);
    expect(shell('de', 'institut').shopChoiceTitle).toBe('Wählen Sie Ihr Institut');
    expect(shell('it', 'studio').shopChoiceEmpty).toMatch(/^Nessuno studio offre/);
    expect(shell('es', 'spa').shopChoiceTitleFor).toBe('Spas que ofrecen «{service}»');
  });

  it('leaves no shop placeholder or block unfilled, in any language and for any word', () => {
    const names = Object.keys(shopWordVars('boutique', 'fr')).join('|');
    const leftover = new RegExp(`\\{(${names})[,}]`);
    for (const lang of LANGS) {
      for (const word of SHOP_WORDS) {
        for (const [kind, messages] of Object.entries({
          shell: catalogues[lang],
          discovery: discoveryCatalogues[lang],
          journeys: journeyCatalogues[lang],
        })) {
          const filled = withShopWord(`test-${kind}`, messages, word, lang);
          for (const [key, text] of Object.entries(filled)) {
            expect(text, `${lang}.${word}.${kind}.${key}`).not.toMatch(leftover);
          }
        }
      }
    }
  });
});
