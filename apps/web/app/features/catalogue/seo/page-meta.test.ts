import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

const root = {
  id: 'root',
  meta: [
    { title: 'Réservation en ligne | Maison Éclat' },
    { name: 'description', content: 'shell' },
    { tagName: 'link', rel: 'canonical', href: 'https://eclat.example/en/services' },
    { property: 'og:title', content: 'Réservation en ligne | Maison Éclat' },
    { property: 'og:description', content: 'shell' },
  ],
};

describe("a page's meta tags", () => {
  it("replaces the root's title and description and adds the page's image", () => {
    const tags = pageMeta([root], {
      title: 'Nos prestations | Maison Éclat',
      description: 'Toutes les prestations',
      image: '/api/media/x.svg',
      jsonLd: [{ '@type': 'Service' }],
    });
    expect(tags).toEqual([
      { title: 'Nos prestations | Maison Éclat' },
      { name: 'description', content: 'Toutes les prestations' },
      { tagName: 'link', rel: 'canonical', href: 'https://eclat.example/en/services' },
      { property: 'og:title', content: 'Nos prestations | Maison Éclat' },
      { property: 'og:description', content: 'Toutes les prestations' },
      { property: 'og:image', content: 'https://eclat.example/api/media/x.svg' },
    ]);
  });

  it("keeps the root's tags for a page without data (an error)", () => {
    expect(pageMeta([root], undefined)).toBe(root.meta);
  });
});
