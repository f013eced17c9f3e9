import { type Lang, LOCALE_CODES } from '@eclat/contracts/langs';

/** ISO weekdays (1 Monday … 7 Sunday) as short names in the console's language, in week order. */
export function weekdayNames(days: readonly number[], lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(LOCALE_CODES[lang], { timeZone: 'UTC', weekday: 'short' });
  // 2024-01-01 was a Monday.
  return [...days].sort((a, b) => a - b).map((d) => format.format(new Date(Date.UTC(2024, 0, d, 12))));
}
