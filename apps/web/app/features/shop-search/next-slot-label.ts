import { dateTimeFormat, relativeTimeFormat } from '@eclat/domain';

const DAY_MS = 86_400_000;

/** The local calendar day of an instant in a zone, as a UTC midnight (days can be subtracted). */
function localMidnight(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
  return Date.parse(`${parts}T00:00:00Z`);
}

/**
 * "demain 10:30", "aujourd’hui 16:00", "tomorrow 10:30", or past tomorrow the short weekday and
 * date ("jeu. 11 juin 09:00"): the next free time as a card says it, in the shop's time zone.
 * Relative day words come from the platform (Intl.RelativeTimeFormat, numeric 'auto').
 */
export function nextSlotLabel(start: string, timeZone: string, locale: string, now: Date): string {
  const instant = Date.parse(start);
  const days = Math.round(
    (localMidnight(instant, timeZone) - localMidnight(now.getTime(), timeZone)) / DAY_MS,
  );
  const time = dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant);
  const day =
    days >= 0 && days <= 1
      ? relativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day')
      : dateTimeFormat(locale, {
          timeZone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }).format(instant);
  return `${day} ${time}`;
}
