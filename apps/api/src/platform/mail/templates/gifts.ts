// Gift voucher mails (issue 6): the voucher to its recipient and the buyer's receipt.
import type { Lang } from '@eclat/contracts';
import { escapeHtml, mailPage } from './layout.ts';
import type { GiftReceiptVars, Rendered, TemplateVars } from './types.ts';

type GiftWords = {
  subject: (company: string) => string;
  hello: (name: string | null) => string;
  intro: (company: string) => string;
  amount: string;
  code: string;
  theme: string;
  message: string;
  valid: (date: string) => string;
  use: string;
  /** "Offered by …". */
  from: (name: string) => string;
  book: string;
};

const GIFT_WORDS: Record<Lang, GiftWords> = {
  fr: {
    subject: (c) => `${c} – votre bon cadeau`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (c) => `Voici votre bon cadeau ${c}.`,
    amount: 'Montant',
    code: 'Code',
    theme: 'Thème',
    message: 'Message',
    valid: (d) => `Valable jusqu'au ${d}.`,
    use: 'Présentez ce code lors de votre réservation ou en institut.',
    from: (n) => `Offert par ${n}.`,
    book: 'Réserver en ligne',
  },
  en: {
    subject: (c) => `${c} – your gift voucher`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (c) => `Here is your ${c} gift voucher.`,
    amount: 'Amount',
    code: 'Code',
    theme: 'Theme',
    message: 'Message',
    valid: (d) => `Valid until ${d}.`,
    use: 'Give this code when you book online or at the salon.',
    from: (n) => `A gift from ${n}.`,
    book: 'Book online',
  },
  de: {
    subject: (c) => `${c} – Ihr Geschenkgutschein`,
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    intro: (c) => `hier ist Ihr Geschenkgutschein von ${c}.`,
    amount: 'Betrag',
    code: 'Code',
    theme: 'Motiv',
    message: 'Nachricht',
    valid: (d) => `Gültig bis ${d}.`,
    use: 'Geben Sie diesen Code bei der Online-Buchung oder im Salon an.',
    from: (n) => `Ein Geschenk von ${n}.`,
    book: 'Online buchen',
  },
  es: {
    subject: (c) => `${c} – tu tarjeta regalo`,
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: (c) => `Aquí tienes tu tarjeta regalo de ${c}.`,
    amount: 'Importe',
    code: 'Código',
    theme: 'Tema',
    message: 'Mensaje',
    valid: (d) => `Válida hasta el ${d}.`,
    use: 'Indica este código al reservar en línea o en el centro.',
    from: (n) => `Un regalo de ${n}.`,
    book: 'Reservar en línea',
  },
  it: {
    subject: (c) => `${c} – il tuo buono regalo`,
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: (c) => `ecco il tuo buono regalo ${c}.`,
    amount: 'Importo',
    code: 'Codice',
    theme: 'Tema',
    message: 'Messaggio',
    valid: (d) => `Valido fino al ${d}.`,
    use: 'Comunica questo codice quando prenoti online o in istituto.',
    from: (n) => `Un regalo da parte di ${n}.`,
    book: 'Prenota online',
  },
};

/** The voucher as plain text and as a small self-contained HTML page; user texts escaped. */
export function giftVoucher(lang: Lang, v: TemplateVars): Rendered {
  const g = v.gift;
  if (!g) throw new Error('gift_voucher needs gift variables');
  const w = GIFT_WORDS[lang];
  // French typography puts a space before the colon.
  const label = (word: string) => (lang === 'fr' ? `${word} :` : `${word}:`);
  const lines = [
    w.hello(g.recipientName),
    '',
    w.intro(v.company),
    ...(g.from ? [w.from(g.from)] : []),
    '',
    `${label(w.amount)} ${g.amount}`,
    `${label(w.code)} ${g.code}`,
    ...(g.theme ? [`${label(w.theme)} ${g.theme}`] : []),
    ...(g.message ? ['', label(w.message), g.message] : []),
    '',
    ...(g.expires ? [w.valid(g.expires)] : []),
    w.use,
    ...(g.bookingLink ? [`${w.book}: ${g.bookingLink}`] : []),
    '',
    v.company,
  ];
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${e(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const body = [
    g.themeImage
      ? `<img src="${e(g.themeImage)}" alt="${e(g.theme ?? '')}" width="512" style="max-width:100%;height:auto">`
      : '',
    `<p>${e(w.hello(g.recipientName))}</p>`,
    `<p>${e(w.intro(v.company))}</p>`,
    g.from ? `<p>${e(w.from(g.from))}</p>` : '',
    '<table role="presentation">',
    row(w.amount, `<strong>${e(g.amount)}</strong>`),
    row(
      w.code,
      `<strong style="font-family:monospace;font-size:1.3em;letter-spacing:2px">${e(g.code)}</strong>`,
    ),
    g.theme ? row(w.theme, e(g.theme)) : '',
    '</table>',
    g.message
      ? `<blockquote style="border-left:3px solid #c9a96e;margin:16px 0;padding-left:12px">${e(g.message).replace(/\n/g, '<br>')}</blockquote>`
      : '',
    g.expires ? `<p>${e(w.valid(g.expires))}</p>` : '',
    `<p>${e(w.use)}</p>`,
    g.bookingLink ? `<p><a href="${e(g.bookingLink)}">${e(w.book)}</a></p>` : '',
  ].join('');
  const subject = w.subject(v.company);
  const html = mailPage({ lang, title: subject, company: v.company, brand: v.brand, body });
  return { subject, text: lines.join('\n'), html };
}

type ReceiptWords = {
  subject: (company: string) => string;
  hello: (name: string | null) => string;
  intro: (company: string) => string;
  voucher: (amount: string, recipient: string | null) => string;
  code: string;
  valid: (date: string) => string;
  total: string;
  account: string;
};

const RECEIPT_WORDS: Record<Lang, ReceiptWords> = {
  fr: {
    subject: (c) => `${c} – reçu de votre achat de bon cadeau`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (c) => `Merci pour votre achat chez ${c}. Voici votre reçu.`,
    voucher: (a, r) => (r ? `Bon cadeau de ${a} pour ${r}` : `Bon cadeau de ${a}`),
    code: 'Code',
    valid: (d) => `valable jusqu'au ${d}`,
    total: 'Total payé',
    account: 'Retrouvez vos bons cadeaux dans votre compte',
  },
  en: {
    subject: (c) => `${c} – receipt for your gift voucher`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (c) => `Thank you for your purchase at ${c}. Here is your receipt.`,
    voucher: (a, r) => (r ? `${a} gift voucher for ${r}` : `${a} gift voucher`),
    code: 'Code',
    valid: (d) => `valid until ${d}`,
    total: 'Total paid',
    account: 'Find your gift vouchers in your account',
  },
  de: {
    subject: (c) => `${c} – Beleg für Ihren Geschenkgutschein`,
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    intro: (c) => `vielen Dank für Ihren Einkauf bei ${c}. Hier ist Ihr Beleg.`,
    voucher: (a, r) => (r ? `Geschenkgutschein über ${a} für ${r}` : `Geschenkgutschein über ${a}`),
    code: 'Code',
    valid: (d) => `gültig bis ${d}`,
    total: 'Bezahlt',
    account: 'Ihre Geschenkgutscheine finden Sie in Ihrem Konto',
  },
  es: {
    subject: (c) => `${c} – recibo de tu tarjeta regalo`,
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: (c) => `Gracias por tu compra en ${c}. Aquí tienes tu recibo.`,
    voucher: (a, r) => (r ? `Tarjeta regalo de ${a} para ${r}` : `Tarjeta regalo de ${a}`),
    code: 'Código',
    valid: (d) => `válida hasta el ${d}`,
    total: 'Total pagado',
    account: 'Encuentra tus tarjetas regalo en tu cuenta',
  },
  it: {
    subject: (c) => `${c} – ricevuta del tuo buono regalo`,
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: (c) => `grazie per il tuo acquisto da ${c}. Ecco la tua ricevuta.`,
    voucher: (a, r) => (r ? `Buono regalo da ${a} per ${r}` : `Buono regalo da ${a}`),
    code: 'Codice',
    valid: (d) => `valido fino al ${d}`,
    total: 'Totale pagato',
    account: 'Trovi i tuoi buoni regalo nel tuo account',
  },
};

/** The buyer's receipt: each voucher (amount, recipient, code, validity) and the total; texts escaped. */
export function giftReceipt(lang: Lang, v: TemplateVars): Rendered {
  const r = v.receipt;
  if (!r) throw new Error('gift_receipt needs receipt variables');
  const w = RECEIPT_WORDS[lang];
  const colon = lang === 'fr' ? ' :' : ':';
  const describe = (g: GiftReceiptVars['vouchers'][number]) =>
    `${w.voucher(g.amount, g.recipientName)} – ${w.code}${colon} ${g.code}${g.expires ? `, ${w.valid(g.expires)}` : ''}`;
  const lines = [
    w.hello(r.buyerName),
    '',
    w.intro(v.company),
    '',
    ...r.vouchers.map((g) => `- ${describe(g)}`),
    '',
    `${w.total}${colon} ${r.total}`,
    ...(r.accountLink ? ['', `${w.account}${colon} ${r.accountLink}`] : []),
    '',
    v.company,
  ];
  const e = escapeHtml;
  const body = [
    `<p>${e(w.hello(r.buyerName))}</p>`,
    `<p>${e(w.intro(v.company))}</p>`,
    `<ul>${r.vouchers.map((g) => `<li>${e(describe(g))}</li>`).join('')}</ul>`,
    `<p><strong>${e(`${w.total}${colon} ${r.total}`)}</strong></p>`,
    r.accountLink ? `<p><a href="${e(r.accountLink)}">${e(w.account)}</a></p>` : '',
  ].join('');
  const subject = w.subject(v.company);
  const html = mailPage({ lang, title: subject, company: v.company, brand: v.brand, body });
  return { subject, text: lines.join('\n'), html };
}
