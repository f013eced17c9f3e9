import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { PageSeo } from '../../catalogue/seo/page-meta.ts';

/** Spec §2 /legal anchors, in the footer's order. */
export const LEGAL_SECTIONS = ['rgpd', 'mentions', 'cgv', 'cgu'] as const;
export type LegalSection = { id: (typeof LEGAL_SECTIONS)[number]; title: string; html: string };
export type LegalData = { title: string; sections: LegalSection[]; seo: PageSeo };

const TITLE_KEYS = {
  rgpd: 'legalRgpd',
  mentions: 'legalMentions',
  cgv: 'legalCgv',
  cgu: 'legalCgu',
} as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

const LEADING_HEADING = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i;

/**
 * A text that opens with its own heading gives the section its title (the business's wording),
 * so that the page does not show two headings in a row.
 */
export function splitLeadingHeading(html: string): { heading: string | null; body: string } {
  const match = LEADING_HEADING.exec(html);
  if (!match) return { heading: null, body: html.trim() };
  const heading = decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { heading: heading || null, body: html.slice(match[0].length).trim() };
}

/** The company's legal texts in the page's language (sanitised HTML from the API, spec §3 textLegals). */
export function loadLegal(storefront: Storefront): LegalData {
  const { lang, company } = storefront;
  const title = translate(lang, 'shell', 'legalHeading');
  return {
    title,
    sections: LEGAL_SECTIONS.map((id) => {
      const { heading, body } = splitLeadingHeading(company.textLegals[id] ?? '');
      return { id, title: heading ?? translate(lang, 'shell', TITLE_KEYS[id]), html: body };
    }),
    seo: {
      title: pageTitle(storefront, title),
      description: translate(lang, 'discovery', 'legalDescription', { site: company.identity.displayName }),
    },
  };
}
