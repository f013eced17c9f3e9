import { LOCALE_CODES } from '@eclat/contracts/langs';
import type { MetaDescriptor } from 'react-router';
import type { Shell } from '../shell-types.ts';

/** Open Graph wants fr_FR where the locale code is fr-FR. */
const ogLocale = (locale: string) => locale.replace('-', '_');

/**
 * The document's meta tags (spec §9 SEO): title, description, canonical URL, Open Graph and the
 * bookmark name. Page routes replace only the title (withPageTitle).
 */
export function shellMeta(shell: Shell, pathname: string, title: string): MetaDescriptor[] {
  const canonical = `${shell.origin}${pathname}`;
  return [
    { title },
    { name: 'description', content: shell.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: shell.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: shell.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale(shell.locale) },
    ...shell.enabledLangs
      .filter((lang) => lang !== shell.lang)
      .map((lang) => ({ property: 'og:locale:alternate', content: ogLocale(LOCALE_CODES[lang]) })),
    ...(shell.ogImage ? [{ property: 'og:image', content: absolute(shell.origin, shell.ogImage) }] : []),
    { name: 'twitter:card', content: shell.ogImage ? 'summary_large_image' : 'summary' },
    { name: 'application-name', content: shell.appTitle },
    { name: 'apple-mobile-web-app-title', content: shell.appTitle },
  ];
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

type ParentMatch = { id: string; meta: MetaDescriptor[] } | undefined;

/** A page's meta: the root's tags with the page's own title (React Router does not merge them). */
export function withPageTitle(matches: readonly ParentMatch[], title: string | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.meta ?? [];
  if (!title) return root;
  return root.map((tag) => {
    if ('title' in tag) return { title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: title };
    return tag;
  });
}
