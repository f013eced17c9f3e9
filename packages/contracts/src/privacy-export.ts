// The customer's data export (issue 23, GDPR art. 15 and 20; ADR 0026): one JSON document of
// everything a company holds about one customer, built at download time from the database.
// Every field is described here (`.describe()`): the document's documentation is this schema.
import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const cents = (what: string) => z.number().int().describe(`${what}, in cents of the currency`);

export const PRIVACY_EXPORT_FORMAT = 'eclat-privacy-export/1';

const ExportProfileSchema = z
  .object({
    id: z.number().describe("The profile's number"),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    country: z.string().describe('ISO 3166 country code'),
    city: z.string().nullable(),
    birthdate: z.string().nullable().describe('YYYY-MM-DD'),
    code: z.string().nullable().describe('The short customer code used at the counter'),
    notes: z.string().nullable().describe('Notes the business wrote on the profile'),
    createdAt: instant,
  })
  .describe('A profile (name, phone, city) of the account; the first is the main one');

const ExportAppointmentSchema = z
  .object({
    id: z.number(),
    bookingOrderId: z.number().nullable().describe('The booking order it belongs to'),
    shop: z.string().describe("The shop's name"),
    service: z.string().describe("The service's name (in the customer's language)"),
    collaborator: z.string().nullable().describe('Who was to perform it, as the shop shows them'),
    start: instant,
    end: instant,
    status: z.string().describe('held, confirmed, honoured, no_show, cancelled, expired or rescheduled'),
    price: cents('The price'),
    customMessage: z.string().nullable().describe('The note the customer left when booking'),
    cancelledBy: z.string().nullable().describe('customer, staff or system'),
    cancelledAt: instant.nullable(),
    lateCancellation: z.boolean(),
    fee: cents('A late-cancellation or no-show fee under the policy'),
    createdAt: instant,
  })
  .describe('A booked appointment (past, future or cancelled)');

const ExportBookingOrderSchema = z
  .object({
    id: z.number(),
    shop: z.string(),
    status: z.string(),
    total: cents('The total'),
    paidAmount: cents('Paid online'),
    refundedAmount: cents('Given back'),
    currency: z.string(),
    origin: z.string().describe('web, backoffice…: where it was booked'),
    paymentProvider: z.string().nullable(),
    createdAt: instant,
  })
  .describe('A booking order: one or more appointments paid together');

const ExportPaymentSchema = z
  .object({
    id: z.number(),
    cartId: z.string().describe('The payment reference'),
    provider: z.string(),
    status: z.string(),
    amount: cents('The amount'),
    refundedAmount: cents('Given back'),
    currency: z.string(),
    createdAt: instant,
  })
  .describe('A payment attempt (bookings, vouchers and products may share one)');

const ExportEshopOrderSchema = z
  .object({
    id: z.number(),
    shop: z.string().nullable().describe('The pick-up shop'),
    status: z.string(),
    total: cents('The total'),
    discount: cents('The discount'),
    lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unitPrice: cents('The unit price'),
        vat: z.number().describe('VAT rate'),
      }),
    ),
    createdAt: instant,
  })
  .describe('An e-shop order of products');

const ExportVoucherSchema = z
  .object({
    code: z.string().describe("The voucher's code"),
    role: z.enum(['bought', 'received']).describe('Bought by the customer, or addressed to their e-mail'),
    amount: cents('The value'),
    balance: cents('What is left to spend'),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    message: z.string().nullable().describe("The buyer's message"),
    status: z.string(),
    expiresAt: instant.nullable(),
    createdAt: instant,
  })
  .describe('A gift voucher');

const ExportLoyaltySchema = z
  .object({
    number: z.string().describe("The card's number"),
    points: z.number().int().describe('Points held now'),
    history: z.array(
      z.object({
        delta: z.number().int().describe('Points won (positive) or spent (negative)'),
        reason: z.string(),
        at: instant,
      }),
    ),
    createdAt: instant,
  })
  .describe('The loyalty card, if any');

const ExportCreditSchema = z
  .object({
    amount: cents('Granted (positive) or used (negative)'),
    kind: z.string().describe('old_credit (granted), use (spent), adjust (staff correction)'),
    note: z.string().nullable(),
    at: instant,
  })
  .describe('A line of the store-credit ledger');

const ExportConsentSchema = z
  .object({
    purpose: z.string().describe('marketing or cookies'),
    granted: z.boolean(),
    channels: z.array(z.string()).describe('email, sms'),
    wordingVersion: z.string().describe('The version of the text the customer agreed to'),
    source: z.string().describe('Where: registration, account, unsubscribe, cookie_banner, staff'),
    at: instant,
  })
  .describe('A consent given or withdrawn');

const ExportMessageSchema = z
  .object({
    channel: z.string().describe('email or sms'),
    to: z.string(),
    subject: z.string().nullable(),
    template: z.string().nullable().describe('What kind of message (booking_confirmed, reminder…)'),
    body: z.string().describe('The text sent (one-time codes and link tokens hidden)'),
    sentAt: instant.nullable(),
    createdAt: instant,
  })
  .describe('A mail or SMS sent (or to be sent) to the customer');

const ExportReviewSchema = z
  .object({
    id: z.number(),
    shop: z.string(),
    rating: z.number().int().describe('1–5 stars'),
    employeeRating: z.number().int().nullable(),
    comment: z.string().nullable(),
    authorName: z.string().describe('The name shown with the review'),
    status: z.string().describe('published or hidden'),
    hiddenReason: z.string().nullable(),
    reply: z.string().nullable().describe("The business's public reply"),
    visitedAt: instant,
    createdAt: instant,
  })
  .describe('A review written by the customer');

const ExportWaitlistSchema = z
  .object({
    id: z.number(),
    shop: z.string(),
    services: z.array(z.string()),
    weekdays: z.array(z.number().int()).describe('ISO weekdays (1 Monday … 7 Sunday)'),
    parts: z.array(z.string()).describe('morning, afternoon, evening'),
    fromDate: z.string(),
    untilDate: z.string(),
    status: z.string(),
    offers: z.array(
      z.object({
        start: instant,
        end: instant,
        status: z.string().describe('open, accepted, declined, expired, withdrawn'),
        expiresAt: instant,
        createdAt: instant,
      }),
    ),
    createdAt: instant,
  })
  .describe('A waitlist request and the times offered for it');

const ExportSupplySchema = z
  .object({
    name: z.string(),
    brand: z.string().nullable().describe('Pigments only: the maker'),
    reference: z.string().nullable().describe("The maker's reference"),
    lotNumber: z.string().nullable().describe('The batch, for traceability'),
  })
  .describe('A pigment or needle used, as the business recorded it');

const ExportPerformedServiceSchema = z
  .object({
    id: z.number(),
    appointmentId: z.number().nullable().describe('The booked appointment it was performed in, if any'),
    service: z.string().nullable().describe("The service's name (in the customer's language)"),
    collaborator: z.string().nullable().describe('Who performed it, as the shop shows them'),
    performedAt: instant,
    pigments: z.array(ExportSupplySchema).describe('The pigments used'),
    needles: z.array(ExportSupplySchema).describe('The needles used'),
    notes: z.string().nullable().describe('Notes the business wrote about the session'),
    price: cents('The price charged').nullable(),
  })
  .describe('A service as performed (permanent make-up, tattoo…): when, by whom, with what');

const ExportConsentFormSchema = z
  .object({
    id: z.number(),
    appointmentId: z.number().nullable().describe('The appointment it was signed for, if any'),
    title: z.string(),
    content: z.string().describe('The text of the form'),
    signedAt: instant.nullable().describe('When it was signed (null: not signed yet)'),
    signatureName: z.string().nullable().describe('The name signed with'),
    createdAt: instant,
  })
  .describe('An informed-consent form for a session');

const ExportCustomerFileSchema = z
  .object({
    id: z.number(),
    type: z.string().describe('The kind of file the business defined (skin diagnosis, allergies…)'),
    title: z.string(),
    data: z.record(z.string(), z.unknown()).describe('Its fields, as the business recorded them'),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A customer file the business keeps (health-like data: skin, allergies, before/after notes)');

const ExportPrivacyRequestSchema = z
  .object({
    kind: z.string().describe('export, erase, retention_notice, retention_erase'),
    requestedBy: z.string().describe('customer, staff or system'),
    staffName: z.string().nullable(),
    status: z.string(),
    createdAt: instant,
    completedAt: instant.nullable(),
  })
  .describe('A request about the customer’s data (this export is one)');

export const PrivacyExportSchema = z
  .object({
    format: z.literal(PRIVACY_EXPORT_FORMAT).describe('The version of this document’s layout'),
    generatedAt: instant.describe('When the document was built'),
    company: z.object({ name: z.string(), nickname: z.string() }).describe('The business holding the data'),
    account: z
      .object({
        id: z.number(),
        email: z.string(),
        phone: z.string().nullable(),
        emailVerified: z.boolean(),
        phoneVerified: z.boolean(),
        status: z.string(),
        lang: z.string(),
        smsOptOut: z.boolean().describe('SMS turned off'),
        hasPassword: z.boolean().describe('A password is set (its hash is never exported)'),
        google: z.boolean().describe('Linked to a Google sign-in'),
        facebook: z.boolean().describe('Linked to a Facebook sign-in'),
        lastActivityAt: instant.nullable(),
        createdAt: instant,
      })
      .describe('The customer account'),
    profiles: z.array(ExportProfileSchema),
    externalIds: z
      .array(z.object({ system: z.string(), externalId: z.string() }))
      .describe("The customer's numbers in the business's other systems"),
    bookingOrders: z.array(ExportBookingOrderSchema),
    appointments: z.array(ExportAppointmentSchema),
    payments: z.array(ExportPaymentSchema),
    eshopOrders: z.array(ExportEshopOrderSchema),
    vouchers: z.array(ExportVoucherSchema),
    loyalty: ExportLoyaltySchema.nullable(),
    credits: z.array(ExportCreditSchema),
    consents: z.array(ExportConsentSchema),
    messages: z.array(ExportMessageSchema),
    reviews: z.array(ExportReviewSchema),
    waitlist: z.array(ExportWaitlistSchema),
    performedServices: z.array(ExportPerformedServiceSchema),
    consentForms: z.array(ExportConsentFormSchema),
    customerFiles: z.array(ExportCustomerFileSchema),
    privacyRequests: z.array(ExportPrivacyRequestSchema),
  })
  .describe('Everything the business holds about one customer (GDPR art. 15 and 20)');
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;
