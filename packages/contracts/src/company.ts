import { z } from 'zod';
import { LangSchema } from './lang.ts';

const Url = z.object({ url: z.string() });
const Font = z.object({ name: z.string(), url: z.string().nullable() });
const Colour = z.string();

/** Colours of spec §3 themes.general; one set for the light theme, one for the dark. */
export const ThemeColoursSchema = z.object({
  buttonsColor: Colour,
  secondaryButtonsColor: Colour,
  menuColor: Colour,
  headerColor: Colour,
  footerColor: Colour,
  mkpBackgroundColor: Colour,
  mkpBackgroundImage: z.string().nullable(),
  bookingBreadDefault: Colour,
  bookingBreadDone: Colour,
  bookingBreadCurrent: Colour,
  backgroundColorEvents: Colour,
  datesEvents: Colour,
  bodyEvents: Colour,
  closeBtnEvents: Colour,
  linkBtnEvents: Colour,
  pageEvents: Colour,
  /** Page background and text; derived shades come from color-mix() in the storefront. */
  backgroundColor: Colour,
  textColor: Colour,
});
export type ThemeColours = z.infer<typeof ThemeColoursSchema>;

export const ThemeGeneralSchema = ThemeColoursSchema.extend({
  /** The storefront opens in the dark theme. */
  dark: z.boolean(),
  siteContained: z.boolean(),
  roundedMenu: z.boolean(),
  headerFullWidth: z.boolean(),
  squareFlatButtons: z.boolean(),
  customCss: z.string(),
  shadowSiteContained: z.boolean(),
  containedBackgroundColor: Colour,
  headerFont: Font,
  menuFont: Font,
  bodyFont: Font,
});

export const ThemesSchema = z.object({
  general: ThemeGeneralSchema,
  /** The dark theme's colours (spec §3: colours exist for light and dark). */
  generalDark: ThemeColoursSchema,
});
export type Themes = z.infer<typeof ThemesSchema>;

export const HeroSlideSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
  buttonText: z.string().nullable(),
  /** 'service' leads to services/{categorySlug}/{serviceSlug}; 'url' to buttonActionValue. */
  buttonAction: z.enum(['service', 'url']).nullable(),
  buttonActionValue: z.string().nullable(),
});

export const PaymentProviderSchema = z.enum(['free', 'stripe', 'paypal', 'payzen', 'saferpay', 'monetico']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const HomepageTypeSchema = z.enum(['mono', 'mkp', 'mkp-2']);

export const BookerSchema = z.object({
  siteDisabled: z.boolean(),
  siteDisabledMessage: z.string(),
  siteDisabledHideDefault: z.boolean(),
  langs: z.partialRecord(LangSchema, z.boolean()),
  homepageType: HomepageTypeSchema,
  containerMaxWidth: z.union([z.literal(768), z.literal(960)]),
  sections: z.object({
    home: z.object({
      heroImage: z.object({
        enabled: z.boolean(),
        isBottom: z.boolean(),
        serviceId: z.number().nullable(),
        position: z.string(),
        slides: z.array(HeroSlideSchema),
      }),
    }),
  }),
  customMenuItems: z.array(
    z.object({ id: z.number(), url: z.string(), label: z.string(), order: z.number() }),
  ),
  primarySiteLinkEnabled: z.boolean(),
  primarySiteLink: z.string().nullable(),
  primarySiteLinkText: z.string(),
  couponsPopupHome: z.boolean(),
  couponsPopupText: z.string(),
  popupImg: Url.nullable(),
  verifiedReviewsCode: z.string().nullable(),
  popupMarketing: z.object({ enabled: z.boolean(), code: z.string().nullable() }),
  oauthKeys: z.object({ google: z.string().nullable(), facebook: z.string().nullable() }),
  payment: z.object({
    provider: PaymentProviderSchema,
    keys: z.object({ publicKey: z.string().nullable() }),
  }),
  appointment: z.object({
    payment: z.object({ active: z.boolean() }),
    cuttingHours: z.number().int().positive(),
    useCabinManagement: z.boolean(),
    showCabins: z.boolean(),
    equipments: z.object({ type: z.boolean() }),
    minNoticeMinutes: z.number().int().nonnegative(),
    cancellationNoticeHours: z.number().int().nonnegative(),
  }),
  eshopEnabled: z.boolean(),
  products: z.object({ active: z.boolean() }),
  gift: z.boolean(),
  gifts: z.object({
    themes: z.array(z.object({ id: z.number(), name: z.string(), image: z.string().nullable() })),
  }),
  alertMessages: z.boolean(),
  appointments: z.object({ active: z.boolean() }),
  navigation: z.object({ mobile: z.boolean(), desktop: z.boolean() }),
  services: z.object({
    list: z.object({ display: z.object({ duration: z.boolean(), price: z.boolean() }) }),
  }),
  seo: z.object({ siteTabTitlePattern: z.string() }),
  favicon: z.object({ title: z.string(), image: z.string().nullable() }),
  ganalytics: z.string().nullable(),
  gaConversionId: z.string().nullable(),
  gaConversionLabel: z.string().nullable(),
  mCurrency: z.object({ symbol: z.string(), code: z.string() }),
  mCurrencyFormat: z.string(),
  marketingTrackingKey: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  backgroundRepeat: z.boolean(),
  headerDark: z.boolean(),
  transparentHeader: z.boolean(),
});
export type Booker = z.infer<typeof BookerSchema>;

const Social = z.object({ active: z.boolean(), url: z.string().nullable() });

export const CompanySchema = z.object({
  id: z.number(),
  token: z.string(),
  nickname: z.string(),
  version: z.number(),
  isDebug: z.boolean(),
  maintenance: z.boolean(),
  giftActive: z.boolean(),
  stripeConnectEnabled: z.boolean(),
  stripeConnectId: z.string().nullable(),
  previewTheme: z.boolean(),
  identity: z.object({
    displayName: z.string(),
    logo: Url.nullable(),
    logoWhite: Url.nullable(),
    logoSize: z.number(),
    websiteURL: z.string().nullable(),
    socialNetworks: z.object({
      facebook: Social,
      google: Social,
      youtube: Social,
      instagram: Social,
      linkedIn: Social,
    }),
  }),
  themes: ThemesSchema,
  booker: BookerSchema,
  /** Legal texts in the asked language: cookies, rgpd, mentions, cgv, cgu (sanitised HTML). */
  textLegals: z.record(z.string(), z.string()),
  bottomNavLeft: z.string(),
  bottomNavLeftInfo: z.string().nullable(),
  bottomNavRight: z.string(),
  bottomNavRightInfo: z.string().nullable(),
  menuLabels: z.partialRecord(z.enum(['services', 'boutique', 'gift', 'contact', 'magazine']), z.string()),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyAnswerSchema = z.object({ company: CompanySchema });
export const TokenAnswerSchema = z.object({ token: z.string(), debug: z.boolean() });
export const OfflineAnswerSchema = z.object({ offline: z.boolean(), maintenance: z.boolean() });
