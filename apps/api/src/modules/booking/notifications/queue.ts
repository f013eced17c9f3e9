// Booking messages (issue 20): confirmed, modified, cancelled, reminder — an e-mail (HTML and
// text, the .ics attached) and a short SMS when the customer has a phone and has not turned SMS
// off. Written to the outbox in the caller's transaction: the change and its messages commit or
// roll back together; the relay sends them. The manage link's token is sealed in the outbox.
import {
  type Booker,
  isLang,
  type Lang,
  LOCALE_CODES,
  type PolicyFee,
  type PolicySnapshot,
} from '@eclat/contracts';
import {
  appointmentUid,
  buildIcs,
  type CalendarEvent,
  cancellationTerms,
  DEFAULT_BOOKER,
  localise,
  mergeSettings,
} from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type MailContext, mailContext } from '../../../platform/mail/company-context.ts';
import { type MessageKeys, queueMessage, textAttachment } from '../../../platform/mail/outbox-writer.ts';
import {
  type BookingMailVars,
  type FeeText,
  SECRET,
  type TemplateName,
} from '../../../platform/mail/templates.ts';
import { MANAGE_PAGE, manageToken } from '../manage-link/token.ts';
import { type BookingFacts, loadAppointmentTimes, loadBookingFacts } from './load.ts';

export type BookingMessageKind = 'confirmed' | 'modified' | 'cancelled' | 'reminder';

export type BookingMessageInput = {
  companyId: number;
  orderId: number;
  kind: BookingMessageKind;
  now: Date;
  /** cancelled: who cancelled (the customer, the shop's staff, the system: an unpaid hold). */
  cancelledBy?: 'customer' | 'staff' | 'system';
  /** cancelled: money given back in cents, to the means of payment or as account credit; null: none. */
  refund?: { amount: number; as?: 'money' | 'credit' } | null;
  /** cancelled: a late-cancellation fee kept, in cents. */
  fee?: number;
  /** modified: where the booking was, and the appointments it replaced (their calendar events are cancelled). */
  previous?: { start: Date; appointmentIds?: number[] };
  /**
   * The appointments the message is about. Default: the order's confirmed ones (the cancelled
   * ones for `cancelled`).
   */
  appointmentIds?: number[];
  /** Reminders follow the company's channels; other messages go by both. */
  channels?: { email: boolean; sms: boolean };
};

const TEMPLATE: Record<BookingMessageKind, TemplateName> = {
  confirmed: 'booking_confirmed',
  modified: 'booking_modified',
  cancelled: 'booking_cancelled',
  reminder: 'booking_reminder',
};

/** What was written, for the caller's log and the tests. */
export type QueuedBookingMessages = { email: boolean; sms: boolean };

/**
 * Queues the messages of one booking change in `tx`. Writes nothing when the order has no
 * customer left or no appointment of the kind; never throws for a missing phone or storefront.
 */
export async function queueBookingMessages(
  tx: Db,
  keys: MessageKeys,
  input: BookingMessageInput,
): Promise<QueuedBookingMessages> {
  const facts = await loadBookingFacts(tx, input.companyId, input.orderId);
  if (!facts) return { email: false, sms: false };
  const cancelled = input.kind === 'cancelled';
  const shown = facts.appointments.filter((a) =>
    input.appointmentIds
      ? input.appointmentIds.includes(a.id)
      : cancelled
        ? a.status === 'cancelled'
        : a.status === 'confirmed',
  );
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return { email: false, sms: false };

  const lang: Lang = isLang(facts.customer.lang) ? facts.customer.lang : 'fr';
  const ctx = await mailContext(tx, input.companyId, lang);
  // The company's settings with their defaults (as appointments/settings.ts reads them).
  const settings = mergeSettings(DEFAULT_BOOKER, ctx.row.booker).appointment;
  const tz = facts.shop.timeZone;
  const locale = LOCALE_CODES[lang];
  const dayOf = (d: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: tz }).format(d);
  const timeOf = (d: Date) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: tz }).format(d);

  const token = manageToken(keys.linkKey, {
    companyId: input.companyId,
    orderId: input.orderId,
    endsAt: last.endsAt,
  });
  const manageLink = ctx.link(`${MANAGE_PAGE}/${SECRET}`);
  const total = shown.reduce((sum, a) => sum + a.price, 0);
  const paid = facts.order.paidAmount - facts.order.refundedAmount;
  const withIcs = !cancelled;

  const vars: BookingMailVars = {
    kind: input.kind,
    customerName: facts.customer.name,
    reference: facts.order.id,
    day: dayOf(first.startsAt),
    time: timeOf(first.startsAt),
    previous: input.previous ? `${dayOf(input.previous.start)}, ${timeOf(input.previous.start)}` : null,
    shopName: facts.shop.name,
    shopAddress: facts.shop.address,
    lines: shown.map((a) => ({
      service: localise(a.service, lang),
      time: `${timeOf(a.startsAt)} – ${timeOf(a.endsAt)}`,
      collaborator: a.collaborator,
      price: ctx.money(a.price),
    })),
    total: ctx.money(total),
    dueAtShop: paid > 0 && total > paid ? ctx.money(total - paid) : null,
    conditions: conditionsOf(
      first.policy ?? companyPolicy(settings),
      first.startsAt,
      input.now,
      ctx,
      dayOf,
      timeOf,
    ),
    manageLink,
    cancelledBy: cancelled ? (input.cancelledBy ?? 'system') : null,
    refund:
      input.refund && input.refund.amount > 0 && input.refund.as !== 'credit'
        ? ctx.money(input.refund.amount)
        : null,
    credit:
      input.refund && input.refund.amount > 0 && input.refund.as === 'credit'
        ? ctx.money(input.refund.amount)
        : null,
    fee: input.fee ? ctx.money(input.fee) : null,
    calendarAttached: withIcs,
    bookingLink: ctx.link('/reservation'),
  };
  const secret = manageLink ? { value: token, cipher: keys.cipher } : undefined;
  const channels = input.channels ?? { email: true, sms: true };
  const template = TEMPLATE[input.kind];
  const base = {
    companyId: input.companyId,
    lang,
    template,
    shopId: facts.shop.id,
    customerId: facts.customer.id,
    ...(secret ? { secret } : {}),
  };

  let email = false;
  if (channels.email && facts.customer.email) {
    const ics = withIcs ? await calendarOf(tx, facts, shown, input, ctx) : null;
    await queueMessage(tx, {
      ...base,
      channel: 'email',
      to: facts.customer.email,
      vars: { company: ctx.company, brand: ctx.brand, booking: vars },
      ...(ics
        ? {
            attachments: [
              textAttachment(`rendez-vous-${facts.order.id}.ics`, 'text/calendar; charset=utf-8', ics),
            ],
          }
        : {}),
    });
    email = true;
  }
  let sms = false;
  if (channels.sms && facts.customer.phone && !facts.customer.smsOptOut) {
    await queueMessage(tx, {
      ...base,
      channel: 'sms',
      to: facts.customer.phone,
      vars: { company: ctx.company, booking: vars, sms: true },
    });
    sms = true;
  }
  return { email, sms };
}

/** The company's policy as a snapshot, for bookings made before snapshots existed. */
function companyPolicy(settings: Booker['appointment']): PolicySnapshot {
  return {
    noticeHours: settings.cancellationNoticeHours,
    lateCancellation: settings.policy.lateCancellation,
    lateFee: settings.policy.lateFee,
    noShowFee: settings.policy.noShowFee,
    depositAmount: 0,
  };
}

function feeText(fee: PolicyFee, ctx: MailContext): FeeText | null {
  if (fee.type === 'none') return null;
  if (fee.type === 'deposit') return { kind: 'deposit' };
  if (fee.type === 'percent') {
    const share = new Intl.NumberFormat(LOCALE_CODES[ctx.lang], { style: 'percent' }).format(fee.value / 100);
    return { kind: 'amount', text: share };
  }
  return fee.value > 0 ? { kind: 'amount', text: ctx.money(fee.value) } : null;
}

function conditionsOf(
  policy: PolicySnapshot,
  start: Date,
  now: Date,
  ctx: MailContext,
  dayOf: (d: Date) => string,
  timeOf: (d: Date) => string,
): BookingMailVars['conditions'] {
  const terms = cancellationTerms(start, now, policy.noticeHours);
  return {
    freeUntil: terms.kind === 'free-until' ? `${dayOf(terms.deadline)}, ${timeOf(terms.deadline)}` : null,
    noticeHours: policy.noticeHours,
    late: policy.lateCancellation,
    lateFee: feeText(policy.lateFee, ctx),
    noShowFee: feeText(policy.noShowFee, ctx),
  };
}

/** The .ics: one event per appointment shown; a move also cancels the replaced ones' events. */
async function calendarOf(
  tx: Db,
  facts: BookingFacts,
  shown: BookingFacts['appointments'],
  input: BookingMessageInput,
  ctx: MailContext,
): Promise<string> {
  const host = ctx.origin ? new URL(ctx.origin).hostname : 'eclat';
  const location = `${facts.shop.name}, ${facts.shop.address}`;
  const geo =
    facts.shop.lat !== null && facts.shop.lng !== null ? { lat: facts.shop.lat, lng: facts.shop.lng } : null;
  const description = `${ctx.company} · #${facts.order.id}`;
  const events: CalendarEvent[] = shown.map((a) => ({
    uid: appointmentUid(a.id, host),
    start: a.startsAt,
    end: a.endsAt,
    summary: `${localise(a.service, ctx.lang)} · ${ctx.company}`,
    location,
    description,
    geo,
  }));
  const replaced = await loadAppointmentTimes(tx, input.companyId, input.previous?.appointmentIds ?? []);
  for (const r of replaced)
    events.push({
      uid: appointmentUid(r.id, host),
      start: r.startsAt,
      end: r.endsAt,
      summary: ctx.company,
      location,
      description,
      cancelled: true,
      sequence: 1,
    });
  return buildIcs({ events, now: input.now });
}
