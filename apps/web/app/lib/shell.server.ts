import { LOCALE_CODES } from '@eclat/contracts';
import { parseEshopCart } from '@eclat/domain';
import { NOT_FOUND_DOCUMENT_TITLE } from '../locales/shell/error-messages.ts';
import { catalogues } from '../locales/shell/index.ts';
import { ESHOP_CART_COOKIE } from './cart/eshop-cart-cookie.ts';
import { CONSENT_COOKIE, PREFERENCE_COOKIE, readConsent } from './consent/consent.ts';
import { shopWordOf, shopWordVars, withShopWord } from './i18n/shop-word.ts';
import { translate } from './i18n/translate.ts';
import { toWebUrl } from './media-url.ts';
import { buildNavigation } from './navigation/nav.ts';
import { COUPONS_CLOSED_COOKIE } from './popups/coupons-cookie.ts';
import type { Integrations, Shell, SocialNetwork } from './shell-types.ts';
import type { Storefront } from './storefront-context.ts';
import { backgroundCss, layoutFlags } from './theme/layout.ts';
import { confineCss, fontResources, safeUrl, themeCss } from './theme/theme-css.ts';
import { formatTitle } from './title.ts';

/** Spec §9: logo size default 50 (px of height). */
export const DEFAULT_LOGO_SIZE = 50;

const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'google', 'youtube', 'instagram', 'linkedIn'];

export type ShellExtras = {
  apiOrigin: string;
  /** Whether the magazine has published posts (the menu shows it only then). */
  hasPosts: boolean;
  backofficeOrigins: string[];
};

const text = (value: string | null | undefined) => value?.trim() || null;
const webUrl = (url: string | null | undefined, apiOrigin: string) =>
  url ? safeUrl(toWebUrl(url, apiOrigin)) : null;

function integrations(booker: Storefront['company']['booker']): Integrations {
  const conversionId = text(booker.gaConversionId);
  const conversionLabel = text(booker.gaConversionLabel);
  return {
    ganalytics: text(booker.ganalytics),
    gaConversion: conversionId && conversionLabel ? `${conversionId}/${conversionLabel}` : null,
    marketingTrackingKey: text(booker.marketingTrackingKey),
    verifiedReviewsCode: text(booker.verifiedReviewsCode),
    popupMarketingCode: booker.popupMarketing.enabled ? text(booker.popupMarketing.code) : null,
  };
}

export function buildShell(storefront: Storefront, extras: ShellExtras): Shell {
  const { company, lang, cookies } = storefront;
  const { identity, themes, booker } = company;
  const { apiOrigin } = extras;
  const fonts = fontResources(themes.general);
  const flags = layoutFlags(themes.general, booker);
  // A dark header wears the white logo when the business has one.
  const logoSource = flags.headerDark && identity.logoWhite ? identity.logoWhite : identity.logo;
  const logoUrl = webUrl(logoSource?.url, apiOrigin);
  const eshop = company.modules?.eshop ?? false;
  const shopCount = company.shopCount ?? 1;
  const consent = readConsent(cookies[PREFERENCE_COOKIE], cookies[CONSENT_COOKIE]);
  const firstSlide = booker.sections.home.heroImage.slides[0];
  const withDark = (dark: boolean) =>
    themeCss({ ...themes, general: { ...themes.general, dark } }, booker.containerMaxWidth);

  return {
    lang,
    locale: LOCALE_CODES[lang],
    enabledLangs: storefront.enabledLangs,
    origin: storefront.origin,
    token: storefront.token,
    messages: withShopWord('shell', catalogues[lang], shopWordOf(company), lang),
    siteName: identity.displayName,
    logo: logoUrl
      ? { url: logoUrl, size: identity.logoSize > 0 ? identity.logoSize : DEFAULT_LOGO_SIZE }
      : null,
    dark: themes.general.dark,
    themeCss: themeCss(themes, booker.containerMaxWidth),
    backgroundCss: backgroundCss(booker),
    fontStylesheets: fonts.stylesheets,
    fontFaceCss: fonts.fontFaceCss,
    customCss: confineCss(themes.general.customCss),
    layout: flags,
    title: pageTitle(storefront),
    notFoundTitle: pageTitle(storefront, NOT_FOUND_DOCUMENT_TITLE),
    description: translate(lang, 'shell', 'seoDescription', { site: identity.displayName }),
    appTitle: text(booker.favicon.title) ?? identity.displayName,
    ogImage: webUrl(firstSlide?.image.url ?? identity.logo?.url, apiOrigin),
    favicon: webUrl(booker.favicon.image, apiOrigin),
    debugBar: storefront.siteOff && storefront.debug,
    nav: buildNavigation(
      {
        eshop,
        giftActive: company.giftActive,
        hasPosts: extras.hasPosts,
        shopCount,
        menuLabels: company.menuLabels,
        customMenuItems: booker.customMenuItems,
        bottomNavLeft: company.bottomNavLeft,
        bottomNavLeftInfo: company.bottomNavLeftInfo,
        bottomNavRight: company.bottomNavRight,
        bottomNavRightInfo: company.bottomNavRightInfo,
      },
      {
        services: translate(lang, 'shell', 'navServices'),
        boutique: translate(lang, 'shell', 'navBoutique'),
        gift: translate(lang, 'shell', 'navGift'),
        magazine: translate(lang, 'shell', 'navMagazine'),
        contact: translate(lang, 'shell', 'footerContact'),
        shop: translate(lang, 'shell', 'ourShop', shopWordVars(shopWordOf(company), lang)),
        shops: translate(lang, 'shell', 'ourShops', shopWordVars(shopWordOf(company), lang)),
        home: translate(lang, 'shell', 'home'),
        profile: translate(lang, 'shell', 'myAccount'),
        panier: translate(lang, 'shell', 'cart'),
      },
    ),
    primarySite:
      booker.primarySiteLinkEnabled && booker.primarySiteLink && safeUrl(booker.primarySiteLink)
        ? {
            url: booker.primarySiteLink,
            label: text(booker.primarySiteLinkText) ?? translate(lang, 'shell', 'primarySite'),
          }
        : null,
    marketplace: (company.homepageMode ?? (shopCount > 1 ? booker.homepageType : 'mono')) !== 'mono',
    eshop,
    giftActive: company.giftActive,
    waitlist: booker.appointment.waitlist.enabled,
    hasPosts: extras.hasPosts,
    currency: { code: booker.mCurrency.code || 'EUR', symbol: booker.mCurrency.symbol || '€' },
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const entry = identity.socialNetworks[network];
      const url = entry.active ? safeUrl(entry.url) : null;
      return url && /^https?:/.test(url) ? [{ network, url }] : [];
    }),
    cookiesText: company.textLegals.cookies?.trim() ?? '',
    consent: { consent: consent.consent, analytics: consent.saved?.analytics ?? false },
    integrations: integrations(booker),
    popups: {
      coupons: booker.couponsPopupHome && cookies[COUPONS_CLOSED_COOKIE] !== 'true',
      couponsTitle: translate(lang, 'shell', 'couponsTitle'),
      couponsText: booker.couponsPopupText.trim(),
      couponsImage: webUrl(booker.popupImg?.url, apiOrigin),
      alerts: booker.alertMessages,
    },
    cart: eshop ? parseEshopCart(cookies[ESHOP_CART_COOKIE]) : parseEshopCart(null),
    preview: {
      active: storefront.previewToken !== null,
      origins: extras.backofficeOrigins,
      lightCss: storefront.previewToken ? withDark(false) : '',
      darkCss: storefront.previewToken ? withDark(true) : '',
    },
  };
}

/** A page's tab title through the company's pattern (booker.seo.siteTabTitlePattern). */
export function pageTitle(storefront: Storefront, title?: string): string {
  return formatTitle(
    storefront.company.booker.seo.siteTabTitlePattern,
    title,
    translate(storefront.lang, 'shell', 'defaultPageTitle'),
  );
}
