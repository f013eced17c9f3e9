// The document a payment row keeps in `payments.cart`: what was bought, the server's prices, the
// orders it created and what the storefront needs to go on (token, scenario). Written by
// initialize, read by every later step, never trusted from a client.
import type { Lang, Prices } from '@eclat/contracts';
import type { CheckoutPart, PartTotals, PaymentStatus } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';
import type { ProviderName, Scenario } from '../../../platform/payments/provider.ts';
import type { GiftPurchase } from '../gifts/issue.ts';
import { setPaymentColumns } from './repository.ts';

export type StoredGiftPurchase = Omit<GiftPurchase, 'sendAt'> & { sendAt: string | null };

export type PaymentCart = {
  lang: Lang;
  customerEmail: string | null;
  /** The pick-up shop of the products. */
  shopId: number | null;
  bookingOrderId: number | null;
  eshopOrderId: number | null;
  giftOrderId: number | null;
  gifts: StoredGiftPurchase[];
  couponId: number | null;
  giftCode: string | null;
  prices: Prices;
  /** What each part costs the customer (after coupon and gift code): its share of `amount`. */
  parts: Record<CheckoutPart, PartTotals>;
  /** Given back so far per part, in cents (money and old credit alike). */
  refunded: Record<CheckoutPart, number>;
  token: string;
  scenario: Scenario;
  payId: string | null;
  /** Things staff should look at (a coupon no longer counted, a voucher short of balance…). */
  attention: string[];
};

export type PaymentRow = typeof payments.$inferSelect;
export type LoadedPayment = Omit<PaymentRow, 'cart' | 'status' | 'provider'> & {
  cart: PaymentCart;
  status: PaymentStatus;
  provider: ProviderName;
};

const asLoaded = (row: PaymentRow): LoadedPayment => row as unknown as LoadedPayment;

export const noRefunds = (): Record<CheckoutPart, number> => ({ booking: 0, gift: 0, product: 0 });

/** A payment of the company by its cartId; FOR UPDATE inside a transaction when `lock`. */
export async function findPayment(
  db: Db,
  companyId: number,
  cartId: string,
  lock = false,
): Promise<LoadedPayment | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.cartId, cartId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? asLoaded(row) : null;
}

export async function findPaymentById(
  db: Db,
  companyId: number,
  id: number,
  lock = false,
): Promise<LoadedPayment | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? asLoaded(row) : null;
}

/** A customer's unpaid carts, locked FOR UPDATE in id order (one fixed order: no deadlock). */
export async function lockOpenCarts(db: Db, companyId: number, customerId: number): Promise<LoadedPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.customerId, customerId),
        inArray(payments.status, ['initialized', 'pending']),
      ),
    )
    .orderBy(asc(payments.id))
    .for('update');
  return rows.map(asLoaded);
}

/** Writes the cart document and the given columns of a payment. */
export async function savePayment(
  db: Db,
  payment: LoadedPayment,
  changes: Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'refundedAmount' | 'message'>> & {
    cart?: PaymentCart;
  },
  now: Date,
): Promise<void> {
  await setPaymentColumns(db, {
    companyId: payment.companyId,
    paymentId: payment.id,
    set: { ...changes, cart: changes.cart as Record<string, unknown> | undefined, updatedAt: now },
  });
}
