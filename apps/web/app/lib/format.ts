import { type Lang, LOCALE_CODES } from '@eclat/contracts/langs';
import { dateTimeFormat, numberFormat } from '@eclat/domain';
import { localisePath } from './i18n/lang-path.ts';
import { toWebUrl } from './media-url.ts';
import type { Storefront } from './storefront-context.ts';

// The storefront's one formatting module, in the visitor's locale (spec §1 locale codes): money,
// days, times and durations for components, and the Formatter loaders use to send ready strings
// (no Intl data or rounding differences between server and browser, nothing to hydrate differently).

/** Money is integer cents (architecture page); shown in the visitor's locale (spec §1 locale codes). */
export function formatMoney(cents: number, lang: Lang, currency = 'EUR'): string {
  try {
    return numberFormat(LOCALE_CODES[lang], { style: 'currency', currency }).format(cents / 100);
  } catch {
    // An unknown currency code from the company settings: the amount with the code after it.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A day as the locale writes it ('12 mai 2026', '12 May 2026'). */
export function formatDay(iso: string, lang: Lang, timeZone = 'Europe/Paris'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(LOCALE_CODES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

// Journeys: durations, days and times in a shop's time zone.

/** "1 h 30 min", "45 min" (Intl units, so every language writes its own). */
export function formatDuration(minutes: number, locale: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return unit(m, 'minute');
  return m === 0 ? unit(h, 'hour') : `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}

/** "mardi 3 mars 2026" in the shop's zone. */
export function formatLongDate(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "10:30" in the shop's zone. */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** "3 mars 2026, 10:30". */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

// Loaders of the pages one browses.

export type Formatter = {
  lang: Lang;
  locale: string;
  money: (cents: number) => string;
  duration: (minutes: number) => string;
  image: (url: string) => string;
  weekday: (isoWeekday: number) => string;
  day: (iso: string) => string;
};

const capitalise = (text: string, locale: string) =>
  text ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;

// Intl.DurationFormat is ES2025 (Node 24 has it); the project's TypeScript lib stops at ES2024.
type DurationFormatter = { format: (duration: { hours?: number; minutes?: number }) => string };
const DurationFormat = (
  Intl as unknown as {
    DurationFormat?: new (locale: string, options: { style: 'short' }) => DurationFormatter;
  }
).DurationFormat;

const durationFormats = new Map<string, DurationFormatter>();
/** One formatter per locale (see @eclat/domain intl-formats: making one costs far more than using it). */
function durationFormat(
  Format: new (locale: string, options: { style: 'short' }) => DurationFormatter,
  locale: string,
): DurationFormatter {
  let format = durationFormats.get(locale);
  if (!format) {
    format = new Format(locale, { style: 'short' });
    durationFormats.set(locale, format);
  }
  return format;
}

/** '1 h et 30 min', '45 min' in the page's language (Intl.DurationFormat, Node 24): the pages one browses. */
function durationInWords(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = { ...(hours ? { hours } : {}), ...(rest || !hours ? { minutes: rest } : {}) };
  try {
    if (DurationFormat) return durationFormat(DurationFormat, locale).format(parts);
  } catch {
    // An engine without this locale: the plain form below.
  }
  return hours ? `${hours} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}` : `${rest} min`;
}

export function formatter(storefront: Storefront, apiUrl: string): Formatter {
  const { lang } = storefront;
  const locale = LOCALE_CODES[lang];
  const currency = storefront.company.booker.mCurrency.code || 'EUR';
  // 2024-01-01 was a Monday: ISO weekday n is that date + n − 1 days.
  const weekdays = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const days = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    lang,
    locale,
    money: (cents) => formatMoney(cents, lang, currency),
    duration: (minutes) => durationInWords(minutes, locale),
    image: (url) => toWebUrl(url, apiUrl),
    weekday: (n) => capitalise(weekdays.format(new Date(Date.UTC(2024, 0, n))), locale),
    day: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : days.format(date);
    },
  };
}

/** The first sentences of a text, at most `max` characters, cut at a word. */
export function summary(text: string, max = 140): string {
  const clean = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,;:.]+$/, '')}…`;
}

/** The absolute URL of a page of the site in the storefront's language (canonical, JSON-LD). */
export const pageUrl = (storefront: Storefront, path: string): string =>
  `${storefront.origin}${localisePath(path, storefront.lang)}`;
