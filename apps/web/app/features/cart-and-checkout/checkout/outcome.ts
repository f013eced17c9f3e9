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

/**
 * A gift line of the receipt by its amount and recipient ("Bon cadeau de 50 € pour Sophie"):
 * the line's key is gift:<index> in the order the vouchers were issued; the server's line name
 * already carries the word "voucher", so it is never wrapped again.
 */
export function giftLineParts(
  line: { key: string; unitPrice: number },
  gifts: readonly { recipientName: string | null }[] | undefined,
): { amount: number; name: string | null } {
  const index = Number(line.key.split(':')[1]);
  const gift = Number.isInteger(index) ? gifts?.[index] : undefined;
  const name = gift?.recipientName?.trim();
  return { amount: line.unitPrice, name: name || null };
}
