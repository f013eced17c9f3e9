// Maison Éclat: magazine categories and the shape of a post in the demo data.
import { eclatAdvicePosts } from './eclat-posts-advice.ts';
import { eclatNewsPosts } from './eclat-posts-news.ts';
import type { Motif } from './images.ts';
import { byField, html, type L, l, type PerLang, SEED_LANGS } from './util.ts';

export type PostTexts = { title: string; excerpt: string; body: string[] };

export type PostData = {
  slug: string;
  category: string;
  position: 'all' | 'home' | 'shop';
  /** Slug of the shop a 'shop' post belongs to. */
  linkedShop?: string;
  published: boolean;
  langs: string[];
  /** Featured from 7 days ago to 30 days ahead. */
  featured?: boolean;
  isPress?: boolean;
  publishedDaysAgo: number;
  motif: Motif;
  hue: number;
  texts: PerLang<PostTexts>;
};

export const eclatPostCategories: { slug: string; name: L }[] = [
  {
    slug: 'conseils-beaute',
    name: l('Conseils beauté', 'Beauty tips', 'Beauty-Tipps', 'Consejos de belleza', 'Consigli di bellezza'),
  },
  {
    slug: 'actualites',
    name: l(
      'La vie de la Maison',
      'News from the Maison',
      'Neues aus dem Haus',
      'Novedades de la Maison',
      'Notizie dalla Maison',
    ),
  },
];

export const eclatPosts: PostData[] = [...eclatAdvicePosts, ...eclatNewsPosts];

/** Title, excerpt and body (HTML) as per-language maps. */
export function postMaps(post: { texts: PerLang<PostTexts> }): { title: L; excerpt: L; body: L } {
  const body = Object.fromEntries(SEED_LANGS.map((lang) => [lang, html(post.texts[lang].body)])) as L;
  return { title: byField(post.texts, 'title'), excerpt: byField(post.texts, 'excerpt'), body };
}
