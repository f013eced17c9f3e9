import type { Booker, Themes } from '@eclat/contracts';
import { DEFAULT_MAX_PER_CUSTOMER } from './cart-holds.ts';

// The settings a company starts with; stored documents are merged over them so that a setting
// added later has a value for every existing company.

const lightColours = {
  buttonsColor: '#5b2a4e',
  secondaryButtonsColor: '#c9a96e',
  menuColor: '#2b2027',
  headerColor: '#ffffff',
  footerColor: '#f6f1ec',
  mkpBackgroundColor: '#faf7f4',
  mkpBackgroundImage: null,
  bookingBreadDefault: '#d9cfd6',
  bookingBreadDone: '#8c6a82',
  bookingBreadCurrent: '#5b2a4e',
  backgroundColorEvents: '#ffffff',
  datesEvents: '#8c6a82',
  bodyEvents: '#2b2027',
  closeBtnEvents: '#2b2027',
  linkBtnEvents: '#5b2a4e',
  pageEvents: '#5b2a4e',
  backgroundColor: '#ffffff',
  textColor: '#2b2027',
};

export const DEFAULT_THEMES: Themes = {
  general: {
    ...lightColours,
    dark: false,
    siteContained: false,
    roundedMenu: true,
    headerFullWidth: false,
    squareFlatButtons: false,
    customCss: '',
    shadowSiteContained: false,
    containedBackgroundColor: '#f6f1ec',
    headerFont: { name: 'Georgia', url: null },
    menuFont: { name: 'system-ui', url: null },
    bodyFont: { name: 'system-ui', url: null },
  },
  generalDark: {
    ...lightColours,
    buttonsColor: '#d8b4cf',
    secondaryButtonsColor: '#c9a96e',
    menuColor: '#f3ecef',
    headerColor: '#1b1619',
    footerColor: '#141013',
    mkpBackgroundColor: '#1b1619',
    backgroundColorEvents: '#231d21',
    bodyEvents: '#f3ecef',
    closeBtnEvents: '#f3ecef',
    backgroundColor: '#141013',
    textColor: '#f3ecef',
  },
};

export const DEFAULT_BOOKER: Booker = {
  siteDisabled: false,
  siteDisabledMessage: '',
  siteDisabledHideDefault: false,
  langs: { fr: true, en: false, de: false, es: false, it: false },
  homepageType: 'mono',
  containerMaxWidth: 960,
  sections: {
    home: { heroImage: { enabled: false, isBottom: false, serviceId: null, position: 'center', slides: [] } },
  },
  customMenuItems: [],
  primarySiteLinkEnabled: false,
  primarySiteLink: null,
  primarySiteLinkText: '',
  couponsPopupHome: false,
  couponsPopupText: '',
  popupImg: null,
  verifiedReviewsCode: null,
  popupMarketing: { enabled: false, code: null },
  oauthKeys: { google: null, facebook: null },
  payment: { provider: 'free', keys: { publicKey: null } },
  appointment: {
    payment: { active: false },
    cuttingHours: 30,
    useCabinManagement: false,
    showCabins: false,
    equipments: { type: false },
    minNoticeMinutes: 60,
    cancellationNoticeHours: 24,
    giftLimitPerDay: null,
    // What the booking moment promised before issue 20: free until the notice, then the shop.
    policy: {
      lateCancellation: 'refused',
      lateFee: { type: 'none', value: 0 },
      noShowFee: { type: 'none', value: 0 },
    },
    deposit: { type: 'none', value: 0, afterNoShows: null, afterNoShowsRequire: 'deposit' },
    reminders: { offsetsMinutes: [1440, 120], email: true, sms: true },
    waitlist: { enabled: true, offerMinutes: 15, email: true, sms: true },
  },
  reviews: { enabled: true, inviteDelayMinutes: 180, email: true, sms: true },
  privacy: { retentionMonths: 36 },
  eshopEnabled: false,
  products: { active: false, maxPerCustomer: DEFAULT_MAX_PER_CUSTOMER },
  gift: false,
  gifts: { themes: [] },
  alertMessages: true,
  appointments: { active: true },
  navigation: { mobile: true, desktop: true },
  services: { list: { display: { duration: false, price: true } } },
  seo: { siteTabTitlePattern: '%s' },
  favicon: { title: '', image: null },
  ganalytics: null,
  gaConversionId: null,
  gaConversionLabel: null,
  mCurrency: { symbol: '€', code: 'EUR' },
  mCurrencyFormat: '0,0.00 $',
  marketingTrackingKey: null,
  backgroundColor: null,
  backgroundImage: null,
  backgroundRepeat: false,
  headerDark: false,
  transparentHeader: false,
};

const noSocial = { active: false, url: null };

export const DEFAULT_IDENTITY = {
  displayName: '',
  logo: null,
  logoWhite: null,
  logoSize: 50,
  websiteURL: null,
  socialNetworks: {
    facebook: noSocial,
    google: noSocial,
    youtube: noSocial,
    instagram: noSocial,
    linkedIn: noSocial,
  },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Stored values win; objects merge key by key; arrays and scalars replace. */
export function mergeSettings<T>(defaults: T, stored: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(stored))
    return (stored === undefined ? defaults : stored) as T;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    out[key] = key in defaults ? mergeSettings((defaults as Record<string, unknown>)[key], value) : value;
  }
  return out as T;
}
