import type { PaymentInitializeAnswer } from '@eclat/contracts';
// The payment service's answers as the storefront reads them (packages/contracts payment.ts), kept
// as types only: the browser does not bundle zod.

export type Scenario =
  | { kind: 'confirm-at-once' }
  | { kind: 'stripe-card'; clientSecret: string; publicKey: string }
  | { kind: 'paypal-buttons'; orderId: string; clientId: string }
  | { kind: 'payzen-embedded'; formToken: string; publicKey: string }
  | { kind: 'redirect'; url: string; method: 'GET' | 'POST'; fields: Record<string, string> };

export type PriceLine = {
  key: string;
  kind: 'booking' | 'gift' | 'product';
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  vat: number;
};

export type Prices = {
  currency: 'EUR';
  lines: PriceLine[];
  subtotal: number;
  discount: number;
  giftUsed: number;
  total: number;
  vatLines: { rate: number; gross: number; net: number; vat: number }[];
  couponCode: string | null;
  giftCode: string | null;
};

export type PaymentStatus =
  | 'initialized'
  | 'pending'
  | 'succeeded'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'refunded';

/** POST /api/payment/initialize's answer (the contract's). */
export type InitializeAnswer = PaymentInitializeAnswer;

/** What the payment is for decides where the browser comes back (spec §2 payment returns). */
export type PaymentPurpose = 'booking' | 'cart';

export type CartItemBody =
  | { kind: 'booking'; bookingOrderId: number }
  | {
      kind: 'gift';
      amount: number;
      themeId: number | null;
      recipientName: string;
      recipientEmail: string;
      message: string | null;
      sendAt: string | null;
    }
  | { kind: 'product'; articleId: number; quantity: number };

export type InitializeBody = {
  items: CartItemBody[];
  shopId?: number;
  couponCode?: string;
  giftCode?: string;
  customMessage?: string;
};
