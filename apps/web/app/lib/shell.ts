import type { Lang } from '@eclat/contracts';
import { t } from './i18n/t.ts';
import { toWebUrl } from './media-url.ts';
import type { Storefront } from './storefront-context.ts';
import { confineCss, fontResources, safeUrl, themeCss } from './theme/theme-css.ts';
import { formatTitle } from './title.ts';

/** Spec §9: logo size default 50 (px of height). */
export const DEFAULT_LOGO_SIZE = 50;

/**
 * What the document around every page needs (html lang, theme, head links, header), computed on
 * the server so that the browser receives a few strings rather than the whole company.
 */
export type Shell = {
  lang: Lang;
  enabledLangs: Lang[];
  origin: string;
  siteName: string;
  logo: { url: string; size: number } | null;
  dark: boolean;
  themeCss: string;
  fontStylesheets: string[];
  fontFaceCss: string;
  customCss: string;
  title: string;
  favicon: string | null;
  debugBar: boolean;
};

export function buildShell(storefront: Storefront, apiOrigin: string): Shell {
  const { company, lang } = storefront;
  const { identity, themes, booker } = company;
  const fonts = fontResources(themes.general);
  const logoUrl = identity.logo ? safeUrl(toWebUrl(identity.logo.url, apiOrigin)) : null;
  const favicon = booker.favicon.image ? safeUrl(toWebUrl(booker.favicon.image, apiOrigin)) : null;
  return {
    lang,
    enabledLangs: storefront.enabledLangs,
    origin: storefront.origin,
    siteName: identity.displayName,
    logo: logoUrl
      ? { url: logoUrl, size: identity.logoSize > 0 ? identity.logoSize : DEFAULT_LOGO_SIZE }
      : null,
    dark: themes.general.dark,
    themeCss: themeCss(themes, booker.containerMaxWidth),
    fontStylesheets: fonts.stylesheets,
    fontFaceCss: fonts.fontFaceCss,
    customCss: confineCss(themes.general.customCss),
    title: pageTitle(storefront),
    favicon,
    debugBar: storefront.siteOff && storefront.debug,
  };
}

/** A page's tab title through the company's pattern (booker.seo.siteTabTitlePattern). */
export function pageTitle(storefront: Storefront, title?: string): string {
  return formatTitle(
    storefront.company.booker.seo.siteTabTitlePattern,
    title,
    t(storefront.lang, 'defaultPageTitle'),
  );
}
