/**
 * The browser tab title from booker.seo.siteTabTitlePattern: every %s is replaced by the page
 * title. An empty pattern gives the page title alone; a pattern without %s is a fixed title the
 * business chose. A page without a title uses the fallback (spec §8: 'Réservation en ligne').
 */
export function formatTitle(
  pattern: string | null | undefined,
  pageTitle: string | null | undefined,
  fallback: string,
): string {
  const page = pageTitle?.trim() || fallback;
  const p = pattern?.trim();
  if (!p) return page;
  return p.replaceAll('%s', page);
}
