// The review invitation (issue 22): sent a while after a visit is marked honoured, a branded HTML
// mail with its plain-text twin, or a short SMS, each with the signed link that opens the review
// form of that one visit. The link's token is SECRET: the outbox keeps it sealed.
import type { Lang } from '@eclat/contracts';
import { button, escapeHtml as e, mailPage } from './layout.ts';
import type { Rendered, TemplateVars } from './types.ts';

type Words = {
  subject: (company: string) => string;
  hello: (name: string | null) => string;
  intro: (shop: string, day: string) => string;
  visit: (service: string, collaborator: string | null) => string;
  ask: string;
  button: string;
  note: string;
  thanks: string;
  sms: (company: string, link: string) => string;
};

// French puts a no-break space before : ; ? ! so the mark never starts a line.
const WORDS: Record<Lang, Words> = {
  fr: {
    subject: (c) => `${c} – comment s’est passée votre visite\u00a0?`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (s, d) => `Merci de votre visite chez ${s} le ${d}.`,
    visit: (s, c) => (c ? `${s}, avec ${c}` : s),
    ask: 'Votre avis compte\u00a0: en une minute, dites-nous ce que vous en avez pensé. Il aidera d’autres clients à choisir.',
    button: 'Donner mon avis',
    note: 'Ce lien est personnel et vaut pour ce rendez-vous seulement\u00a0; il reste valable 60 jours.',
    thanks: 'Merci et à bientôt,',
    sms: (c, l) => `${c}\u00a0: merci de votre visite\u00a0! Donnez votre avis en une minute\u00a0: ${l}`,
  },
  en: {
    subject: (c) => `${c} – how was your visit?`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (s, d) => `Thank you for visiting ${s} on ${d}.`,
    visit: (s, c) => (c ? `${s}, with ${c}` : s),
    ask: 'Your opinion matters: tell us in a minute what you thought of it. It helps other customers choose.',
    button: 'Write my review',
    note: 'This link is personal and only for this appointment; it stays valid for 60 days.',
    thanks: 'Thank you, and see you soon,',
    sms: (c, l) => `${c}: thank you for your visit! Share your review in a minute: ${l}`,
  },
  de: {
    subject: (c) => `${c} – wie war Ihr Besuch?`,
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    intro: (s, d) => `Vielen Dank für Ihren Besuch bei ${s} am ${d}.`,
    visit: (s, c) => (c ? `${s}, bei ${c}` : s),
    ask: 'Ihre Meinung zählt: Sagen Sie uns in einer Minute, wie es Ihnen gefallen hat. Sie hilft anderen Kundinnen und Kunden bei der Wahl.',
    button: 'Bewertung abgeben',
    note: 'Dieser Link ist persönlich und gilt nur für diesen Termin; er bleibt 60 Tage gültig.',
    thanks: 'Vielen Dank und bis bald,',
    sms: (c, l) => `${c}: Danke für Ihren Besuch! Bewerten Sie uns in einer Minute: ${l}`,
  },
  es: {
    subject: (c) => `${c} – ¿qué tal tu visita?`,
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: (s, d) => `Gracias por tu visita a ${s} el ${d}.`,
    visit: (s, c) => (c ? `${s}, con ${c}` : s),
    ask: 'Tu opinión cuenta: cuéntanos en un minuto qué te ha parecido. Ayudará a otros clientes a elegir.',
    button: 'Dar mi opinión',
    note: 'Este enlace es personal y solo vale para esta cita; sigue siendo válido 60 días.',
    thanks: 'Gracias y hasta pronto,',
    sms: (c, l) => `${c}: ¡gracias por tu visita! Danos tu opinión en un minuto: ${l}`,
  },
  it: {
    subject: (c) => `${c} – com’è andata la tua visita?`,
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: (s, d) => `Grazie per la tua visita da ${s} il ${d}.`,
    visit: (s, c) => (c ? `${s}, con ${c}` : s),
    ask: 'La tua opinione conta: raccontaci in un minuto cosa ne pensi. Aiuterà altri clienti a scegliere.',
    button: 'Lascia la mia recensione',
    note: 'Questo link è personale e vale solo per questo appuntamento; resta valido 60 giorni.',
    thanks: 'Grazie e a presto,',
    sms: (c, l) => `${c}: grazie per la tua visita! Lascia la tua recensione in un minuto: ${l}`,
  },
};

export function reviewInvite(lang: Lang, vars: TemplateVars): Rendered {
  const v = vars.review;
  if (!v) throw new Error('review_invite needs review variables');
  const w = WORDS[lang];
  if (vars.sms) return { subject: null, text: w.sms(vars.company, v.link) };
  const subject = w.subject(vars.company);
  const visit = w.visit(v.service, v.collaborator);
  const text = [
    w.hello(v.customerName),
    '',
    w.intro(v.shopName, v.day),
    `- ${visit}`,
    '',
    w.ask,
    '',
    `${w.button}${lang === 'fr' ? '\u00a0:' : ':'} ${v.link}`,
    w.note,
    '',
    w.thanks,
    vars.company,
  ].join('\n');
  const body = [
    `<p>${e(w.hello(v.customerName))}</p>`,
    `<p>${e(w.intro(v.shopName, v.day))}</p>`,
    `<p style="font-size:17px;margin:12px 0"><strong>${e(visit)}</strong></p>`,
    `<p>${e(w.ask)}</p>`,
    `<p style="margin:20px 0">${button(v.link, w.button, vars.brand)}</p>`,
    `<p style="font-size:13px;color:#6b5e66">${e(w.note)}</p>`,
    `<p>${e(w.thanks)}<br>${e(vars.company)}</p>`,
  ].join('');
  return {
    subject,
    text,
    html: mailPage({ lang, title: subject, company: vars.company, brand: vars.brand, body }),
  };
}
