import { z } from 'zod';
import { CancellationPolicySchema, DepositRuleSchema, ReminderSettingsSchema } from './booking-policy.ts';
import { IdSchema } from './ids.ts';
import { LangSchema } from './lang.ts';
import { PrivacySettingsSchema } from './privacy.ts';
import { ReviewSettingsSchema } from './reviews.ts';
import { WaitlistSettingsSchema } from './waitlist.ts';

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
    /** Bookings paid with a gift voucher accepted per shop and day; null: no limit. */
    giftLimitPerDay: z.number().int().positive().nullable(),
    /** Late cancellations and no-shows (issue 20); free until `cancellationNoticeHours`. */
    policy: CancellationPolicySchema,
    deposit: DepositRuleSchema,
    reminders: ReminderSettingsSchema,
    /** The waitlist that offers freed times (issue 21). */
    waitlist: WaitlistSettingsSchema,
  }),
  /** Review invitations after honoured visits (issue 22). */
  reviews: ReviewSettingsSchema,
  /** Retention of inactive customers' data (issue 23). */
  privacy: PrivacySettingsSchema,
  eshopEnabled: z.boolean(),
  products: z.object({
    active: z.boolean(),
    /** Pieces of one product one customer may hold in unpaid carts, per shop (ADR 0010). */
    maxPerCustomer: z.number().int().min(1).max(9999),
  }),
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

/**
 * The one noun the storefront uses for the place where the business receives its customers
 * (settings.shopWord, ADR 0020); the texts that name it are written per noun. 'boutique' is the
 * default: spec §2 fixes 'Rechercher une boutique'.
 */
export const SHOP_WORDS = ['boutique', 'institut', 'salon', 'studio', 'spa'] as const;
export const ShopWordSchema = z.enum(SHOP_WORDS);
export type ShopWord = z.infer<typeof ShopWordSchema>;
export const DEFAULT_SHOP_WORD: ShopWord = 'boutique';

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
  /** settings.shopWord (ADR 0020); optional so that older answers still parse. */
  shopWord: ShopWordSchema.optional(),
  /**
   * The switches of spec §5 computed by packages/domain: payment enabled (stripe and payzen need
   * a public key), e-shop enabled (payment, not monetico, eshopEnabled, module level) and the
   * loyalty module level. Optional in the contract so that older answers still parse.
   */
  modules: z.object({ payment: z.boolean(), eshop: z.boolean(), loyalty: z.boolean() }).optional(),
  /** Spec §2 home mode: mono with one shop or none, else booker.homepageType. */
  homepageMode: HomepageTypeSchema.optional(),
  /** Number of shops (the marketplace shows 'shops' rather than 'shop' when more than one). */
  shopCount: z.number().optional(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyAnswerSchema = z.object({ company: CompanySchema });
export const TokenAnswerSchema = z.object({ token: z.string(), debug: z.boolean() });
export const OfflineAnswerSchema = z.object({ offline: z.boolean(), maintenance: z.boolean() });

// ---------------------------------------------------------------- staff administration

/** A user-visible text as staff write it: one string, or a map per language (not empty). */
export const TextInputSchema = z.union([
  z.string(),
  z
    .partialRecord(LangSchema, z.string())
    .refine((map) => Object.keys(map).length > 0, { message: 'give at least one language' }),
]);

const HeroSlideInputSchema = HeroSlideSchema.extend({
  title: TextInputSchema,
  text: TextInputSchema,
  image: z.object({ url: z.string(), alt: TextInputSchema }),
  buttonText: TextInputSchema.nullable(),
});

/** booker (spec §3) as staff write and read it: the texts as language maps. */
export const BookerInputSchema = BookerSchema.extend({
  siteDisabledMessage: TextInputSchema,
  sections: z.object({
    home: z.object({
      heroImage: BookerSchema.shape.sections.shape.home.shape.heroImage.extend({
        serviceId: IdSchema.nullable(),
        slides: z.array(HeroSlideInputSchema).max(20),
      }),
    }),
  }),
  customMenuItems: z
    .array(z.object({ id: IdSchema, url: TextInputSchema, label: TextInputSchema, order: z.number() }))
    .max(50),
  primarySiteLinkText: TextInputSchema,
  couponsPopupText: TextInputSchema,
  gifts: z.object({
    themes: z.array(z.object({ id: IdSchema, name: TextInputSchema, image: z.string().nullable() })),
  }),
  seo: z.object({ siteTabTitlePattern: TextInputSchema }),
  favicon: z.object({ title: TextInputSchema, image: z.string().nullable() }),
});
export type BookerInput = z.infer<typeof BookerInputSchema>;

export const IdentityInputSchema = CompanySchema.shape.identity.extend({ displayName: TextInputSchema });

export const MENU_LABEL_KEYS = ['services', 'boutique', 'gift', 'contact', 'magazine'] as const;
export const SettingsInputSchema = z.object({
  bottomNavLeft: z.string().max(40),
  bottomNavLeftInfo: TextInputSchema.nullable(),
  bottomNavRight: z.string().max(40),
  bottomNavRightInfo: TextInputSchema.nullable(),
  menuLabels: z.partialRecord(z.enum(MENU_LABEL_KEYS), TextInputSchema),
  /** The noun for the business's place; absent: 'boutique' (ADR 0020). */
  shopWord: ShopWordSchema.optional(),
});

export const LEGAL_KINDS = ['cookies', 'rgpd', 'mentions', 'cgv', 'cgu'] as const;
/** Legal texts per kind, HTML per language (sanitised on write and on read). */
export const TextLegalsInputSchema = z.partialRecord(
  z.enum(LEGAL_KINDS),
  z.partialRecord(LangSchema, z.string().max(200_000)),
);

/**
 * PUT /api/companies/{id}: each given section replaces the stored one and must be complete
 * (GET answers them complete). Payment settings and secrets are the owner's (ADR 0005).
 */
export const CompanyUpdateSchema = z
  .object({
    identity: IdentityInputSchema,
    themes: ThemesSchema,
    /** The theme under edition, served only with the previewtheme header; null ends the preview. */
    previewTheme: ThemesSchema.nullable(),
    booker: BookerInputSchema,
    settings: SettingsInputSchema,
    textLegals: TextLegalsInputSchema,
    maintenance: z.boolean(),
    isDebug: z.boolean(),
    stripeConnectEnabled: z.boolean(),
    stripeConnectId: z.string().max(200).nullable(),
    /** Write-only: provider secrets by name; an empty string removes one. Never answered. */
    paymentSecrets: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), z.string().max(2000)),
  })
  .partial();
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

/** A company as its staff read it: complete documents with the language maps, no secrets. */
export const CompanyAdminSchema = z.object({
  id: z.number(),
  token: z.string(),
  nickname: z.string(),
  version: z.number(),
  isDebug: z.boolean(),
  maintenance: z.boolean(),
  stripeConnectEnabled: z.boolean(),
  stripeConnectId: z.string().nullable(),
  identity: IdentityInputSchema,
  themes: ThemesSchema,
  previewTheme: ThemesSchema.nullable(),
  previewToken: z.string().nullable(),
  booker: BookerInputSchema,
  settings: SettingsInputSchema,
  textLegals: TextLegalsInputSchema,
  /** Names of the payment secrets that are set (their values never leave the API). */
  paymentSecretsSet: z.array(z.string()),
  hosts: z.array(z.string()),
  giftActive: z.boolean(),
  modules: z.object({ payment: z.boolean(), eshop: z.boolean(), loyalty: z.boolean() }),
  homepageMode: HomepageTypeSchema,
  shopCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyAdmin = z.infer<typeof CompanyAdminSchema>;
export const CompanyAdminAnswerSchema = z.object({ company: CompanyAdminSchema });
export const CompaniesAdminAnswerSchema = z.object({ companies: z.array(CompanyAdminSchema) });

/** POST /api/companies (platform admins): a new tenant with its hosts and first owner. */
export const CompanyCreateSchema = z.object({
  nickname: z
    .string()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes'),
  displayName: z.string().trim().min(1).max(200),
  hosts: z
    .array(
      z
        .string()
        .max(253)
        .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/),
    )
    .max(20)
    .default([]),
  /** The first owner; they set a password through the reset flow of the accounts module. */
  ownerEmail: z.email().max(254).optional(),
  version: z.number().int().min(0).max(1000).default(0),
  homepageType: HomepageTypeSchema.default('mono'),
});
export const CompanyCreatedAnswerSchema = z.object({ company: CompanyAdminSchema, token: z.string() });

/** DELETE /api/companies/{id}: the owner types the nickname to confirm. */
export const CompanyDeleteSchema = z.object({ confirm: z.string().max(60) });
