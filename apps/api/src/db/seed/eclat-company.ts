// Maison Éclat: the company row's documents (themes, identity, booker, settings, legal texts).
import type { Themes } from '@eclat/contracts';
import { eclatBookerTexts, eclatMenuLabels, eclatSlides } from './eclat-texts.ts';
import { mediaUrl } from './images.ts';
import { legalTexts } from './legal.ts';

export const ECLAT = 'maison-eclat';
export const eclatUrl = (key: string) => mediaUrl(ECLAT, key);

const serif = "'Cormorant Garamond', Didot, 'Bodoni 72', Georgia, 'Times New Roman', serif";
const sans = "'Jost', 'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** Deep plum, champagne and ivory; the dark set keeps the champagne as accent. */
export const eclatThemes: Themes = {
  general: {
    buttonsColor: '#5B2A4E',
    secondaryButtonsColor: '#B8925A',
    menuColor: '#3A1F33',
    headerColor: '#FBF7F1',
    footerColor: '#2E1828',
    mkpBackgroundColor: '#F4ECE2',
    mkpBackgroundImage: eclatUrl('backgrounds/marketplace.svg'),
    bookingBreadDefault: '#DDD2C6',
    bookingBreadDone: '#8A6A7E',
    bookingBreadCurrent: '#5B2A4E',
    backgroundColorEvents: '#FBF7F1',
    datesEvents: '#9C7A3C',
    bodyEvents: '#3A1F33',
    closeBtnEvents: '#5B2A4E',
    linkBtnEvents: '#5B2A4E',
    pageEvents: '#EADFD3',
    backgroundColor: '#FFFCF7',
    textColor: '#2B1A26',
    dark: false,
    siteContained: false,
    roundedMenu: true,
    headerFullWidth: true,
    squareFlatButtons: false,
    customCss: '',
    shadowSiteContained: false,
    containedBackgroundColor: '#F4ECE2',
    headerFont: { name: serif, url: null },
    menuFont: { name: sans, url: null },
    bodyFont: { name: sans, url: null },
  },
  generalDark: {
    buttonsColor: '#D8B98A',
    secondaryButtonsColor: '#B58AA5',
    menuColor: '#F3E9DE',
    headerColor: '#1E1219',
    footerColor: '#140B11',
    mkpBackgroundColor: '#24161F',
    mkpBackgroundImage: null,
    bookingBreadDefault: '#4A3843',
    bookingBreadDone: '#9E7F93',
    bookingBreadCurrent: '#D8B98A',
    backgroundColorEvents: '#2A1B25',
    datesEvents: '#D8B98A',
    bodyEvents: '#F3E9DE',
    closeBtnEvents: '#D8B98A',
    linkBtnEvents: '#D8B98A',
    pageEvents: '#3A2833',
    backgroundColor: '#1A1016',
    textColor: '#F3E9DE',
  },
};

export const eclatIdentity = {
  displayName: 'Maison Éclat',
  logo: { url: eclatUrl('logos/logo.svg') },
  logoWhite: { url: eclatUrl('logos/logo-white.svg') },
  logoSize: 50,
  websiteURL: 'https://www.maison-eclat.example',
  socialNetworks: {
    facebook: { active: true, url: 'https://www.facebook.com/maisoneclat.demo' },
    google: { active: false, url: null },
    youtube: { active: false, url: null },
    instagram: { active: true, url: 'https://www.instagram.com/maisoneclat.demo' },
    linkedIn: { active: false, url: null },
  },
};

export const eclatSettings = {
  bottomNavLeft: 'services',
  bottomNavLeftInfo: null,
  bottomNavRight: 'contact',
  bottomNavRightInfo: null,
  menuLabels: eclatMenuLabels,
};

export const eclatLegal = legalTexts({
  brand: 'Maison Éclat',
  legalName: 'Maison Éclat SAS',
  address: '24 rue de Bretagne, 75003 Paris',
  email: 'bonjour@maison-eclat.example',
  phone: '+33 1 42 72 18 40',
  siret: '912 345 678 00014',
  director: 'Claire Vasseur',
  capital: '50 000 €',
  cancellationHours: 24,
});

/** booker, once the ids it points to exist. User-visible strings are per-language maps. */
export function eclatBooker(ids: {
  signatureServiceId: number;
  giftThemes: { id: number; name: string; image: string }[];
}) {
  const [signature, gifts, pause] = eclatSlides;
  if (!signature || !gifts || !pause) throw new Error('seed: three slides expected');
  const slide = (s: typeof signature, action: 'service' | 'url' | null, value: string | null) => ({
    title: s.title,
    text: s.text,
    image: { url: eclatUrl(`slides/${s.key}.svg`), alt: s.alt },
    buttonText: s.buttonText,
    buttonAction: action,
    buttonActionValue: value,
  });
  return {
    siteDisabled: false,
    siteDisabledMessage: eclatBookerTexts.siteDisabledMessage,
    siteDisabledHideDefault: false,
    langs: { fr: true, en: true, de: true, es: true, it: true },
    homepageType: 'mkp',
    containerMaxWidth: 960,
    sections: {
      home: {
        heroImage: {
          enabled: true,
          isBottom: false,
          serviceId: null,
          position: 'center',
          slides: [
            slide(signature, 'service', String(ids.signatureServiceId)),
            slide(gifts, 'url', '/gift'),
            slide(pause, null, null),
          ],
        },
      },
    },
    customMenuItems: eclatBookerTexts.customMenuItems,
    primarySiteLinkEnabled: true,
    primarySiteLink: 'https://www.maison-eclat.example',
    primarySiteLinkText: eclatBookerTexts.primarySiteLinkText,
    couponsPopupHome: true,
    couponsPopupText: eclatBookerTexts.couponsPopupText,
    popupImg: { url: eclatUrl('popup/coupons.svg') },
    verifiedReviewsCode: null,
    popupMarketing: { enabled: false, code: null },
    oauthKeys: { google: null, facebook: null },
    payment: { provider: 'free', keys: { publicKey: null } },
    appointment: {
      payment: { active: false },
      cuttingHours: 30,
      useCabinManagement: true,
      showCabins: false,
      equipments: { type: true },
      minNoticeMinutes: 120,
      cancellationNoticeHours: 24,
      giftLimitPerDay: null,
      // Free until 24 h before, then call the salon; reminders the day before and 2 h before.
      policy: {
        lateCancellation: 'refused',
        lateFee: { type: 'none', value: 0 },
        noShowFee: { type: 'none', value: 0 },
      },
      deposit: { type: 'none', value: 0, afterNoShows: null, afterNoShowsRequire: 'deposit' },
      reminders: { offsetsMinutes: [1440, 120], email: true, sms: true },
      // Freed times offered to the waitlist, held 15 minutes for the first who fits.
      waitlist: { enabled: true, offerMinutes: 15, email: true, sms: true },
    },
    // A review invitation 3 hours after a visit marked honoured.
    reviews: { enabled: true, inviteDelayMinutes: 180, email: true, sms: true },
    privacy: { retentionMonths: 36 },
    eshopEnabled: true,
    products: { active: true, maxPerCustomer: 5 },
    gift: true,
    gifts: { themes: ids.giftThemes },
    alertMessages: true,
    appointments: { active: true },
    navigation: { mobile: true, desktop: true },
    services: { list: { display: { duration: true, price: true } } },
    seo: { siteTabTitlePattern: '%s | Maison Éclat' },
    favicon: { title: eclatBookerTexts.faviconTitle, image: eclatUrl('logos/logo.svg') },
    ganalytics: null,
    gaConversionId: null,
    gaConversionLabel: null,
    mCurrency: { symbol: '€', code: 'EUR' },
    mCurrencyFormat: '%v %s',
    marketingTrackingKey: null,
    backgroundColor: null,
    backgroundImage: null,
    backgroundRepeat: false,
    headerDark: false,
    transparentHeader: false,
  };
}
