// How a waitlist wish reads (issue 21): weekday names in the page's language (Intl, no texts to
// translate), the parts of day with the slot picker's words.

import type { DayPart } from '@eclat/contracts';
import { dateTimeFormat, listFormat } from '@eclat/domain';

export const PART_KEYS = {
  morning: 'partMorning',
  afternoon: 'partAfternoon',
  evening: 'partEvening',
} as const;

/** 1 Monday … 7 Sunday, as the locale writes it (2024-01-01 was a Monday). */
export function weekdayName(isoWeekday: number, locale: string, style: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

/** "lun., mer., ven.": the days in week order, as the locale lists them. */
export function weekdayList(weekdays: readonly number[], locale: string): string {
  const names = [...weekdays].sort((a, b) => a - b).map((d) => weekdayName(d, locale, 'short'));
  return listFormat(locale, { style: 'short', type: 'unit' }).format(names);
}

/** The parts of day in the day's order, each with its text key. */
export const partKeysOf = (parts: readonly DayPart[]) =>
  (['morning', 'afternoon', 'evening'] as const).filter((p) => parts.includes(p)).map((p) => PART_KEYS[p]);
