// What an adapter needs for one call: the company's secrets and public key, the provider's base
// URL and our own addresses (ADR 0010). Secrets stay here, on the server.
import type { Booker, Lang } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import type { ModuleDeps } from '../../../platform/deps.ts';
import type { ProviderContext, ProviderName } from '../../../platform/payments/provider.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

export type PaymentDeps = Pick<ModuleDeps, 'db' | 'now' | 'payments' | 'messages'>;

/** booker.payment with its defaults: provider free, no public key. */
export function paymentSettings(company: CompanyRow): Booker['payment'] {
  return mergeSettings(DEFAULT_BOOKER, company.booker).payment;
}

const baseUrlOf = (deps: PaymentDeps, provider: ProviderName): string =>
  provider === 'free' ? deps.payments.config.apiUrl : deps.payments.config.baseUrls[provider];

/** The storefront's payment return pages (spec §2), in the customer's language prefix. */
function returnUrls(deps: PaymentDeps, lang: Lang, cartId: string, hasBooking: boolean) {
  const prefix = lang === 'fr' ? '' : `/${lang}`;
  const base = `${deps.payments.config.storefrontUrl}${prefix}/payments`;
  const query = `?cartId=${encodeURIComponent(cartId)}`;
  // rdvcheck is the return address after an appointment payment (spec §2).
  return { success: `${base}/${hasBooking ? 'rdvcheck' : 'success'}${query}`, fail: `${base}/fail${query}` };
}

export function providerContext(
  deps: PaymentDeps,
  company: CompanyRow,
  provider: ProviderName,
  cart: { lang: Lang; cartId: string; hasBooking: boolean },
): ProviderContext {
  return {
    companyToken: company.token,
    secrets: company.paymentSecrets,
    publicKey: paymentSettings(company).keys.publicKey,
    baseUrl: baseUrlOf(deps, provider),
    returnUrls: returnUrls(deps, cart.lang, cart.cartId, cart.hasBooking),
    notifyUrl: `${deps.payments.config.apiUrl}/api/payment/webhook/${provider}/${company.token}`,
    timeoutMs: deps.payments.config.timeoutMs,
  };
}
