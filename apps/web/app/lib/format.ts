import { type Lang, LOCALE_CODES } from '@eclat/contracts/langs';

/** Money is integer cents (architecture page); shown in the visitor's locale (spec §1 locale codes). */
export function formatMoney(cents: number, lang: Lang, currency = 'EUR'): string {
  try {
    return new Intl.NumberFormat(LOCALE_CODES[lang], { style: 'currency', currency }).format(cents / 100);
  } catch {
    // An unknown currency code from the company settings: the amount with the code after it.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A day as the locale writes it ('12 mai 2026', '12 May 2026'). */
export function formatDay(iso: string, lang: Lang, timeZone = 'Europe/Paris'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_CODES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}
