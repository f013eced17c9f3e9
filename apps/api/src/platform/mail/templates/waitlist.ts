// The waitlist offer (issue 21): a freed time held for the customer until a deadline, with the
// link to accept, decline or extend it — a branded HTML mail with its text twin, or a short SMS.
// The link's token is SECRET: the outbox keeps it sealed.
import type { Lang } from '@eclat/contracts';
import { button, escapeHtml as e, mailPage } from './layout.ts';
import type { Rendered, TemplateVars } from './types.ts';

export type WaitlistOfferVars = {
  customerName: string | null;
  /** The offered time, formatted for the language and the shop's zone. */
  day: string;
  time: string;
  services: string[];
  collaborator: string | null;
  shopName: string;
  shopAddress: string;
  /** Until when the time is held, formatted (day and time). */
  deadline: string;
  /** The deadline's time alone (the SMS; offers last minutes, not days). */
  deadlineTime: string;
  /** Minutes the offer holds from its sending. */
  minutes: number;
  /** Formatted amount to pay online to confirm, or null when nothing is due. */
  amountDue: string | null;
  /** The offer page, its token SECRET; null when no storefront is known. */
  link: string | null;
};

type Words = {
  subject: (company: string, day: string) => string;
  hello: (name: string | null) => string;
  intro: (company: string) => string;
  held: (deadline: string, minutes: number) => string;
  with: string;
  pay: (amount: string) => string;
  open: string;
  after: string;
  sms: (company: string, day: string, time: string, deadline: string) => string;
};

const WORDS: Record<Lang, Words> = {
  fr: {
    subject: (c, d) => `Un créneau s’est libéré chez ${c} : ${d}`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (c) => `Bonne nouvelle : un créneau qui vous convient s’est libéré chez ${c}.`,
    held: (d, m) =>
      `Nous le gardons pour vous jusqu’au ${d} (${m} min). Vous pouvez prolonger ce délai une fois.`,
    with: 'avec',
    pay: (a) => `Pour confirmer, un paiement en ligne de ${a} est demandé.`,
    open: 'Accepter ou refuser',
    after: 'Sans réponse à temps, le créneau sera proposé à la personne suivante.',
    sms: (c, d, t, dl) => `${c} : un créneau s’est libéré le ${d} à ${t}, gardé pour vous jusqu’à ${dl}.`,
  },
  en: {
    subject: (c, d) => `A time has opened up at ${c}: ${d}`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (c) => `Good news: a time that suits you has opened up at ${c}.`,
    held: (d, m) => `We are holding it for you until ${d} (${m} min). You can extend this once.`,
    with: 'with',
    pay: (a) => `To confirm it, an online payment of ${a} is required.`,
    open: 'Accept or decline',
    after: 'Without an answer in time, the time will be offered to the next person.',
    sms: (c, d, t, dl) => `${c}: a time opened up on ${d} at ${t}, held for you until ${dl}.`,
  },
  de: {
    subject: (c, d) => `Ein Termin ist bei ${c} frei geworden: ${d}`,
    hello: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    intro: (c) => `Gute Nachricht: Bei ${c} ist ein passender Termin frei geworden.`,
    held: (d, m) =>
      `Wir halten ihn für Sie bis ${d} (${m} Min.) frei. Sie können die Frist einmal verlängern.`,
    with: 'bei',
    pay: (a) => `Zur Bestätigung ist eine Online-Zahlung von ${a} nötig.`,
    open: 'Annehmen oder ablehnen',
    after: 'Ohne rechtzeitige Antwort wird der Termin der nächsten Person angeboten.',
    sms: (c, d, t, dl) => `${c}: Termin frei am ${d} um ${t}, für Sie reserviert bis ${dl} Uhr.`,
  },
  es: {
    subject: (c, d) => `Se ha liberado una cita en ${c}: ${d}`,
    hello: (n) => (n ? `Hola ${n}:` : 'Hola:'),
    intro: (c) => `Buenas noticias: se ha liberado una cita que le conviene en ${c}.`,
    held: (d, m) => `La reservamos para usted hasta el ${d} (${m} min). Puede ampliar este plazo una vez.`,
    with: 'con',
    pay: (a) => `Para confirmarla se pide un pago en línea de ${a}.`,
    open: 'Aceptar o rechazar',
    after: 'Sin respuesta a tiempo, la cita se ofrecerá a la siguiente persona.',
    sms: (c, d, t, dl) =>
      `${c}: se liberó una cita el ${d} a las ${t}, reservada para usted hasta las ${dl}.`,
  },
  it: {
    subject: (c, d) => `Si è liberato un appuntamento da ${c}: ${d}`,
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: (c) => `Buone notizie: da ${c} si è liberato un appuntamento adatto a lei.`,
    held: (d, m) => `Lo teniamo per lei fino al ${d} (${m} min). Può prolungare questo termine una volta.`,
    with: 'con',
    pay: (a) => `Per confermarlo è richiesto un pagamento online di ${a}.`,
    open: 'Accettare o rifiutare',
    after: 'Senza risposta in tempo, l’appuntamento sarà proposto alla persona successiva.',
    sms: (c, d, t, dl) => `${c}: appuntamento libero il ${d} alle ${t}, tenuto per lei fino alle ${dl}.`,
  },
};

export function waitlistOffer(lang: Lang, vars: TemplateVars): Rendered {
  const v = vars.waitlist;
  if (!v) throw new Error('the waitlist offer needs its variables');
  const w = WORDS[lang];
  if (vars.sms)
    return {
      subject: null,
      text: `${w.sms(vars.company, v.day, v.time, v.deadlineTime)}${v.link ? ` ${v.link}` : ''}`,
    };
  const subject = w.subject(vars.company, v.day);
  const what = `${v.services.join(' + ')}${v.collaborator ? ` ${w.with} ${v.collaborator}` : ''}`;
  const text = [
    w.hello(v.customerName),
    '',
    w.intro(vars.company),
    '',
    `${v.day}, ${v.time}`,
    what,
    `${v.shopName}, ${v.shopAddress}`,
    '',
    w.held(v.deadline, v.minutes),
    ...(v.amountDue ? [w.pay(v.amountDue)] : []),
    ...(v.link ? ['', `${w.open}: ${v.link}`] : []),
    '',
    w.after,
    '',
    vars.company,
  ].join('\n');
  const body = [
    `<p>${e(w.hello(v.customerName))}</p>`,
    `<p>${e(w.intro(vars.company))}</p>`,
    `<p style="font-size:18px;margin:16px 0 8px"><strong>${e(v.day)}</strong>, ${e(v.time)}</p>`,
    `<p>${e(what)}</p>`,
    `<p><strong>${e(v.shopName)}</strong><br>${e(v.shopAddress)}</p>`,
    `<p><strong>${e(w.held(v.deadline, v.minutes))}</strong></p>`,
    v.amountDue ? `<p>${e(w.pay(v.amountDue))}</p>` : '',
    v.link ? `<p style="margin-top:20px">${button(v.link, w.open, vars.brand)}</p>` : '',
    `<p style="font-size:13px;color:#6b5e66">${e(w.after)}</p>`,
  ].join('');
  return {
    subject,
    text,
    html: mailPage({ lang, title: subject, company: vars.company, brand: vars.brand, body }),
  };
}
