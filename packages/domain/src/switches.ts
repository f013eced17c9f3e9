// Spec §5 "Payment enabled / e-shop / gift" and the module levels; spec §2 home mode.
export type ProviderName = 'free' | 'stripe' | 'paypal' | 'payzen' | 'saferpay' | 'monetico';

export type PaymentSettings = { provider: ProviderName; publicKey: string | null | undefined };

/** stripe and payzen need a public key; saferpay, monetico, paypal and free always work. */
export function isPaymentEnabled(payment: PaymentSettings): boolean {
  if (payment.provider === 'stripe' || payment.provider === 'payzen') return Boolean(payment.publicKey);
  return true;
}

/** The e-shop runs only with payment enabled, a provider other than monetico, and eshopEnabled. */
export function isEshopEnabled(payment: PaymentSettings, eshopEnabled: boolean): boolean {
  return isPaymentEnabled(payment) && payment.provider !== 'monetico' && eshopEnabled;
}

/** Gift vouchers are active when the setting is on, themes exist and payment is enabled. */
export function isGiftActive(payment: PaymentSettings, giftOn: boolean, themeCount: number): boolean {
  return giftOn && themeCount > 0 && isPaymentEnabled(payment);
}

/** Required company version per module (spec §5: ESHOP and LOYALTY both require 0). */
export const MODULE_LEVELS = { ESHOP: 0, LOYALTY: 0 } as const;
export type ModuleName = keyof typeof MODULE_LEVELS;

export function canRunModule(module: ModuleName, companyVersion: number): boolean {
  return MODULE_LEVELS[module] <= companyVersion;
}

export type HomepageType = 'mono' | 'mkp' | 'mkp-2';

/** mono when the company has one shop or none, otherwise its homepage type. */
export function homepageMode(shopCount: number, homepageType: HomepageType): HomepageType {
  return shopCount <= 1 ? 'mono' : homepageType;
}
