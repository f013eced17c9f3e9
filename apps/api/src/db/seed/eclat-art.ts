// Maison Éclat: every picture of the demo, drawn from the data it illustrates.
import { eclatCategories, eclatServices } from './eclat-catalogue.ts';
import { eclatEvents, eclatGiftThemes } from './eclat-content.ts';
import { eclatPosts, postMaps } from './eclat-posts.ts';
import { eclatEshopCategories, eclatProducts } from './eclat-products.ts';
import { eclatGroups, eclatShops } from './eclat-shops.ts';
import { eclatSlides } from './eclat-texts.ts';
import { type Art, artwork, huePalette, monogramLogo, SIZES } from './images.ts';
import { l } from './util.ts';

export function eclatArt(): Art[] {
  const arts: Art[] = [
    monogramLogo(
      'logos/logo.svg',
      'É',
      { ground: '#5B2A4E', ink: '#E6CFA3' },
      l(
        'Logo Maison Éclat',
        'Maison Éclat logo',
        'Logo von Maison Éclat',
        'Logotipo de Maison Éclat',
        'Logo Maison Éclat',
      ),
    ),
    monogramLogo(
      'logos/logo-white.svg',
      'É',
      { ground: '#5B2A4E', ink: '#E6CFA3' },
      l(
        'Logo Maison Éclat (blanc)',
        'Maison Éclat logo (white)',
        'Logo von Maison Éclat (weiß)',
        'Logotipo de Maison Éclat (blanco)',
        'Logo Maison Éclat (bianco)',
      ),
      true,
    ),
    artwork({
      key: 'backgrounds/marketplace.svg',
      size: SIZES.slide,
      palette: huePalette(32),
      motif: 'wave',
      alt: l(
        'Motif décoratif',
        'Decorative pattern',
        'Dekoratives Muster',
        'Motivo decorativo',
        'Motivo decorativo',
      ),
    }),
    artwork({
      key: 'popup/coupons.svg',
      size: SIZES.popup,
      palette: huePalette(330),
      motif: 'gift',
      alt: l(
        'Offre de bienvenue',
        'Welcome offer',
        'Willkommensangebot',
        'Oferta de bienvenida',
        'Offerta di benvenuto',
      ),
    }),
  ];
  const slideMotifs = { signature: 'drop', cadeaux: 'gift', pause: 'stones' } as const;
  for (const s of eclatSlides) {
    const motif = slideMotifs[s.key as keyof typeof slideMotifs] ?? 'sparkle';
    arts.push(
      artwork({
        key: `slides/${s.key}.svg`,
        size: SIZES.slide,
        palette: huePalette(s.hue),
        motif,
        alt: s.alt,
        layout: 'right',
      }),
    );
  }
  for (const shop of eclatShops) {
    const n = shop.name;
    arts.push(
      artwork({
        key: `shops/${shop.slug}.svg`,
        size: SIZES.shop,
        palette: huePalette(shop.hue),
        motif: 'arch',
        alt: l(`Façade de ${n}`, `${n} shopfront`, `Fassade von ${n}`, `Fachada de ${n}`, `Facciata di ${n}`),
      }),
    );
  }
  for (const group of eclatGroups) {
    arts.push(
      artwork({
        key: `groups/${group.key}.svg`,
        size: SIZES.group,
        palette: huePalette(320 + group.order * 20),
        motif: 'arch',
        alt: group.name,
      }),
    );
  }
  for (const c of eclatCategories) {
    arts.push(
      artwork({
        key: `categories/${c.slug}.svg`,
        size: SIZES.category,
        palette: huePalette(c.hue),
        motif: c.motif,
        alt: c.name,
      }),
    );
  }
  const rank = new Map<string, number>();
  for (const s of eclatServices) {
    const category = eclatCategories.find((c) => c.slug === s.category);
    if (!category) throw new Error(`seed: unknown category ${s.category}`);
    const i = rank.get(s.category) ?? 0;
    rank.set(s.category, i + 1);
    const hue = category.hue + (i % 2 === 0 ? 1 : -1) * 8 * Math.ceil(i / 2);
    arts.push(
      artwork({
        key: `services/${s.slug}.svg`,
        size: SIZES.service,
        palette: huePalette(hue),
        motif: category.motif,
        alt: s.name,
      }),
    );
  }
  for (const p of eclatProducts) {
    arts.push(
      artwork({
        key: `products/${p.slug}.svg`,
        size: SIZES.product,
        palette: huePalette(p.hue),
        motif: p.motif,
        alt: p.name,
      }),
    );
  }
  const eshopMotifs = ['bottle', 'candle', 'gift'] as const;
  eclatEshopCategories.forEach((c, i) => {
    arts.push(
      artwork({
        key: `eshop/${c.slug}.svg`,
        size: SIZES.category,
        palette: huePalette(30 + i * 140),
        motif: eshopMotifs[i] ?? 'jar',
        alt: c.name,
      }),
    );
  });
  for (const g of eclatGiftThemes) {
    arts.push(
      artwork({
        key: `gifts/${g.key}.svg`,
        size: SIZES.gift,
        palette: huePalette(g.hue),
        motif: g.motif,
        alt: g.name,
      }),
    );
  }
  for (const p of eclatPosts) {
    arts.push(
      artwork({
        key: `posts/${p.slug}.svg`,
        size: SIZES.post,
        palette: huePalette(p.hue),
        motif: p.motif,
        alt: postMaps(p).title,
      }),
    );
  }
  for (const e of eclatEvents) {
    arts.push(
      artwork({
        key: `events/${e.key}.svg`,
        size: SIZES.event,
        palette: huePalette(e.hue),
        motif: e.motif,
        alt: e.linkTitle,
      }),
    );
  }
  return arts;
}
