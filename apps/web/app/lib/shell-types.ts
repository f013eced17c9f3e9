import type { Lang } from '@eclat/contracts/langs';
import type { EshopCart } from '@eclat/domain';
import type { Messages } from '../locales/shell/fr.ts';
import type { Navigation } from './navigation/nav.ts';
import type { LayoutFlags } from './theme/layout.ts';

export type SocialNetwork = 'facebook' | 'google' | 'youtube' | 'instagram' | 'linkedIn';

/** Third-party services the business configured (spec §3 booker, §7); null when not configured. */
export type Integrations = {
  /** Analytics tag manager id (booker.ganalytics). */
  ganalytics: string | null;
  /** Conversion event target "id/label", when both gaConversionId and gaConversionLabel are set. */
  gaConversion: string | null;
  marketingTrackingKey: string | null;
  verifiedReviewsCode: string | null;
  popupMarketingCode: string | null;
};

/**
 * What the document around every page needs (html lang, theme, head, header, navigation, footer,
 * consent, popups), computed on the server so that the browser receives a few strings rather
 * than the whole company. Built by shell.server.ts; read by the root layout and its features.
 */
export type Shell = {
  lang: Lang;
  /** Locale code for dates and money (spec §1: fr-FR, en-GB, de-DE, es-ES, it-IT). */
  locale: string;
  enabledLangs: Lang[];
  origin: string;
  /** The company token: the browser sends it with its API calls through the /api proxy (spec §7). */
  token: string;
  /** The interface texts of the page's language. */
  messages: Messages;
  siteName: string;
  logo: { url: string; size: number } | null;
  dark: boolean;
  themeCss: string;
  backgroundCss: string;
  fontStylesheets: string[];
  fontFaceCss: string;
  customCss: string;
  layout: LayoutFlags;
  title: string;
  /** The tab of a 404 page (spec §8), in the company's title pattern. */
  notFoundTitle: string;
  description: string;
  /** booker.favicon.title: the name a bookmarked or installed site shows. */
  appTitle: string;
  ogImage: string | null;
  favicon: string | null;
  debugBar: boolean;
  nav: Navigation;
  primarySite: { url: string; label: string } | null;
  /** Spec §2 home mode: the home of a marketplace wears the marketplace layout. */
  marketplace: boolean;
  eshop: boolean;
  giftActive: boolean;
  /** booker.appointment.waitlist.enabled (issue 21): the account shows its waitlist page. */
  waitlist: boolean;
  hasPosts: boolean;
  currency: { code: string; symbol: string };
  social: { network: SocialNetwork; url: string }[];
  /** The company's cookies text (sanitised HTML), shown in the consent dialog when set. */
  cookiesText: string;
  /** The saved consent from the cookies: null before any choice (spec §4). */
  consent: { consent: boolean | null; analytics: boolean };
  integrations: Integrations;
  popups: {
    /** The coupon popup may show on the home (enabled and coupons_closed not set). */
    coupons: boolean;
    couponsTitle: string;
    /** booker.couponsPopupText: the business's words under the title. */
    couponsText: string;
    couponsImage: string | null;
    /** Alerts are part of the bell menu (booker.alertMessages). */
    alerts: boolean;
  };
  /** The e-shop cart from its cookie, for the header badge of the server-rendered page. */
  cart: EshopCart;
  preview: {
    /** The page shows the theme under edition (previewtheme header sent). */
    active: boolean;
    /** Back-office origins allowed to send preview messages. */
    origins: string[];
    /** The other colour set's :root rule, for the light/dark switch of the preview. */
    lightCss: string;
    darkCss: string;
  };
};
