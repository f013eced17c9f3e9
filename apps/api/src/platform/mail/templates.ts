// Mail and SMS texts in the five languages (spec §1), chosen by the customer's `lang`. The texts
// live in templates/ by theme: accounts (codes, passwords), gifts, booking, receipts, reviews; the HTML
// mails share templates/layout.ts (the business's logo and colours).
import { DEFAULT_LANG, isLang, type Lang } from '@eclat/contracts';
import { ACCOUNT_TEMPLATES } from './templates/accounts.ts';
import { bookingMessage } from './templates/booking.ts';
import { giftReceipt, giftVoucher } from './templates/gifts.ts';
import { marketingMessage, retentionNotice } from './templates/privacy.ts';
import { paymentReceipt } from './templates/receipts.ts';
import { reviewInvite } from './templates/reviews.ts';
import type { Rendered, TemplateName, TemplateVars } from './templates/types.ts';
import { waitlistOffer } from './templates/waitlist.ts';

export { brandOf, HOUSE_BRAND } from './templates/layout.ts';
export * from './templates/types.ts';

/** The text of a message in `lang` (fr when unknown). Secrets appear as SECRET. */
export function renderTemplate(name: TemplateName, lang: string, vars: TemplateVars): Rendered {
  const l: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  switch (name) {
    case 'gift_voucher':
      return giftVoucher(l, vars);
    case 'gift_receipt':
      return giftReceipt(l, vars);
    case 'booking_confirmed':
    case 'booking_modified':
    case 'booking_cancelled':
    case 'booking_reminder':
      return bookingMessage(l, vars);
    case 'booking_receipt':
      return paymentReceipt('booking', l, vars);
    case 'order_receipt':
      return paymentReceipt('order', l, vars);
    case 'review_invite':
      return reviewInvite(l, vars);
    case 'waitlist_offer':
      return waitlistOffer(l, vars);
    case 'retention_notice':
      return retentionNotice(l, vars);
    case 'marketing_message':
      return marketingMessage(l, vars);
    default:
      return ACCOUNT_TEMPLATES[name][l](vars);
  }
}
