import type { PaymentSummary } from '@eclat/contracts';

/** POST /api/payment/success/{id}: the cart's summary and, once paid, the purchase event (spec §7). */
export type PaymentOutcome = PaymentSummary & {
  purchase: {
    transaction_id: string;
    value: number;
    currency: 'EUR';
    tax: 0;
    shipping: 0;
    items: { item_id: string; item_name: string; item_category: string; price: number; quantity: number }[];
  } | null;
};

/** The outcome the page shows: paid, still being confirmed, or why not. */
export type OutcomeKind = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired';
export function outcomeKind(status: string): OutcomeKind {
  if (status === 'succeeded' || status === 'refunded') return 'paid';
  if (status === 'failed' || status === 'cancelled' || status === 'expired') return status;
  return 'pending';
}
