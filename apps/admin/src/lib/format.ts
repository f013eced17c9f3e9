// Money is integer cents (architecture page "Time, money, text"), shown with Intl in the console's
// language; prices are typed in euros with a comma or a dot.
import { type Lang, LOCALE_CODES } from '@eclat/contracts/langs';

export function formatMoney(cents: number, lang: Lang, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE_CODES[lang], { style: 'currency', currency }).format(cents / 100);
}

/** '65', '65,5', '65.50', '1 234,00 €' → cents; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

/** Cents as an editable amount: 6500 → '65', 6550 → '65.50'. */
export function moneyInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function formatTime(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

export function formatDate(
  iso: string,
  lang: Lang,
  timeZone?: string,
  style: 'short' | 'long' = 'short',
): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], {
    timeZone,
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { dateStyle: 'short' }),
  }).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A local calendar day (YYYY-MM-DD) in words: 'mardi 2 juin'. */
export function formatDay(day: string, lang: Lang, withYear = false): string {
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00Z`));
}

export function formatPercent(ratio: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_CODES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );
}
