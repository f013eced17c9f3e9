// The names and variables of every mail and SMS template (the texts live beside, by theme).
import type { BookingMailVars, OrderReceiptVars } from './booking-vars.ts';
import type { Brand } from './layout.ts';
import type { MarketingMessageVars, RetentionNoticeVars } from './privacy.ts';
import type { WaitlistOfferVars } from './waitlist.ts';

export type { BookingMailVars, FeeText, OrderReceiptVars } from './booking-vars.ts';
export type { Brand } from './layout.ts';
export type { MarketingMessageVars, RetentionNoticeVars } from './privacy.ts';
export type { WaitlistOfferVars } from './waitlist.ts';

/**
 * Stands for the one-time secret (code, or the token inside a link) while a message is rendered:
 * the messenger puts the clear secret in what it delivers and an encrypted one in the outbox.
 */
export const SECRET = '\u0000secret\u0000';

export type TemplateName =
  | 'sms_code'
  | 'email_code'
  | 'password_reset'
  | 'password_changed'
  | 'cmpuser_invite'
  | 'delete_account_code'
  | 'gift_voucher'
  | 'gift_receipt'
  | 'booking_confirmed'
  | 'booking_modified'
  | 'booking_cancelled'
  | 'booking_reminder'
  | 'booking_receipt'
  | 'order_receipt'
  | 'review_invite'
  | 'waitlist_offer'
  | 'retention_notice'
  | 'marketing_message';

export type TemplateVars = {
  /** The company's display name. */
  company: string;
  /** Minutes the code or link stays valid. */
  minutes?: number;
  /** A link whose last part is SECRET. */
  link?: string;
  /** gift_voucher: amount and date already formatted for the language; free texts raw (escaped here). */
  gift?: GiftVoucherVars;
  /** gift_receipt: the buyer's receipt for the vouchers of one order. */
  receipt?: GiftReceiptVars;
  /** The business's logo and colours for HTML mails; the house style when absent. */
  brand?: Brand;
  /** booking_*: the booking the message is about, formatted for the language. */
  booking?: BookingMailVars;
  /** booking_receipt and order_receipt: what was paid. */
  order?: OrderReceiptVars;
  /** review_invite: the visit the customer is invited to review (issue 22). */
  review?: ReviewInviteVars;
  /** waitlist_offer: the time held for the customer and the link to answer. */
  waitlist?: WaitlistOfferVars;
  /** retention_notice: the erasure day of an inactive account and where to sign in (issue 23). */
  retention?: RetentionNoticeVars;
  /** marketing_message: the company's text and the unsubscribe link (consents/marketing.ts only). */
  marketing?: MarketingMessageVars;
  /** Render the short SMS text of a booking, review or waitlist template instead of the mail. */
  sms?: boolean;
};

/** review_invite: what the invitation shows, formatted for the customer's language by the caller. */
export type ReviewInviteVars = {
  customerName: string | null;
  shopName: string;
  /** The visit's service in the customer's language, and who performed it (or null). */
  service: string;
  collaborator: string | null;
  /** The visit's day, long ("mardi 3 mars 2026"). */
  day: string;
  /** The review page; its token is SECRET. Without a storefront there is no invitation. */
  link: string;
};

export type GiftReceiptVars = {
  /** The buyer's name, or null. */
  buyerName: string | null;
  /** Formatted total. */
  total: string;
  vouchers: { amount: string; code: string; recipientName: string | null; expires: string | null }[];
  /** Where the buyer finds their vouchers (the account page), or null when no storefront is known. */
  accountLink: string | null;
};

export type GiftVoucherVars = {
  amount: string;
  code: string;
  /** The last day it can be used, formatted; null: no end. */
  expires: string | null;
  theme: string | null;
  themeImage: string | null;
  recipientName: string | null;
  message: string | null;
  /** Who offers it (the buyer's name), or null. */
  from: string | null;
  /** The storefront's booking page, or null when no storefront is known. */
  bookingLink: string | null;
};

/** Mails with an HTML part carry it in `html`; `text` is always there (SMS, plain-text readers). */
export type Rendered = { subject: string | null; text: string; html?: string };
export type Template = (v: Required<Pick<TemplateVars, 'company'>> & TemplateVars) => Rendered;
