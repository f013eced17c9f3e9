import type { Outcome, PaymentProvider } from './provider.ts';
import { ProviderError } from './provider.ts';

// The `free` provider (spec §9: the default when none is set): no money moves, the order is
// confirmed at once. It also settles every cart whose total is 0, whatever the company's
// provider (ADR 0010).

const succeeded = (cartId: string): Outcome => ({
  status: 'succeeded',
  providerRef: `free:${cartId}`,
  // Nothing was collected: there is no amount for the service to check.
  amount: null,
});

export const freeProvider: PaymentProvider = {
  name: 'free',
  async start(_ctx, input) {
    return {
      token: input.cartId,
      providerRef: `free:${input.cartId}`,
      scenario: { kind: 'confirm-at-once' },
    };
  },
  async fetchOutcome(_ctx, ref) {
    return succeeded(ref.cartId);
  },
  async pay(_ctx, ref) {
    return succeeded(ref.cartId);
  },
  async parseNotification() {
    throw new ProviderError('invalid', 'the free provider sends no notifications');
  },
  async refund(_ctx, input) {
    // No money was taken, so none is sent back: the refund is only recorded.
    return { refundRef: `free-refund:${input.idempotencyKey}` };
  },
};
