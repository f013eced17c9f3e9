import { freeProvider } from './free.ts';
import { moneticoProvider } from './monetico.ts';
import { paypalProvider } from './paypal.ts';
import { payzenProvider } from './payzen.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { ProviderError } from './provider.ts';
import { saferpayProvider } from './saferpay.ts';
import { stripeProvider } from './stripe.ts';

/** The adapters by name; a company picks one with booker.payment.provider (default free). */
export type ProviderRegistry = Readonly<Partial<Record<ProviderName, PaymentProvider>>>;

export function defaultProviders(): ProviderRegistry {
  return {
    free: freeProvider,
    stripe: stripeProvider,
    paypal: paypalProvider,
    payzen: payzenProvider,
    saferpay: saferpayProvider,
    monetico: moneticoProvider,
  };
}

/** The adapter of `name`; a company set to a provider this build lacks cannot take payments. */
export function providerFor(registry: ProviderRegistry, name: ProviderName): PaymentProvider {
  const provider = registry[name];
  if (!provider) throw new ProviderError('config', `payment provider ${name} is not available`);
  return provider;
}
