import {
  type Company,
  type CompanyAdmin,
  DEFAULT_SHOP_WORD,
  type Lang,
  ShopWordSchema,
} from '@eclat/contracts';
import {
  canRunModule,
  DEFAULT_BOOKER,
  DEFAULT_IDENTITY,
  DEFAULT_THEMES,
  homepageMode,
  isEshopEnabled,
  isGiftActive,
  isPaymentEnabled,
  localiseDeep,
  mergeSettings,
  type PaymentSettings,
} from '@eclat/domain';
import { sanitizeHtml, sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

type Settings = {
  bottomNavLeft?: string;
  bottomNavLeftInfo?: string | null;
  bottomNavRight?: string;
  bottomNavRightInfo?: string | null;
  menuLabels?: Company['menuLabels'];
  shopWord?: unknown;
};

/**
 * The public company object of spec §3 in one language. Secrets (payment keys other than the
 * public one) are never part of it; the response schema strips anything unlisted as well.
 */
export function toPublicCompany(
  row: CompanyRow,
  lang: Lang,
  options: { preview: boolean; shopCount?: number },
): Company {
  const booker = localiseDeep(mergeSettings(DEFAULT_BOOKER, row.booker), lang) as Company['booker'];
  const themeSource = options.preview && row.previewTheme ? row.previewTheme : row.themes;
  const themes = mergeSettings(DEFAULT_THEMES, themeSource);
  const identity = localiseDeep(mergeSettings(DEFAULT_IDENTITY, row.identity), lang) as Company['identity'];
  const settings = localiseDeep(row.settings, lang) as Settings;
  // Rich text: sanitised on write and again on read (architecture page "Time, money, text").
  const textLegals = Object.fromEntries(
    Object.entries(localiseDeep(row.textLegals, lang) as Record<string, unknown>).map(([kind, html]) => [
      kind,
      typeof html === 'string' ? sanitizeHtml(html) : '',
    ]),
  );
  const payment = { provider: booker.payment.provider, publicKey: booker.payment.keys.publicKey };
  return {
    id: row.id,
    token: row.token,
    nickname: row.nickname,
    version: row.version,
    isDebug: row.isDebug,
    maintenance: row.maintenance,
    giftActive: isGiftActive(payment, booker.gift, booker.gifts.themes.length),
    stripeConnectEnabled: row.stripeConnectEnabled,
    stripeConnectId: row.stripeConnectId,
    previewTheme: options.preview && row.previewTheme !== null,
    identity,
    themes,
    booker,
    textLegals,
    bottomNavLeft: settings.bottomNavLeft ?? 'services',
    bottomNavLeftInfo: settings.bottomNavLeftInfo ?? null,
    bottomNavRight: settings.bottomNavRight ?? 'contact',
    bottomNavRightInfo: settings.bottomNavRightInfo ?? null,
    menuLabels: settings.menuLabels ?? {},
    // A stored word no longer offered falls back to the default rather than failing the page.
    shopWord: ShopWordSchema.catch(DEFAULT_SHOP_WORD).parse(settings.shopWord),
    modules: {
      payment: isPaymentEnabled(payment),
      eshop: isEshopEnabled(payment, booker.eshopEnabled) && canRunModule('ESHOP', row.version),
      loyalty: canRunModule('LOYALTY', row.version),
    },
    ...(options.shopCount === undefined
      ? {}
      : { homepageMode: homepageMode(options.shopCount, booker.homepageType), shopCount: options.shopCount }),
  };
}

export const DEFAULT_SETTINGS = {
  bottomNavLeft: 'services',
  bottomNavLeftInfo: null,
  bottomNavRight: 'contact',
  bottomNavRightInfo: null,
  menuLabels: {},
};

/** The payment settings the switches of packages/domain read, from a stored booker. */
export function paymentOf(bookerDoc: unknown): PaymentSettings {
  const booker = mergeSettings(DEFAULT_BOOKER, bookerDoc);
  return { provider: booker.payment.provider, publicKey: booker.payment.keys.publicKey };
}

/**
 * A company as its staff read it (ADR 0005): every document complete (stored values over the
 * defaults) with the language maps, legal texts sanitised, secrets reduced to their names.
 */
export function toAdminCompany(row: CompanyRow, extra: { hosts: string[]; shopCount: number }): CompanyAdmin {
  const booker = mergeSettings(DEFAULT_BOOKER, row.booker) as unknown as CompanyAdmin['booker'];
  const payment = paymentOf(row.booker);
  const textLegals: CompanyAdmin['textLegals'] = {};
  for (const [kind, map] of Object.entries(row.textLegals)) {
    textLegals[kind as keyof CompanyAdmin['textLegals']] = sanitizeLocalisedHtml(map ?? {});
  }
  return {
    id: row.id,
    token: row.token,
    nickname: row.nickname,
    version: row.version,
    isDebug: row.isDebug,
    maintenance: row.maintenance,
    stripeConnectEnabled: row.stripeConnectEnabled,
    stripeConnectId: row.stripeConnectId,
    identity: mergeSettings(DEFAULT_IDENTITY, row.identity) as CompanyAdmin['identity'],
    themes: mergeSettings(DEFAULT_THEMES, row.themes),
    previewTheme: row.previewTheme ? mergeSettings(DEFAULT_THEMES, row.previewTheme) : null,
    previewToken: row.previewToken,
    booker,
    settings: mergeSettings(DEFAULT_SETTINGS, row.settings) as CompanyAdmin['settings'],
    textLegals,
    paymentSecretsSet: Object.keys(row.paymentSecrets).sort(),
    hosts: extra.hosts,
    giftActive: isGiftActive(payment, booker.gift, booker.gifts.themes.length),
    modules: {
      payment: isPaymentEnabled(payment),
      eshop: isEshopEnabled(payment, booker.eshopEnabled) && canRunModule('ESHOP', row.version),
      loyalty: canRunModule('LOYALTY', row.version),
    },
    homepageMode: homepageMode(extra.shopCount, booker.homepageType),
    shopCount: extra.shopCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
