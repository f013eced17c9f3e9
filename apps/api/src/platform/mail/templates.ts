// Mail and SMS texts in the five languages (spec §1), chosen by the customer's `lang`.
import { DEFAULT_LANG, isLang, type Lang } from '@eclat/contracts';

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
  | 'gift_voucher'
  | 'gift_receipt';

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
type Rendered = { subject: string | null; text: string; html?: string };
type Template = (v: Required<Pick<TemplateVars, 'company'>> & TemplateVars) => Rendered;

const T: Record<Exclude<TemplateName, 'gift_voucher' | 'gift_receipt'>, Record<Lang, Template>> = {
  sms_code: {
    fr: (v) => ({
      subject: null,
      text: `${v.company} : votre code de vérification est ${SECRET}. Il expire dans ${v.minutes} minutes.`,
    }),
    en: (v) => ({
      subject: null,
      text: `${v.company}: your verification code is ${SECRET}. It expires in ${v.minutes} minutes.`,
    }),
    de: (v) => ({
      subject: null,
      text: `${v.company}: Ihr Bestätigungscode lautet ${SECRET}. Er läuft in ${v.minutes} Minuten ab.`,
    }),
    es: (v) => ({
      subject: null,
      text: `${v.company}: tu código de verificación es ${SECRET}. Caduca en ${v.minutes} minutos.`,
    }),
    it: (v) => ({
      subject: null,
      text: `${v.company}: il tuo codice di verifica è ${SECRET}. Scade tra ${v.minutes} minuti.`,
    }),
  },
  email_code: {
    fr: (v) => ({
      subject: `${v.company} – votre code de vérification`,
      text: `Bonjour,\n\nVotre code de vérification est ${SECRET}.\nIl expire dans ${v.minutes} minutes.\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your verification code`,
      text: `Hello,\n\nYour verification code is ${SECRET}.\nIt expires in ${v.minutes} minutes.\n\nIf you did not ask for it, ignore this message.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Bestätigungscode`,
      text: `Guten Tag,\n\nIhr Bestätigungscode lautet ${SECRET}.\nEr läuft in ${v.minutes} Minuten ab.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – tu código de verificación`,
      text: `Hola:\n\nTu código de verificación es ${SECRET}.\nCaduca en ${v.minutes} minutos.\n\nSi no lo has solicitado, ignora este mensaje.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – il tuo codice di verifica`,
      text: `Buongiorno,\n\nil tuo codice di verifica è ${SECRET}.\nScade tra ${v.minutes} minuti.\n\nSe non l'hai richiesto, ignora questo messaggio.\n\n${v.company}`,
    }),
  },
  password_reset: {
    fr: (v) => ({
      subject: `${v.company} – réinitialisation de votre mot de passe`,
      text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n${v.link}\n\nIl est valable ${v.minutes} minutes et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – reset your password`,
      text: `Hello,\n\nTo choose a new password, open this link:\n${v.link}\n\nIt is valid for ${v.minutes} minutes and works once. If you did not ask for it, ignore this message: your password stays the same.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Passwort zurücksetzen`,
      text: `Guten Tag,\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link:\n${v.link}\n\nEr ist ${v.minutes} Minuten gültig und nur einmal verwendbar. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – restablecer tu contraseña`,
      text: `Hola:\n\nPara elegir una nueva contraseña, abre este enlace:\n${v.link}\n\nEs válido durante ${v.minutes} minutos y solo sirve una vez. Si no lo has solicitado, ignora este mensaje: tu contraseña no cambia.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – reimposta la tua password`,
      text: `Buongiorno,\n\nper scegliere una nuova password, apri questo link:\n${v.link}\n\nÈ valido ${v.minutes} minuti e funziona una sola volta. Se non l'hai richiesto, ignora questo messaggio: la tua password resta invariata.\n\n${v.company}`,
    }),
  },
  password_changed: {
    fr: (v) => ({
      subject: `${v.company} – votre mot de passe a été modifié`,
      text: `Bonjour,\n\nLe mot de passe de votre compte vient d'être modifié et vos autres sessions ont été fermées. Si ce n'est pas vous, réinitialisez-le sans attendre.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your password was changed`,
      text: `Hello,\n\nThe password of your account was just changed and your other sessions were signed out. If it was not you, reset it at once.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Passwort wurde geändert`,
      text: `Guten Tag,\n\ndas Passwort Ihres Kontos wurde soeben geändert und Ihre anderen Sitzungen wurden beendet. Wenn Sie das nicht waren, setzen Sie es sofort zurück.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – se ha cambiado tu contraseña`,
      text: `Hola:\n\nSe acaba de cambiar la contraseña de tu cuenta y se han cerrado tus otras sesiones. Si no has sido tú, restablécela de inmediato.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – la tua password è stata modificata`,
      text: `Buongiorno,\n\nla password del tuo account è appena stata modificata e le altre sessioni sono state chiuse. Se non sei stato tu, reimpostala subito.\n\n${v.company}`,
    }),
  },
  cmpuser_invite: {
    fr: (v) => ({
      subject: `${v.company} – votre accès à l'espace professionnel`,
      text: `Bonjour,\n\nUn compte a été créé pour vous chez ${v.company}. Choisissez votre mot de passe avec ce lien :\n${v.link}\n\nIl est valable ${v.minutes} minutes et ne sert qu'une fois.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your staff access`,
      text: `Hello,\n\nAn account was created for you at ${v.company}. Choose your password with this link:\n${v.link}\n\nIt is valid for ${v.minutes} minutes and works once.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Zugang für Mitarbeitende`,
      text: `Guten Tag,\n\nbei ${v.company} wurde ein Konto für Sie angelegt. Wählen Sie Ihr Passwort über diesen Link:\n${v.link}\n\nEr ist ${v.minutes} Minuten gültig und nur einmal verwendbar.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – tu acceso profesional`,
      text: `Hola:\n\nSe ha creado una cuenta para ti en ${v.company}. Elige tu contraseña con este enlace:\n${v.link}\n\nEs válido durante ${v.minutes} minutos y solo sirve una vez.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – il tuo accesso professionale`,
      text: `Buongiorno,\n\nè stato creato un account per te presso ${v.company}. Scegli la tua password con questo link:\n${v.link}\n\nÈ valido ${v.minutes} minuti e funziona una sola volta.\n\n${v.company}`,
    }),
  },
};

// ---------------------------------------------------------------- gift voucher (issue 6)

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
function giftVoucher(lang: Lang, v: TemplateVars): Rendered {
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
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(w.subject(v.company))}</title></head>`,
    '<body style="font-family:Georgia,serif;color:#2b2027;background:#faf7f4;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:auto;background:#fff;border:1px solid #e6dcd3;padding:24px">',
    g.themeImage
      ? `<img src="${e(g.themeImage)}" alt="${e(g.theme ?? '')}" width="512" style="max-width:100%">`
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
    `<p>${e(v.company)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: w.subject(v.company), text: lines.join('\n'), html };
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
function giftReceipt(lang: Lang, v: TemplateVars): Rendered {
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
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(w.subject(v.company))}</title></head>`,
    '<body style="font-family:Georgia,serif;color:#2b2027;background:#faf7f4;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:auto;background:#fff;border:1px solid #e6dcd3;padding:24px">',
    `<p>${e(w.hello(r.buyerName))}</p>`,
    `<p>${e(w.intro(v.company))}</p>`,
    `<ul>${r.vouchers.map((g) => `<li>${e(describe(g))}</li>`).join('')}</ul>`,
    `<p><strong>${e(`${w.total}${colon} ${r.total}`)}</strong></p>`,
    r.accountLink ? `<p><a href="${e(r.accountLink)}">${e(w.account)}</a></p>` : '',
    `<p>${e(v.company)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: w.subject(v.company), text: lines.join('\n'), html };
}

/** The text of a message in `lang` (fr when unknown). Secrets appear as SECRET. */
export function renderTemplate(name: TemplateName, lang: string, vars: TemplateVars): Rendered {
  const l: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  if (name === 'gift_voucher') return giftVoucher(l, vars);
  if (name === 'gift_receipt') return giftReceipt(l, vars);
  return T[name][l](vars);
}
