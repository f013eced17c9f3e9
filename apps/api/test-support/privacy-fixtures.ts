// A customer with one record of every kind the export lists and the erasure touches (issue 23),
// with distinctive values the scans look for.
import { randomBytes } from 'node:crypto';
import type { PolicySnapshot } from '@eclat/contracts';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/db/prepare.ts';
import {
  appointments,
  bookingOrders,
  consentements,
  consentRecords,
  customerCredits,
  customers,
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
  profiles,
  reviews,
  waitlistEntries,
} from '../src/db/schema.ts';
import { issueToken } from '../src/platform/auth/tokens.ts';
import type { BookingFixture } from './booking-fixtures.ts';

/** Each customer's appointments an hour and more apart: collaborators are never double-booked. */
let serial = 0;

export const RICH_PASSWORD = 'Privacy-test-2026!';

export type RichCustomer = {
  customerId: number;
  token: string;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
  city: string;
  /** Values that must not survive an erasure anywhere. */
  secrets: string[];
  futureAppointmentId: number;
  orderTotals: { bookingOrders: number; payments: number; eshopOrders: number };
  /** The practice records (a session with a pigment and a needle, a signed form, a file). */
  practice: {
    prestationId: number;
    consentementId: number;
    dossierId: number;
    pigment: string;
    needle: string;
  };
};

const POLICY: PolicySnapshot = {
  noticeHours: 24,
  lateCancellation: 'fee',
  lateFee: { type: 'fixed', value: 1500 },
  noShowFee: { type: 'none', value: 0 },
  depositAmount: 0,
};

/** `tag` makes every value distinct per customer (so scans tell two customers apart). */
export async function createRichCustomer(
  db: Db,
  t: BookingFixture,
  tag: string,
  now: Date,
  options: { futureInHours?: number } = {},
): Promise<RichCustomer> {
  const companyId = t.companyId;
  const email = `zephyrine.${tag}@privacy-test.example`;
  const digits = String(600000000 + Math.floor(Math.random() * 99999999)).slice(0, 9);
  const phone = `+33${digits}`;
  const firstname = `Zéphyrine${tag}`;
  const lastname = `Quastorff${tag}`;
  const city = `Plouzané-${tag}`;
  const [c] = await db
    .insert(customers)
    .values({
      companyId,
      email,
      phone,
      passwordHash: await hashPassword(RICH_PASSWORD),
      emailVerified: true,
      googleId: `google-${tag}-${randomBytes(4).toString('hex')}`,
    })
    .returning({ id: customers.id });
  if (!c) throw new Error('customer not created');
  const id = c.id;
  await db.insert(profiles).values({
    companyId,
    customerId: id,
    firstname,
    lastname,
    phone,
    city,
    birthdate: '1990-04-12',
    code: `Z${tag}`.slice(0, 12),
    notes: `Allergie noisette ${firstname}`,
  });
  await db.insert(links).values({ companyId, customerId: id, externalId: `EXT-${tag}` });
  await db.insert(consentRecords).values({
    companyId,
    customerId: id,
    purpose: 'marketing',
    granted: 'yes',
    wordingVersion: '2026-11',
    source: 'registration',
    channels: 'email',
  });
  const [card] = await db
    .insert(loyaltyCards)
    .values({ companyId, customerId: id, number: `LC-${tag}`, points: 120 })
    .returning({ id: loyaltyCards.id });
  await db
    .insert(loyaltyTransactions)
    .values({ companyId, cardId: card?.id as number, delta: 120, reason: 'booking', sourceRef: `bo:${tag}` });
  await db
    .insert(customerCredits)
    .values({ companyId, customerId: id, amount: 2500, kind: 'old_credit', note: `geste pour ${firstname}` });

  const shopId = t.shopId;
  const day = 86_400_000;
  serial += 1;
  const shift = serial * 65 * 60_000;
  const [pastOrder] = await db
    .insert(bookingOrders)
    .values({
      companyId,
      shopId,
      customerId: id,
      status: 'honoured',
      total: 6500,
      paidAmount: 6500,
      customMessage: `Merci, ${firstname}`,
    })
    .returning({ id: bookingOrders.id });
  const [past] = await db
    .insert(appointments)
    .values({
      companyId,
      shopId,
      bookingOrderId: pastOrder?.id,
      customerId: id,
      articleId: t.serviceId,
      employeeId: t.employees[0],
      startsAt: new Date(now.getTime() - 10 * day + shift),
      endsAt: new Date(now.getTime() - 10 * day + shift + 3_600_000),
      status: 'honoured',
      price: 6500,
      customMessage: `Porte code 1234 ${lastname}`,
    })
    .returning({ id: appointments.id });
  const startsAt = new Date(now.getTime() + (options.futureInHours ?? 72) * 3_600_000 + shift);
  const [futureOrder] = await db
    .insert(bookingOrders)
    .values({ companyId, shopId, customerId: id, status: 'confirmed', total: 6500 })
    .returning({ id: bookingOrders.id });
  const [future] = await db
    .insert(appointments)
    .values({
      companyId,
      shopId,
      bookingOrderId: futureOrder?.id,
      customerId: id,
      articleId: t.serviceId,
      employeeId: t.employees[1],
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed',
      price: 6500,
      policy: POLICY,
    })
    .returning({ id: appointments.id });
  await db.insert(reviews).values({
    companyId,
    shopId,
    appointmentId: past?.id as number,
    customerId: id,
    articleId: t.serviceId,
    rating: 5,
    comment: `Parfait, signé ${firstname} ${lastname}`,
    authorName: `${firstname} Q.`,
    visitedAt: new Date(now.getTime() - 10 * day),
    reply: `Merci ${firstname} !`,
  });
  // The company's supplies carry no name of the customer (they stay after an erasure).
  const pigment = `Brun taupe ${tag}`;
  const needle = `Aiguille 3RL ${tag}`;
  const [pigmentRow] = await db
    .insert(pigments)
    .values({ companyId, name: pigment, brand: 'Perma', reference: 'PB-12', lotNumber: `LOT-P-${tag}` })
    .returning({ id: pigments.id });
  const [needleRow] = await db
    .insert(needles)
    .values({ companyId, name: needle, reference: 'N-3RL', size: '0.30', lotNumber: `LOT-N-${tag}` })
    .returning({ id: needles.id });
  const [prestation] = await db
    .insert(prestations)
    .values({
      companyId,
      customerId: id,
      appointmentId: past?.id,
      articleId: t.serviceId,
      employeeId: t.employees[0],
      performedAt: new Date(now.getTime() - 10 * day),
      pigmentIds: [pigmentRow?.id as number],
      needleIds: [needleRow?.id as number],
      notes: `Peau sensible ${lastname}`,
      price: 6500,
    })
    .returning({ id: prestations.id });
  const [form] = await db
    .insert(consentements)
    .values({
      companyId,
      customerId: id,
      appointmentId: past?.id,
      title: 'Consentement éclairé',
      content: `Je soussignée ${firstname} ${lastname} accepte la séance.`,
      signedAt: new Date(now.getTime() - 10 * day),
      signatureName: `${firstname} ${lastname}`,
    })
    .returning({ id: consentements.id });
  const [file] = await db
    .insert(dossiers)
    .values({
      companyId,
      customerId: id,
      type: 'skin',
      title: `Dossier ${lastname}`,
      data: { allergies: `noisette ${firstname}` },
    })
    .returning({ id: dossiers.id });
  await db.insert(payments).values({
    companyId,
    cartId: `cart-${tag}-${randomBytes(4).toString('hex')}`,
    provider: 'free',
    status: 'paid',
    amount: 11500,
    customerId: id,
    cart: {
      lang: 'fr',
      customerEmail: email,
      bookingOrderId: pastOrder?.id,
      gifts: [
        {
          amount: 5000,
          themeId: null,
          recipientName: `Honorine${tag} Filleul`,
          recipientEmail: `honorine.${tag}@privacy-test.example`,
          message: `De la part de ${firstname}`,
          sendAt: null,
        },
      ],
    },
    message: `payé par ${email}`,
  });
  const [eshop] = await db
    .insert(eshopOrders)
    .values({ companyId, customerId: id, shopId, status: 'paid', total: 3200 })
    .returning({ id: eshopOrders.id });
  await db.insert(eshopOrderLines).values({
    companyId,
    orderId: eshop?.id as number,
    name: { fr: 'Crème' },
    quantity: 1,
    unitPrice: 3200,
    vat: 2000,
  });
  const expires = new Date(now.getTime() + 200 * day);
  await db.insert(gifts).values([
    {
      companyId,
      code: `BUY${tag}${randomBytes(3).toString('hex')}`.toUpperCase(),
      buyerCustomerId: id,
      amount: 5000,
      balance: 5000,
      recipientName: `Honorine${tag} Filleul`,
      recipientEmail: `honorine.${tag}@privacy-test.example`,
      message: `Bisous, ${firstname}`,
      status: 'active',
      expiresAt: expires,
    },
    {
      companyId,
      code: `GOT${tag}${randomBytes(3).toString('hex')}`.toUpperCase(),
      amount: 3000,
      balance: 3000,
      recipientName: `${firstname} ${lastname}`,
      recipientEmail: email,
      message: 'Joyeux anniversaire',
      status: 'active',
      expiresAt: expires,
    },
  ]);
  await db.insert(waitlistEntries).values({
    companyId,
    shopId,
    customerId: id,
    serviceIds: [t.serviceId],
    serviceKey: String(t.serviceId),
    weekdays: [1, 2],
    parts: ['morning'],
    fromDate: new Date(now.getTime() + day).toISOString().slice(0, 10),
    untilDate: new Date(now.getTime() + 30 * day).toISOString().slice(0, 10),
  });
  await db.insert(outbox).values([
    {
      companyId,
      channel: 'email',
      to: email,
      subject: `Bienvenue ${firstname}`,
      body: `Bonjour ${firstname} ${lastname}`,
      sentAt: now,
      template: 'email_code',
    },
    {
      companyId,
      channel: 'sms',
      to: phone,
      subject: null,
      body: `Rappel pour ${firstname}`,
      sentAt: now,
      template: 'booking_reminder',
    },
  ]);
  const token = await issueToken(db, { type: 'customer', companyId, subjectId: id }, now);
  return {
    customerId: id,
    token,
    email,
    phone,
    firstname,
    lastname,
    city,
    secrets: [email, digits, firstname, lastname, city, `Honorine${tag}`, `honorine.${tag}@`],
    futureAppointmentId: future?.id as number,
    orderTotals: { bookingOrders: 13000, payments: 11500, eshopOrders: 3200 },
    practice: {
      prestationId: prestation?.id as number,
      consentementId: form?.id as number,
      dossierId: file?.id as number,
      pigment,
      needle,
    },
  };
}
