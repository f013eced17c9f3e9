// Privacy mails (issue 23): the retention notice sent a month before an inactive customer's data is
// erased, and the frame of every marketing message, whose foot carries the one-click unsubscribe
// link (the List-Unsubscribe headers are added by consents/marketing.ts).
import type { Lang } from '@eclat/contracts';
import { button, escapeHtml as e, mailPage } from './layout.ts';
import type { Rendered, TemplateVars } from './types.ts';

/** retention_notice: when the data goes, and where to sign in to keep the account. */
export type RetentionNoticeVars = {
  customerName: string | null;
  /** The erasure day, long, in the customer's language. */
  day: string;
  /** The sign-in page of the storefront, or null without a storefront. */
  signInLink: string | null;
};

/** marketing_message: the company's own text (already in the customer's language) and the unsubscribe link. */
export type MarketingMessageVars = {
  subject: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** The storefront's unsubscribe page for this customer (or the API's one-click URL without a storefront). */
  unsubscribeLink: string;
};

type NoticeWords = {
  subject: (company: string) => string;
  hello: (name: string | null) => string;
  body: (company: string, day: string) => string;
  keep: string;
  button: string;
  nothing: string;
  thanks: string;
};

const NOTICE: Record<Lang, NoticeWords> = {
  fr: {
    subject: (c) => `${c} – votre compte sera bientôt supprimé`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    body: (c, d) =>
      `Vous n’avez pas utilisé votre compte ${c} depuis longtemps. Comme la loi nous le demande, nous ne gardons pas indéfiniment les données de nos clients\u00a0: sans activité de votre part, votre compte et vos données personnelles seront supprimés le ${d}.`,
    keep: 'Pour garder votre compte, il suffit de vous connecter avant cette date.',
    button: 'Me connecter',
    nothing: 'Si vous ne souhaitez plus de compte, vous n’avez rien à faire.',
    thanks: 'À bientôt,',
  },
  en: {
    subject: (c) => `${c} – your account will soon be deleted`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    body: (c, d) =>
      `You have not used your ${c} account for a long time. As the law asks of us, we do not keep our customers’ data forever: unless you are active again, your account and your personal data will be deleted on ${d}.`,
    keep: 'To keep your account, just sign in before that date.',
    button: 'Sign in',
    nothing: 'If you no longer want an account, there is nothing to do.',
    thanks: 'See you soon,',
  },
  de: {
    subject: (c) => `${c} – Ihr Konto wird bald gelöscht`,
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    body: (c, d) =>
      `Sie haben Ihr Konto bei ${c} seit langer Zeit nicht genutzt. Wie es das Gesetz verlangt, bewahren wir die Daten unserer Kundinnen und Kunden nicht unbegrenzt auf: Ohne Aktivität werden Ihr Konto und Ihre personenbezogenen Daten am ${d} gelöscht.`,
    keep: 'Um Ihr Konto zu behalten, melden Sie sich einfach vor diesem Datum an.',
    button: 'Anmelden',
    nothing: 'Wenn Sie kein Konto mehr wünschen, müssen Sie nichts tun.',
    thanks: 'Bis bald,',
  },
  es: {
    subject: (c) => `${c} – tu cuenta se eliminará pronto`,
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    body: (c, d) =>
      `Hace mucho tiempo que no usas tu cuenta de ${c}. Como nos pide la ley, no guardamos los datos de nuestros clientes indefinidamente: si no vuelves a usarla, tu cuenta y tus datos personales se eliminarán el ${d}.`,
    keep: 'Para conservar tu cuenta, basta con iniciar sesión antes de esa fecha.',
    button: 'Iniciar sesión',
    nothing: 'Si ya no quieres una cuenta, no tienes que hacer nada.',
    thanks: 'Hasta pronto,',
  },
  it: {
    subject: (c) => `${c} – il tuo account sarà presto eliminato`,
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    body: (c, d) =>
      `Non usi il tuo account ${c} da molto tempo. Come ci chiede la legge, non conserviamo i dati dei nostri clienti all’infinito: senza attività da parte tua, il tuo account e i tuoi dati personali saranno eliminati il ${d}.`,
    keep: 'Per conservare il tuo account, basta accedere prima di quella data.',
    button: 'Accedi',
    nothing: 'Se non desideri più un account, non devi fare nulla.',
    thanks: 'A presto,',
  },
};

export function retentionNotice(lang: Lang, vars: TemplateVars): Rendered {
  const v = vars.retention;
  if (!v) throw new Error('retention_notice needs retention variables');
  const w = NOTICE[lang];
  const subject = w.subject(vars.company);
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const text = [
    w.hello(v.customerName),
    '',
    w.body(vars.company, v.day),
    '',
    w.keep,
    ...(v.signInLink ? [`${w.button}${colon} ${v.signInLink}`] : []),
    '',
    w.nothing,
    '',
    w.thanks,
    vars.company,
  ].join('\n');
  const body = [
    `<p>${e(w.hello(v.customerName))}</p>`,
    `<p>${e(w.body(vars.company, v.day))}</p>`,
    `<p>${e(w.keep)}</p>`,
    v.signInLink ? `<p style="margin:20px 0">${button(v.signInLink, w.button, vars.brand)}</p>` : '',
    `<p>${e(w.nothing)}</p>`,
    `<p>${e(w.thanks)}<br>${e(vars.company)}</p>`,
  ].join('');
  return {
    subject,
    text,
    html: mailPage({ lang, title: subject, company: vars.company, brand: vars.brand, body }),
  };
}

type FootWords = { why: (company: string) => string; unsubscribe: string; sms: (link: string) => string };

const FOOT: Record<Lang, FootWords> = {
  fr: {
    why: (c) => `Vous recevez ce message parce que vous avez accepté les offres de ${c}.`,
    unsubscribe: 'Se désinscrire',
    sms: (l) => `Désinscription\u00a0: ${l}`,
  },
  en: {
    why: (c) => `You receive this message because you agreed to receive offers from ${c}.`,
    unsubscribe: 'Unsubscribe',
    sms: (l) => `Unsubscribe: ${l}`,
  },
  de: {
    why: (c) => `Sie erhalten diese Nachricht, weil Sie den Angeboten von ${c} zugestimmt haben.`,
    unsubscribe: 'Abmelden',
    sms: (l) => `Abmelden: ${l}`,
  },
  es: {
    why: (c) => `Recibes este mensaje porque aceptaste recibir ofertas de ${c}.`,
    unsubscribe: 'Darse de baja',
    sms: (l) => `Darse de baja: ${l}`,
  },
  it: {
    why: (c) => `Ricevi questo messaggio perché hai accettato di ricevere offerte da ${c}.`,
    unsubscribe: 'Annulla l’iscrizione',
    sms: (l) => `Annulla l’iscrizione: ${l}`,
  },
};

export function marketingMessage(lang: Lang, vars: TemplateVars): Rendered {
  const v = vars.marketing;
  if (!v) throw new Error('marketing_message needs marketing variables');
  const w = FOOT[lang];
  if (vars.sms)
    return { subject: null, text: `${vars.company}: ${v.paragraphs.join(' ')} ${w.sms(v.unsubscribeLink)}` };
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const text = [
    ...v.paragraphs.flatMap((p) => [p, '']),
    vars.company,
    '',
    '--',
    w.why(vars.company),
    `${w.unsubscribe}${colon} ${v.unsubscribeLink}`,
  ].join('\n');
  const body = [
    ...v.paragraphs.map((p) => `<p>${e(p)}</p>`),
    `<p>${e(vars.company)}</p>`,
    `<p style="font-size:13px;color:#6b5e66;margin-top:24px">${e(w.why(vars.company))} `,
    `<a href="${e(v.unsubscribeLink)}">${e(w.unsubscribe)}</a></p>`,
  ].join('');
  return {
    subject: v.subject,
    text,
    html: mailPage({ lang, title: v.subject, company: vars.company, brand: vars.brand, body }),
  };
}
