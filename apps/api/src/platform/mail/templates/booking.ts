// Booking messages (issue 20): confirmed, modified, cancelled, reminder — a branded HTML mail
// with its plain-text twin, or a short SMS. The manage link's token is SECRET: the outbox keeps
// it sealed.
import type { Lang } from '@eclat/contracts';
import type { BookingConditions, BookingMailVars, FeeText } from './booking-vars.ts';
import { BOOKING_WORDS, type BookingWords } from './booking-words.ts';
import { button, escapeHtml as e, mailPage } from './layout.ts';
import type { Rendered, TemplateVars } from './types.ts';

const fee = (w: BookingWords, f: FeeText) => (f.kind === 'deposit' ? w.depositKept : f.text);

/** The conditions as sentences, the same in the mail and its text. */
function conditionLines(w: BookingWords, c: BookingConditions): string[] {
  return [
    c.freeUntil ? w.freeUntil(c.freeUntil) : w.freeNotice(c.noticeHours),
    c.late === 'fee' && c.lateFee
      ? w.lateFee(c.noticeHours, fee(w, c.lateFee))
      : w.lateRefused(c.noticeHours),
    ...(c.noShowFee ? [w.noShowFee(fee(w, c.noShowFee))] : []),
  ];
}

function intro(w: BookingWords, v: BookingMailVars, company: string): string {
  if (v.kind === 'cancelled') return w.intro.cancelled[v.cancelledBy ?? 'system'];
  if (v.kind === 'reminder') return w.intro.reminder(v.day, v.time);
  return w.intro[v.kind](company);
}

function sms(lang: Lang, v: BookingMailVars, company: string): Rendered {
  const w = BOOKING_WORDS[lang];
  const main =
    v.kind === 'cancelled'
      ? w.sms.cancelled(company, v.day, v.time)
      : w.sms[v.kind](company, v.day, v.time, v.shopName);
  const link = v.kind !== 'cancelled' && v.manageLink ? ` ${w.sms.manage} ${v.manageLink}` : '';
  return { subject: null, text: `${main}${link}` };
}

export function bookingMessage(lang: Lang, vars: TemplateVars): Rendered {
  const v = vars.booking;
  if (!v) throw new Error('booking templates need booking variables');
  if (vars.sms) return sms(lang, v, vars.company);
  const w = BOOKING_WORDS[lang];
  const colon = lang === 'fr' ? ' :' : ':';
  const subject = w.subject[v.kind](vars.company, v.day);
  const short = v.kind === 'reminder';
  const cancelled = v.kind === 'cancelled';
  const lineText = (l: BookingMailVars['lines'][number]) =>
    `${l.time} · ${l.service}${l.collaborator ? ` ${w.with} ${l.collaborator}` : ''}${short ? '' : ` – ${l.price}`}`;
  const conditions = !cancelled && v.conditions ? conditionLines(w, v.conditions) : [];
  const money = cancelled
    ? [
        ...(v.refund ? [w.refund(v.refund)] : []),
        ...(v.credit ? [w.credit(v.credit)] : []),
        ...(v.fee ? [w.fee(v.fee)] : []),
      ]
    : [];

  const text = [
    w.hello(v.customerName),
    '',
    intro(w, v, vars.company),
    ...(v.previous ? [w.previous(v.previous)] : []),
    '',
    `${w.when}${colon} ${v.day}, ${v.time}`,
    ...v.lines.map((l) => `- ${lineText(l)}`),
    ...(short ? [] : [`${w.total}${colon} ${v.total}`]),
    ...(v.dueAtShop && !cancelled ? [`${w.dueAtShop}${colon} ${v.dueAtShop}`] : []),
    `${w.where}${colon} ${v.shopName}, ${v.shopAddress}`,
    `${w.reference} ${v.reference}`,
    ...(money.length ? ['', ...money] : []),
    ...(conditions.length && !short ? ['', `${w.conditions}${colon}`, ...conditions] : []),
    ...(v.manageLink && !cancelled ? ['', `${w.manage}${colon} ${v.manageLink}`] : []),
    ...(v.calendarAttached ? [w.calendar] : []),
    ...(cancelled && v.bookingLink ? ['', `${w.bookAgain}${colon} ${v.bookingLink}`] : []),
    '',
    vars.company,
  ].join('\n');

  const cell = 'padding:6px 8px 6px 0;vertical-align:top;border-bottom:1px solid #eee5dd';
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td style="${cell};white-space:nowrap">${e(l.time)}</td><td style="${cell}">${e(l.service)}${
          l.collaborator ? `<br><small>${e(`${w.with} ${l.collaborator}`)}</small>` : ''
        }</td>${short ? '' : `<td style="${cell};text-align:right;white-space:nowrap">${e(l.price)}</td>`}</tr>`,
    )
    .join('');
  const body = [
    `<p>${e(w.hello(v.customerName))}</p>`,
    `<p>${e(intro(w, v, vars.company))}</p>`,
    v.previous ? `<p style="color:#6b5e66"><s>${e(w.previous(v.previous))}</s></p>` : '',
    `<p style="font-size:18px;margin:16px 0 8px"><strong>${e(v.day)}</strong>, ${e(v.time)}</p>`,
    `<table role="presentation" style="width:100%;border-collapse:collapse">${rows}`,
    short
      ? ''
      : `<tr><td></td><td style="padding:6px 8px 6px 0"><strong>${e(w.total)}</strong></td><td style="padding:6px 8px 6px 0;text-align:right;white-space:nowrap"><strong>${e(v.total)}</strong></td></tr>`,
    '</table>',
    v.dueAtShop && !cancelled ? `<p>${e(`${w.dueAtShop}${colon} ${v.dueAtShop}`)}</p>` : '',
    `<p><strong>${e(v.shopName)}</strong><br>${e(v.shopAddress)}</p>`,
    `<p style="color:#6b5e66;font-size:13px">${e(`${w.reference} ${v.reference}`)}</p>`,
    money.map((m) => `<p>${e(m)}</p>`).join(''),
    conditions.length && !short
      ? `<h2 style="font-size:16px;margin:20px 0 4px">${e(w.conditions)}</h2><ul style="padding-left:20px;margin:0">${conditions
          .map((c) => `<li>${e(c)}</li>`)
          .join('')}</ul>`
      : '',
    v.manageLink && !cancelled
      ? `<p style="margin-top:20px">${button(v.manageLink, w.manage, vars.brand)}</p>`
      : '',
    v.calendarAttached ? `<p style="font-size:13px;color:#6b5e66">${e(w.calendar)}</p>` : '',
    cancelled && v.bookingLink ? `<p>${button(v.bookingLink, w.bookAgain, vars.brand)}</p>` : '',
  ].join('');
  return {
    subject,
    text,
    html: mailPage({ lang, title: subject, company: vars.company, brand: vars.brand, body }),
  };
}
