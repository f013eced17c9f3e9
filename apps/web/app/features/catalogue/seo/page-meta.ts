import type { MetaDescriptor } from 'react-router';

// A discovery page's meta tags: the root's tags (canonical, Open Graph, alternates) with the
// page's own title, description and image. Its structured data is rendered in the page (JsonLd),
// where it can carry the document's script nonce.

export type PageSeo = {
  /** The tab title, already through the company's title pattern (pageTitle). */
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph; the root's when absent. */
  image?: string | null;
  /** schema.org objects, rendered by the page with <JsonLd> (seo/json-ld.tsx). */
  jsonLd?: readonly object[];
};

type ParentMatch = { id: string; meta: MetaDescriptor[] } | undefined;

const absolute = (origin: string | undefined, url: string) =>
  origin && url.startsWith('/') ? `${origin}${url}` : url;

export function pageMeta(matches: readonly ParentMatch[], seo: PageSeo | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.meta ?? [];
  if (!seo) return root;
  const canonical = root.find((tag) => 'rel' in tag && tag.rel === 'canonical') as
    | { href?: string }
    | undefined;
  const origin = canonical?.href ? new URL(canonical.href).origin : undefined;
  const description = seo.description.trim();
  const tags = root.map((tag): MetaDescriptor => {
    if ('title' in tag) return { title: seo.title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: seo.title };
    if (description && 'name' in tag && tag.name === 'description') return { ...tag, content: description };
    if (description && 'property' in tag && tag.property === 'og:description')
      return { ...tag, content: description };
    if (seo.image && 'property' in tag && tag.property === 'og:image')
      return { ...tag, content: absolute(origin, seo.image) };
    return tag;
  });
  const hasImage = root.some((tag) => 'property' in tag && tag.property === 'og:image');
  if (seo.image && !hasImage) tags.push({ property: 'og:image', content: absolute(origin, seo.image) });
  return tags;
}
