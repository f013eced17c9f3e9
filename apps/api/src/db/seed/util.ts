// Small helpers shared by the demo data files: localised maps, dates in Paris time, weekly hours.
import type { Lang } from '@eclat/contracts';
import type { Db } from '../client.ts';
import type { DayHours, WeekHours } from '../schema.ts';

/** The transaction handle `db.transaction` gives its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedOptions = {
  /** Hashes a plain password (argon2id in production). */
  hashPassword: (plain: string) => Promise<string>;
  /** The instant the relative dates are computed from; defaults to the current time. */
  now?: Date;
};

/** The password of every demo account (company users, access account, the customer). */
export const DEMO_PASSWORD = 'Eclat-demo-2026!';

/** A complete localised text: every storefront language has its own copy. */
export type L = Record<Lang, string>;

export const SEED_LANGS: readonly Lang[] = ['fr', 'en', 'de', 'es', 'it'];

export function l(fr: string, en: string, de: string, es: string, it: string): L {
  return { fr, en, de, es, it };
}

/** The same text in every language (proper nouns). */
export function same(text: string): L {
  return l(text, text, text, text, text);
}

export function mapL(text: L, f: (value: string, lang: Lang) => string): L {
  return l(f(text.fr, 'fr'), f(text.en, 'en'), f(text.de, 'de'), f(text.es, 'es'), f(text.it, 'it'));
}

/** Wraps each paragraph in <p> unless it already is an HTML block. */
export function html(blocks: readonly string[]): string {
  return blocks.map((b) => (b.startsWith('<') ? b : `<p>${b}</p>`)).join('');
}

export type PerLang<T> = Record<Lang, T>;

/** Turns { fr: { title, … }, en: { … } } into { title: L, … }. */
export function byField<K extends string>(texts: PerLang<Record<K, string>>, field: K): L {
  return l(texts.fr[field], texts.en[field], texts.de[field], texts.es[field], texts.it[field]);
}

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar day of an instant in Paris, 'YYYY-MM-DD'. */
export function parisDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

function parisOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock time in Paris on a given day ('YYYY-MM-DD', 'HH:MM'). */
export function parisTime(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const offset = parisOffsetMinutes(new Date(guess));
  return new Date(guess - offset * 60_000);
}

/** ISO weekday (Monday 1 … Sunday 7) of a 'YYYY-MM-DD' day. */
export function isoWeekday(day: string): number {
  const js = new Date(`${day}T12:00:00Z`).getUTCDay();
  return js === 0 ? 7 : js;
}

/** The Paris day `days` from `now`, moved back to the closest earlier (or same) ISO weekday. */
export function dayOnWeekday(now: Date, days: number, weekday: number): string {
  let day = parisDay(addDays(now, days));
  for (let i = 0; i < 7 && isoWeekday(day) !== weekday; i++) {
    day = parisDay(addDays(new Date(`${day}T12:00:00Z`), -1));
  }
  return day;
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

// ---------------------------------------------------------------- weekly hours

export const closed = (): DayHours[] => [{ status: 'closed', hours: [] }];

export const continuous = (start: string, end: string): DayHours[] => [
  { status: 'open', hours: [{ start, end }] },
];

/** Open from `start`, a lunch break from `pauseStart` to `pauseEnd`, open until `end`. */
export const withLunch = (start: string, pauseStart: string, pauseEnd: string, end: string): DayHours[] => [
  { status: 'open', hours: [{ start, end: pauseStart }] },
  { status: 'pause', hours: [{ start: pauseStart, end: pauseEnd }] },
  { status: 'open', hours: [{ start: pauseEnd, end }] },
];

/** Monday … Sunday in order. */
export function week(
  days: [DayHours[], DayHours[], DayHours[], DayHours[], DayHours[], DayHours[], DayHours[]],
) {
  const hours: WeekHours = {};
  days.forEach((d, i) => {
    hours[String(i + 1)] = d;
  });
  return hours;
}
