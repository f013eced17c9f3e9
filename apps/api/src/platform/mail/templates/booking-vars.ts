// What the booking messages show, already formatted for the customer's language and the shop's
// time zone by the caller (modules/booking/notifications): the templates only place words.

export type BookingLine = {
  service: string;
  /** "10:30 – 11:15", in the shop's time zone. */
  time: string;
  collaborator: string | null;
  /** Formatted price. */
  price: string;
};

/** The cancellation conditions in force for the booking, formatted; null when not shown. */
export type BookingConditions = {
  /** Free cancellation until this formatted instant; null when the notice has already begun. */
  freeUntil: string | null;
  noticeHours: number;
  /** Inside the notice: self-service cancellation refused (call the shop), or a fee. */
  late: 'refused' | 'fee';
  /** The late-cancellation fee; null: none. */
  lateFee: FeeText | null;
  /** The no-show fee; null: none. */
  noShowFee: FeeText | null;
};

/** A fee as said: an amount or share already formatted ("15,00 €", "50 %"), or the deposit kept. */
export type FeeText = { kind: 'amount'; text: string } | { kind: 'deposit' };

export type BookingMailVars = {
  kind: 'confirmed' | 'modified' | 'cancelled' | 'reminder';
  customerName: string | null;
  reference: number;
  /** The day, long ("mardi 3 mars 2026"), and the start time ("10:30"). */
  day: string;
  time: string;
  /** For a moved booking: where it was ("lundi 2 mars 2026, 09:00"). */
  previous: string | null;
  shopName: string;
  shopAddress: string;
  lines: BookingLine[];
  total: string;
  /** Still to pay at the shop (total less what was paid online), formatted; null when nothing. */
  dueAtShop: string | null;
  conditions: BookingConditions | null;
  /** The manage page; its token is SECRET (sealed in the outbox). Null without a storefront. */
  manageLink: string | null;
  /** cancelled: who cancelled, and the money: refunded, kept as a fee, or null. */
  cancelledBy: 'customer' | 'staff' | 'system' | null;
  refund: string | null;
  /** cancelled: money kept as credit on the customer's account instead of a refund. */
  credit: string | null;
  fee: string | null;
  /** The .ics is attached. */
  calendarAttached: boolean;
  /** Where to book again (cancelled), or null. */
  bookingLink: string | null;
};

/** A payment receipt: a booking's deposit or payment, or an e-shop order. */
export type OrderReceiptVars = {
  customerName: string | null;
  reference: string;
  /** Formatted date of payment. */
  paidOn: string;
  lines: { label: string; detail: string | null; amount: string }[];
  /** Discount (coupon, voucher) applied, formatted; null: none. */
  discount: string | null;
  paid: string;
  /** booking_receipt: still due at the shop; null when nothing. */
  dueAtShop: string | null;
  /** order_receipt: where the products are collected, or null. */
  pickup: string | null;
  /** The account page where the order is, or null. */
  accountLink: string | null;
};
