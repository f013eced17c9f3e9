import type { Company, ThemeColours } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';

const colours: ThemeColours = {
  buttonsColor: '#5B2A4E',
  secondaryButtonsColor: '#B8925A',
  menuColor: '#3A1F33',
  headerColor: '#FBF7F1',
  footerColor: '#2E1828',
  mkpBackgroundColor: '#F4ECE2',
  mkpBackgroundImage: null,
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
};

const social = { active: false, url: null };

/** A complete, valid company (CompanySchema) for tests; pass what the test is about. */
export function makeCompany(
  overrides: { booker?: Partial<Company['booker']> } & Partial<Omit<Company, 'booker'>> = {},
): Company {
  const { booker, ...rest } = overrides;
  const base: Company = {
    id: 1,
    token: 'token-1',
    nickname: 'maison-eclat',
    version: 1,
    isDebug: false,
    maintenance: false,
    giftActive: false,
    stripeConnectEnabled: false,
    stripeConnectId: null,
    previewTheme: false,
    identity: {
      displayName: 'Maison Éclat',
      logo: { url: '/api/media/maison-eclat/logos/logo.svg' },
      logoWhite: null,
      logoSize: 50,
      websiteURL: null,
      socialNetworks: {
        facebook: social,
        google: social,
        youtube: social,
        instagram: social,
        linkedIn: social,
      },
    },
    themes: {
      general: {
        ...colours,
        dark: false,
        siteContained: false,
        roundedMenu: true,
        headerFullWidth: true,
        squareFlatButtons: false,
        customCss: '',
        shadowSiteContained: false,
        containedBackgroundColor: '#F4ECE2',
        headerFont: { name: 'Georgia, serif', url: null },
        menuFont: { name: 'Jost', url: null },
        bodyFont: { name: 'Jost', url: null },
      },
      generalDark: { ...colours, backgroundColor: '#1A1016', textColor: '#F3E9DE' },
    },
    // The API's defaults (one definition, @eclat/domain) with what this demo-like company sets.
    booker: mergeSettings(DEFAULT_BOOKER, {
      langs: { fr: true, en: true, de: true, es: true, it: true },
      homepageType: 'mkp',
      sections: { home: { heroImage: { position: 'top' } } },
      // Tests pick slots from now on; the 60-minute default notice would hide the first ones.
      appointment: { minNoticeMinutes: 0 },
      alertMessages: false,
      seo: { siteTabTitlePattern: '%s | Maison Éclat' },
      favicon: { title: 'Maison Éclat' },
      mCurrencyFormat: '%v %s',
    }),
    textLegals: {},
    bottomNavLeft: 'services',
    bottomNavLeftInfo: null,
    bottomNavRight: 'contact',
    bottomNavRightInfo: null,
    menuLabels: {},
  };
  return { ...base, ...rest, booker: { ...base.booker, ...booker } };
}
