// Payment receipts (issue 20): a booking's deposit or payment, and an e-shop order. Vouchers have
// their own receipt (gift_receipt, gifts.ts).
import type { Lang } from '@eclat/contracts';
import { escapeHtml as e, mailPage } from './layout.ts';
import type { Rendered, TemplateVars } from './types.ts';

type ReceiptWords = {
  subject: Record<'booking' | 'order', (company: string, ref: string) => string>;
  hello: (name: string | null) => string;
  intro: (company: string, date: string) => string;
  reference: string;
  discount: string;
  paid: string;
  dueAtShop: string;
  pickup: string;
  account: string;
};

const WORDS: Record<Lang, ReceiptWords> = {
  fr: {
    subject: {
      booking: (c, r) => `${c} – reçu de paiement de votre réservation n°${r}`,
      order: (c, r) => `${c} – reçu de votre commande n°${r}`,
    },
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (c, d) => `Merci ! Nous avons bien reçu votre paiement à ${c} le ${d}.`,
    reference: 'Référence',
    discount: 'Réduction',
    paid: 'Total payé',
    dueAtShop: 'Reste à régler sur place',
    pickup: 'Retrait',
    account: 'Voir dans mon compte',
  },
  en: {
    subject: {
      booking: (c, r) => `${c} – payment receipt for booking no. ${r}`,
      order: (c, r) => `${c} – receipt for your order no. ${r}`,
    },
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (c, d) => `Thank you! ${c} received your payment on ${d}.`,
    reference: 'Reference',
    discount: 'Discount',
    paid: 'Total paid',
    dueAtShop: 'Left to pay at the salon',
    pickup: 'Collection',
    account: 'See it in my account',
  },
  de: {
    subject: {
      booking: (c, r) => `${c} – Zahlungsbeleg für Buchung Nr. ${r}`,
      order: (c, r) => `${c} – Beleg für Ihre Bestellung Nr. ${r}`,
    },
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    intro: (c, d) => `vielen Dank! ${c} hat Ihre Zahlung am ${d} erhalten.`,
    reference: 'Referenz',
    discount: 'Rabatt',
    paid: 'Bezahlt',
    dueAtShop: 'Im Salon zu zahlen',
    pickup: 'Abholung',
    account: 'In meinem Konto ansehen',
  },
  es: {
    subject: {
      booking: (c, r) => `${c} – recibo de pago de la reserva n.º ${r}`,
      order: (c, r) => `${c} – recibo de tu pedido n.º ${r}`,
    },
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: (c, d) => `¡Gracias! ${c} ha recibido tu pago el ${d}.`,
    reference: 'Referencia',
    discount: 'Descuento',
    paid: 'Total pagado',
    dueAtShop: 'Pendiente de pago en el centro',
    pickup: 'Recogida',
    account: 'Verlo en mi cuenta',
  },
  it: {
    subject: {
      booking: (c, r) => `${c} – ricevuta di pagamento della prenotazione n. ${r}`,
      order: (c, r) => `${c} – ricevuta del tuo ordine n. ${r}`,
    },
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: (c, d) => `grazie! ${c} ha ricevuto il tuo pagamento il ${d}.`,
    reference: 'Riferimento',
    discount: 'Sconto',
    paid: 'Totale pagato',
    dueAtShop: 'Da pagare in istituto',
    pickup: 'Ritiro',
    account: 'Vedi nel mio account',
  },
};

export function paymentReceipt(kind: 'booking' | 'order', lang: Lang, vars: TemplateVars): Rendered {
  const r = vars.order;
  if (!r) throw new Error('receipts need order variables');
  const w = WORDS[lang];
  const colon = lang === 'fr' ? ' :' : ':';
  const subject = w.subject[kind](vars.company, r.reference);
  const text = [
    w.hello(r.customerName),
    '',
    w.intro(vars.company, r.paidOn),
    '',
    ...r.lines.map((l) => `- ${l.label}${l.detail ? ` (${l.detail})` : ''}: ${l.amount}`),
    ...(r.discount ? [`${w.discount}${colon} -${r.discount}`] : []),
    `${w.paid}${colon} ${r.paid}`,
    ...(r.dueAtShop ? [`${w.dueAtShop}${colon} ${r.dueAtShop}`] : []),
    ...(r.pickup ? [`${w.pickup}${colon} ${r.pickup}`] : []),
    `${w.reference}${colon} ${r.reference}`,
    ...(r.accountLink ? ['', `${w.account}${colon} ${r.accountLink}`] : []),
    '',
    vars.company,
  ].join('\n');
  const cell = 'padding:6px 8px 6px 0;vertical-align:top;border-bottom:1px solid #eee5dd';
  const body = [
    `<p>${e(w.hello(r.customerName))}</p>`,
    `<p>${e(w.intro(vars.company, r.paidOn))}</p>`,
    '<table role="presentation" style="width:100%;border-collapse:collapse">',
    r.lines
      .map(
        (l) =>
          `<tr><td style="${cell}">${e(l.label)}${l.detail ? `<br><small>${e(l.detail)}</small>` : ''}</td><td style="${cell};text-align:right;white-space:nowrap">${e(l.amount)}</td></tr>`,
      )
      .join(''),
    r.discount
      ? `<tr><td style="${cell}">${e(w.discount)}</td><td style="${cell};text-align:right;white-space:nowrap">-${e(r.discount)}</td></tr>`
      : '',
    `<tr><td style="padding:6px 8px 6px 0"><strong>${e(w.paid)}</strong></td><td style="padding:6px 8px 6px 0;text-align:right;white-space:nowrap"><strong>${e(r.paid)}</strong></td></tr>`,
    '</table>',
    r.dueAtShop ? `<p>${e(`${w.dueAtShop}${colon} ${r.dueAtShop}`)}</p>` : '',
    r.pickup ? `<p>${e(`${w.pickup}${colon} ${r.pickup}`)}</p>` : '',
    `<p style="color:#6b5e66;font-size:13px">${e(`${w.reference}${colon} ${r.reference}`)}</p>`,
    r.accountLink ? `<p><a href="${e(r.accountLink)}">${e(w.account)}</a></p>` : '',
  ].join('');
  return {
    subject,
    text,
    html: mailPage({ lang, title: subject, company: vars.company, brand: vars.brand, body }),
  };
}
