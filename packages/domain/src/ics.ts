// The add-to-calendar file of a booking (RFC 5545): one VEVENT per appointment, times in UTC, the
// same UID for an appointment in every file (confirmation, change, reminder, the storefront's
// download), so a calendar that imports a later file updates the event instead of adding a twin.
// Pure: the storefront's download and the API's mails both build it here (issue 20).

export type CalendarEvent = {
  /** Stable per appointment, e.g. `appointment-42@salon.example`. */
  uid: string;
  start: string | Date;
  end: string | Date;
  summary: string;
  location: string;
  description: string;
  geo?: { lat: number; lng: number } | null;
  /** Cancelled events are sent with STATUS:CANCELLED so calendars drop them. */
  cancelled?: boolean;
  /** SEQUENCE: raised when the event changes (a move), so calendars take the newer copy. */
  sequence?: number;
};

export type Calendar = {
  events: CalendarEvent[];
  /** DTSTAMP: when the file is made. */
  now: Date;
};

/** RFC 5545 §3.3.5: a UTC date-time, 20260303T093000Z. */
export function icsDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and new lines escaped in TEXT values. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The inverse of icsText (what a calendar reads back). */
export function icsUnescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a
 * character (UTF-8 sequences stay whole).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines start with the space, which counts in their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The inverse of foldLine: a folded line unfolded. */
export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The iCalendar file: CRLF line ends, long lines folded. */
export function buildIcs(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eclat//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...calendar.events.flatMap((e) => eventLines(e, calendar.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The UID of one appointment, the same in every file that carries it. */
export const appointmentUid = (appointmentId: number, host: string) =>
  `appointment-${appointmentId}@${host || 'eclat'}`;
