// The export document (issue 23, GDPR art. 15 and 20; ADR 0026): everything the company holds about
// one customer, built from the database when the link is opened. Nothing of another customer or
// company: every query is scoped by the company and the customer (or their e-mail and phones for
// the messages and vouchers addressed to them). Secrets in messages stay hidden.
import {
  isLang,
  type Lang,
  PRIVACY_EXPORT_FORMAT,
  type PrivacyExport,
  PrivacyExportSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  articles,
  bookingOrders,
  consentements,
  consentRecords,
  customerCredits,
  dossiers,
  eshopOrderLines,
  eshopOrders,
  gifts,
  links,
  loyaltyCards,
  loyaltyTransactions,
  needles,
  outbox,
  payments,
  pigments,
  prestations,
  privacyRequests,
  profiles,
  resources,
  reviews,
  shops,
  waitlistEntries,
  waitlistOffers,
} from '../../../db/schema.ts';
import { companyName } from '../../../platform/auth/services.ts';
import { HIDDEN } from '../../../platform/mail/cipher.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { loadSubject, subjectMessages, subjectVouchers } from './customer-records.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const SEALED = /\[\[secret:v1:[A-Za-z0-9_-]+\]\]/g;

/** The document, or null when the customer is not (or no longer) there. */
export async function buildExport(
  db: Db,
  company: CompanyRow,
  customerId: number,
  now: Date,
): Promise<PrivacyExport | null> {
  const companyId = company.id;
  const subject = await loadSubject(db, companyId, customerId);
  if (!subject || subject.erasedAt) return null;
  const c = subject.row;
  const lang: Lang = isLang(c.lang) ? c.lang : 'fr';
  const mine = (t: { companyId: AnyPgColumn; customerId: AnyPgColumn }) =>
    and(eq(t.companyId, companyId), eq(t.customerId, customerId));

  const shopRows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.companyId, companyId));
  const shopName = new Map(shopRows.map((s) => [s.id, s.name]));
  const articleRows = await db
    .select({ id: articles.id, name: articles.name })
    .from(articles)
    .where(eq(articles.companyId, companyId));
  const serviceName = new Map(articleRows.map((a) => [a.id, localise(a.name, lang)]));
  const staffRows = await db
    .select({ id: resources.id, name: resources.displayName })
    .from(resources)
    .where(eq(resources.companyId, companyId));
  const staffName = new Map(staffRows.map((r) => [r.id, r.name]));
  const shop = (id: number | null) => (id === null ? '' : (shopName.get(id) ?? ''));

  const [
    profileRows,
    linkRows,
    orderRows,
    appointmentRows,
    paymentRows,
    eshopRows,
    voucherRows,
    cardRows,
    creditRows,
    consentRows,
    messageRows,
    reviewRows,
    entryRows,
    prestationRows,
    formRows,
    fileRows,
    requestRows,
  ] = await Promise.all([
    db.select().from(profiles).where(mine(profiles)).orderBy(asc(profiles.id)),
    db.select().from(links).where(mine(links)).orderBy(asc(links.id)),
    db.select().from(bookingOrders).where(mine(bookingOrders)).orderBy(asc(bookingOrders.id)),
    db.select().from(appointments).where(mine(appointments)).orderBy(asc(appointments.startsAt)),
    db.select().from(payments).where(mine(payments)).orderBy(asc(payments.id)),
    db.select().from(eshopOrders).where(mine(eshopOrders)).orderBy(asc(eshopOrders.id)),
    db.select().from(gifts).where(subjectVouchers(subject)).orderBy(asc(gifts.id)),
    db.select().from(loyaltyCards).where(mine(loyaltyCards)).limit(1),
    db.select().from(customerCredits).where(mine(customerCredits)).orderBy(asc(customerCredits.id)),
    db.select().from(consentRecords).where(mine(consentRecords)).orderBy(asc(consentRecords.id)),
    db.select().from(outbox).where(subjectMessages(subject)).orderBy(asc(outbox.id)),
    db.select().from(reviews).where(mine(reviews)).orderBy(asc(reviews.id)),
    db.select().from(waitlistEntries).where(mine(waitlistEntries)).orderBy(asc(waitlistEntries.id)),
    db.select().from(prestations).where(mine(prestations)).orderBy(asc(prestations.performedAt)),
    db.select().from(consentements).where(mine(consentements)).orderBy(asc(consentements.id)),
    db.select().from(dossiers).where(mine(dossiers)).orderBy(asc(dossiers.id)),
    db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.companyId, companyId), eq(privacyRequests.subjectRef, customerId)))
      .orderBy(asc(privacyRequests.id)),
  ]);

  const orderIds = eshopRows.map((o) => o.id);
  const lineRows = orderIds.length
    ? await db
        .select()
        .from(eshopOrderLines)
        .where(and(eq(eshopOrderLines.companyId, companyId), inArray(eshopOrderLines.orderId, orderIds)))
        .orderBy(asc(eshopOrderLines.id))
    : [];
  const card = cardRows[0];
  const history = card
    ? await db
        .select()
        .from(loyaltyTransactions)
        .where(and(eq(loyaltyTransactions.companyId, companyId), eq(loyaltyTransactions.cardId, card.id)))
        .orderBy(asc(loyaltyTransactions.id))
    : [];
  const entryIds = entryRows.map((e) => e.id);
  const offerRows = entryIds.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.companyId, companyId), inArray(waitlistOffers.entryId, entryIds)))
        .orderBy(asc(waitlistOffers.id))
    : [];

  // The pigments and needles of the customer's sessions (the company's own, by their numbers).
  const pigmentIds = [...new Set(prestationRows.flatMap((p) => p.pigmentIds))];
  const needleIds = [...new Set(prestationRows.flatMap((p) => p.needleIds))];
  const [pigmentRows, needleRows] = await Promise.all([
    pigmentIds.length
      ? db
          .select()
          .from(pigments)
          .where(and(eq(pigments.companyId, companyId), inArray(pigments.id, pigmentIds)))
      : [],
    needleIds.length
      ? db
          .select()
          .from(needles)
          .where(and(eq(needles.companyId, companyId), inArray(needles.id, needleIds)))
      : [],
  ]);
  const pigmentOf = new Map(
    pigmentRows.map((p) => [
      p.id,
      { name: p.name, brand: p.brand, reference: p.reference, lotNumber: p.lotNumber },
    ]),
  );
  const needleOf = new Map(
    needleRows.map((n) => [
      n.id,
      { name: n.name, brand: null, reference: n.reference, lotNumber: n.lotNumber },
    ]),
  );
  const supplies = <T>(ids: number[], of: Map<number, T>) =>
    ids.flatMap((id) => {
      const found = of.get(id);
      return found ? [found] : [];
    });

  const document: PrivacyExport = {
    format: PRIVACY_EXPORT_FORMAT,
    generatedAt: iso(now),
    company: { name: companyName(company), nickname: company.nickname },
    account: {
      id: c.id,
      email: c.email,
      phone: c.phone,
      emailVerified: c.emailVerified,
      phoneVerified: c.phoneVerified,
      status: c.status,
      lang: c.lang,
      smsOptOut: c.smsOptOut,
      hasPassword: c.passwordHash !== null,
      google: c.googleId !== null,
      facebook: c.facebookId !== null,
      lastActivityAt: isoOrNull(c.lastActivityAt),
      createdAt: iso(c.createdAt),
    },
    profiles: profileRows.map((p) => ({
      id: p.id,
      firstname: p.firstname,
      lastname: p.lastname,
      phone: p.phone,
      country: p.country,
      city: p.city,
      birthdate: p.birthdate,
      code: p.code,
      notes: p.notes,
      createdAt: iso(p.createdAt),
    })),
    externalIds: linkRows.map((l) => ({ system: l.system, externalId: l.externalId })),
    bookingOrders: orderRows.map((o) => ({
      id: o.id,
      shop: shop(o.shopId),
      status: o.status,
      total: o.total,
      paidAmount: o.paidAmount,
      refundedAmount: o.refundedAmount,
      currency: o.currency,
      origin: o.origin,
      paymentProvider: o.paymentProvider,
      createdAt: iso(o.createdAt),
    })),
    appointments: appointmentRows.map((a) => ({
      id: a.id,
      bookingOrderId: a.bookingOrderId,
      shop: shop(a.shopId),
      service: serviceName.get(a.articleId) ?? '',
      collaborator: a.employeeId === null ? null : (staffName.get(a.employeeId) ?? null),
      start: iso(a.startsAt),
      end: iso(a.endsAt),
      status: a.status,
      price: a.price,
      customMessage: a.customMessage,
      cancelledBy: a.cancelledBy,
      cancelledAt: isoOrNull(a.cancelledAt),
      lateCancellation: a.lateCancellation,
      fee: a.fee,
      createdAt: iso(a.createdAt),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      cartId: p.cartId,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      refundedAmount: p.refundedAmount,
      currency: p.currency,
      createdAt: iso(p.createdAt),
    })),
    eshopOrders: eshopRows.map((o) => ({
      id: o.id,
      shop: o.shopId === null ? null : shop(o.shopId),
      status: o.status,
      total: o.total,
      discount: o.discount,
      lines: lineRows
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          name: localise(l.name, lang),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          vat: l.vat,
        })),
      createdAt: iso(o.createdAt),
    })),
    vouchers: voucherRows.map((g) => ({
      code: g.code,
      role: g.buyerCustomerId === customerId ? ('bought' as const) : ('received' as const),
      amount: g.amount,
      balance: g.balance,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      message: g.message,
      status: g.status,
      expiresAt: isoOrNull(g.expiresAt),
      createdAt: iso(g.createdAt),
    })),
    loyalty: card
      ? {
          number: card.number,
          points: card.points,
          history: history.map((t) => ({ delta: t.delta, reason: t.reason, at: iso(t.createdAt) })),
          createdAt: iso(card.createdAt),
        }
      : null,
    credits: creditRows.map((r) => ({ amount: r.amount, kind: r.kind, note: r.note, at: iso(r.createdAt) })),
    consents: consentRows.map((r) => ({
      purpose: r.purpose,
      granted: r.granted === 'yes',
      channels: r.channels.split(',').filter(Boolean),
      wordingVersion: r.wordingVersion,
      source: r.source,
      at: iso(r.createdAt),
    })),
    messages: messageRows.map((m) => ({
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      template: m.template,
      body: m.body.replace(SEALED, HIDDEN),
      sentAt: isoOrNull(m.sentAt),
      createdAt: iso(m.createdAt),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      shop: shop(r.shopId),
      rating: r.rating,
      employeeRating: r.employeeRating,
      comment: r.comment,
      authorName: r.authorName,
      status: r.status,
      hiddenReason: r.hiddenReason,
      reply: r.reply,
      visitedAt: iso(r.visitedAt),
      createdAt: iso(r.createdAt),
    })),
    waitlist: entryRows.map((e) => ({
      id: e.id,
      shop: shop(e.shopId),
      services: e.serviceIds.map((id) => serviceName.get(id) ?? ''),
      weekdays: e.weekdays,
      parts: e.parts,
      fromDate: e.fromDate,
      untilDate: e.untilDate,
      status: e.status,
      offers: offerRows
        .filter((o) => o.entryId === e.id)
        .map((o) => ({
          start: iso(o.startsAt),
          end: iso(o.endsAt),
          status: o.status,
          expiresAt: iso(o.expiresAt),
          createdAt: iso(o.createdAt),
        })),
      createdAt: iso(e.createdAt),
    })),
    performedServices: prestationRows.map((p) => ({
      id: p.id,
      appointmentId: p.appointmentId,
      service: p.articleId === null ? null : (serviceName.get(p.articleId) ?? null),
      collaborator: p.employeeId === null ? null : (staffName.get(p.employeeId) ?? null),
      performedAt: iso(p.performedAt),
      pigments: supplies(p.pigmentIds, pigmentOf),
      needles: supplies(p.needleIds, needleOf),
      notes: p.notes,
      price: p.price,
    })),
    consentForms: formRows.map((f) => ({
      id: f.id,
      appointmentId: f.appointmentId,
      title: f.title,
      content: f.content,
      signedAt: isoOrNull(f.signedAt),
      signatureName: f.signatureName,
      createdAt: iso(f.createdAt),
    })),
    customerFiles: fileRows.map((f) => ({
      id: f.id,
      type: f.type,
      title: f.title,
      data: f.data,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
    })),
    privacyRequests: requestRows.map((r) => ({
      kind: r.kind,
      requestedBy: r.requestedBy,
      staffName: r.staffName,
      status: r.status,
      createdAt: iso(r.createdAt),
      completedAt: isoOrNull(r.completedAt),
    })),
  };
  // The document keeps its own promise: a field that would not match its description is a bug here.
  return PrivacyExportSchema.parse(document);
}
